import { describe, expect, it } from 'vitest';
import { EMPTY_REFERENCE, referenceSchema } from './referenceSchema';

const filled = { ...EMPTY_REFERENCE, sourceType: 'LANDLORD', refereeName: 'Lena Hart', refereeEmail: 'lena@example.com' };

describe('the reference form', () => {
  it('needs who, a name and an email; the rest is optional and sent as null', () => {
    const result = referenceSchema.safeParse(filled);
    expect(result.success && result.data).toEqual({
      sourceType: 'LANDLORD', refereeName: 'Lena Hart', refereeEmail: 'lena@example.com', refereePhone: null,
      propertyAddress: null, monthlyRent: null, startDate: null, endDate: null,
    });
  });

  it('reads the rent in dollars as cents', () => {
    const result = referenceSchema.safeParse({ ...filled, monthlyRent: '$1,250.50' });
    expect(result.success && result.data.monthlyRent).toBe(125050);
  });

  it.each([
    ['no source type', { sourceType: '' }, 'sourceType'],
    ['a malformed email', { refereeEmail: 'lena' }, 'refereeEmail'],
    ['rent in words', { monthlyRent: 'a lot' }, 'monthlyRent'],
    ['an end before the start', { startDate: '2024-05-01', endDate: '2023-01-01' }, 'endDate'],
  ])('refuses %s, next to the field', (_case, change, field) => {
    const result = referenceSchema.safeParse({ ...filled, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toContain(field);
  });
});
