import { describe, expect, it } from 'vitest';
import { addMonths, isMoveInInPast, staysAtLeastMonths } from './stay.js';

describe('stay dates', () => {
  const now = new Date('2026-06-10T15:00:00Z');

  it.each([
    ['2026-06-10', false, 'today'],
    ['2026-06-09', false, 'yesterday in UTC, which may still be today in the US'],
    ['2026-06-08', true, 'two days ago'],
    ['2027-01-01', false, 'next year'],
  ])('a move-in on %s is past: %s (%s)', (date, past) => {
    expect(isMoveInInPast(date, now)).toBe(past);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-15', 6, '2026-09-15'],
    ['2026-11-30', 3, '2027-02-28'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-07-01', '2027-01-01', true, 'exactly six months'],
    ['2026-07-01', '2026-12-31', false, 'a day short of six months'],
    ['2026-08-31', '2027-02-28', true, 'six months from the 31st ends on the last day of February'],
  ])('%s to %s is at least six months: %s (%s)', (moveIn, moveOut, expected) => {
    expect(staysAtLeastMonths(moveIn, moveOut, 6)).toBe(expected);
  });

  it('a code without a minimum accepts any stay', () => {
    expect(staysAtLeastMonths('2026-07-01', '2026-07-15', 0)).toBe(true);
  });
});
