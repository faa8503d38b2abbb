import { describe, expect, it } from 'vitest';
import { allowedValues } from './catalog.js';

describe('values a CHECK allows (the literal unions of the generated row types)', () => {
  it('reads IN lists, single values and array containment', () => {
    expect(allowedValues('status', "CHECK ((status = ANY (ARRAY['pending'::text, 'delivered'::text])))")).toEqual(['pending', 'delivered']);
    expect(allowedValues('subject_type', "CHECK ((subject_type = 'resolution_case'::text))")).toEqual(['resolution_case']);
    expect(allowedValues('roles', "CHECK (((roles <@ ARRAY['tenant'::text, 'manager'::text]) AND (cardinality(roles) > 0)))")).toEqual(['tenant', 'manager']);
    expect(allowedValues('name', "CHECK ((name = ANY (ARRAY['it''s'::text])))")).toEqual(["it's"]);
  });

  it('leaves alone what may allow more (an OR, another column, a range)', () => {
    expect(allowedValues('scope', "CHECK (((scope = 'all'::text) OR (owner_user_id IS NOT NULL)))")).toBeNull();
    expect(allowedValues('status', "CHECK ((other_status = ANY (ARRAY['a'::text])))")).toBeNull();
    expect(allowedValues('amount_cents', 'CHECK ((amount_cents > 0))')).toBeNull();
  });
});
