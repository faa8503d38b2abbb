import { describe, expect, it } from 'vitest';
import { DateScalar, isCalendarDate } from './scalars.js';

describe('Date scalar', () => {
  it.each([
    ['2026-05-01', true],
    ['2028-02-29', true],
    ['2026-02-30', false],
    ['2026-5-1', false],
    ['05/01/2026', false],
    ['2026-05-01T00:00:00Z', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('refuses a non-date argument with BAD_USER_INPUT', () => {
    expect(() => DateScalar.parseValue('tomorrow')).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
  });
});
