import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED, usePlainZodMessages } from './zod-messages.js';

beforeAll(() => usePlainZodMessages());

/** The message a person would read next to the field. */
function said(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0].message;
}

describe('the words next to a refused field', () => {
  it('a field left out or left blank is "required"', () => {
    expect(said(z.object({ name: z.string() }), {})).toBe(REQUIRED);
    expect(said(z.object({ kind: z.enum(['a', 'b']) }), {})).toBe(REQUIRED);
    expect(said(z.string().min(1), '')).toBe(REQUIRED);
  });

  it('sizes are counted in characters, items or the number itself', () => {
    expect(said(z.string().max(254), 'a'.repeat(300))).toBe('At most 254 characters.');
    expect(said(z.string().min(8), 'short')).toBe('At least 8 characters.');
    expect(said(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('At most 2 items.');
    expect(said(z.number().int().max(10_000), 20_000)).toBe('At most 10,000.');
    expect(said(z.number().positive(), 0)).toBe('Must be more than 0.');
  });

  it('a value of the wrong kind names the kind wanted', () => {
    expect(said(z.string(), 5)).toBe('This should be text.');
    expect(said(z.number(), 'five')).toBe('This should be a number.');
    expect(said(z.boolean(), 'yes')).toBe('This should be true or false.');
  });

  it('formats and choices say what would be accepted', () => {
    expect(said(z.email(), 'not-an-email')).toBe('Enter an email address like name@example.com.');
    expect(said(z.enum(['cats', 'dogs']), 'birds')).toBe('Choose one of: cats, dogs.');
  });

  it("a schema's own words win", () => {
    expect(said(z.string().max(3, 'Keep it to three letters'), 'abcd')).toBe('Keep it to three letters');
    expect(said(z.object({ bedtime: z.string({ error: 'Weekday bedtime is required' }) }), {})).toBe('Weekday bedtime is required');
  });
});
