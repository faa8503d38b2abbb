import { addDays, addMonths, differenceInCalendarDays, format, getDaysInMonth, parseISO, startOfMonth } from 'date-fns';

/**
 * Arithmetic on calendar dates (YYYY-MM-DD, a day without a time zone), by date-fns.
 * The text is read as a local calendar day and written back the same way, so the
 * machine's time zone and its daylight-saving changes never move a date.
 */
const day = (iso: string) => parseISO(iso);
const text = (date: Date) => format(date, 'yyyy-MM-dd');

/** `months` calendar months after `iso`, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addCalendarMonths(iso: string, months: number): string {
  return text(addMonths(day(iso), months));
}

/**
 * `months` after `iso` with the day carried over into the next month instead of
 * clamped (Jan 31 + 1 → Mar 3, as `Date#setUTCMonth` does): what installment plans
 * have always used for their due dates, kept so existing plans do not move.
 */
export function addCalendarMonthsOverflowing(iso: string, months: number): string {
  const first = addMonths(startOfMonth(day(iso)), months);
  return text(addDays(first, day(iso).getDate() - 1));
}

export function addCalendarDays(iso: string, days: number): string {
  return text(addDays(day(iso), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return differenceInCalendarDays(day(to), day(from));
}

export function calendarDaysInMonth(iso: string): number {
  return getDaysInMonth(day(iso));
}

/** The calendar day as an instant: its midnight in UTC. */
export function utcMidnight(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The UTC calendar day of an instant. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
