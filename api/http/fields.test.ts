import { describe, expect, it } from 'vitest';
import { DbId, IdParam, isCalendarDate } from './fields.js';

describe('a calendar date a date column holds', () => {
  it.each([
    ['2026-02-28', true], ['2024-02-29', true], ['0001-01-01', true], ['9999-12-31', true],
    ['2026-02-29', false], ['2026-02-31', false], ['2026-13-01', false], ['0000-01-01', false],
    ['99999-01-01', false], ['2026-1-01', false], ['2026-01-01T00:00:00Z', false],
  ])('%s is %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});

describe('a row id', () => {
  it('fits an integer column, in a body or a path', () => {
    expect(DbId.safeParse(2_147_483_647).success).toBe(true);
    expect(DbId.safeParse(2_147_483_648).success).toBe(false);
    expect(DbId.safeParse('5').success).toBe(false);
    expect(IdParam.safeParse('5').data).toBe(5);
    expect(IdParam.safeParse('2147483648').success).toBe(false);
  });
});
