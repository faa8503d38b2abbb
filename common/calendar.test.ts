import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarDays, addCalendarMonths, addCalendarMonthsOverflowing, calendarDaysBetween, calendarDaysInMonth, utcDayOf, utcMidnight,
} from './calendar.js';

// The arithmetic must not depend on the machine's zone: run every case in a few,
// including one with a daylight-saving change at midnight and one far east of UTC.
const ZONES = ['UTC', 'America/New_York', 'America/Santiago', 'Pacific/Kiritimati'];
const saved = process.env.TZ;
afterEach(() => {
  process.env.TZ = saved;
});

describe.each(ZONES)('calendar dates in %s', (zone) => {
  it('adds months, clamped to the month end', () => {
    process.env.TZ = zone;
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-03-15', 12)).toBe('2027-03-15');
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('adds months with the day carried over, as Date#setUTCMonth does', () => {
    process.env.TZ = zone;
    for (const [iso, months] of [['2026-01-31', 1], ['2026-01-30', 1], ['2028-01-31', 1], ['2026-05-31', 1], ['2026-12-15', 2], ['2026-08-31', 6]] as const) {
      const d = new Date(`${iso}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + months);
      expect(addCalendarMonthsOverflowing(iso, months)).toBe(d.toISOString().slice(0, 10));
    }
  });

  it('adds days across month, year and daylight-saving changes', () => {
    process.env.TZ = zone;
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addCalendarDays('2026-09-05', 2)).toBe('2026-09-07');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-01-01', 400)).toBe('2027-02-05');
  });

  it('counts days between dates and days in a month', () => {
    process.env.TZ = zone;
    expect(calendarDaysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(calendarDaysBetween('2026-11-01', '2026-10-01')).toBe(-31);
    expect(calendarDaysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(calendarDaysInMonth('2028-02-10')).toBe(29);
    expect(calendarDaysInMonth('2026-04-30')).toBe(30);
  });

  it('turns days into UTC instants and back', () => {
    process.env.TZ = zone;
    expect(utcMidnight('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(utcDayOf(new Date('2026-03-08T23:59:59.999Z'))).toBe('2026-03-08');
  });
});
