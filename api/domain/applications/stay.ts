/**
 * Dates of a stay (YYYY-MM-DD, calendar days without a time zone) and the rules
 * submission applies to them.
 */
import { addCalendarDays, addCalendarMonths, utcDayOf } from '../../../common/calendar.js';

/**
 * Whether a move-in date is already past. Homes are in the US, behind UTC, so
 * "today" for the applicant may be yesterday in UTC: yesterday (UTC) still counts
 * as today, never earlier.
 */
export function isMoveInInPast(moveInDate: string, now: Date): boolean {
  return moveInDate < addCalendarDays(utcDayOf(now), -1);
}

/** The date `months` calendar months after `date`, clamped to the month's end (Jan 31 + 1 → Feb 28). */
export function addMonths(date: string, months: number): string {
  return addCalendarMonths(date, months);
}

/** A stay of at least `months` calendar months: moving out on or after move-in plus that many months. */
export function staysAtLeastMonths(moveInDate: string, moveOutDate: string, months: number): boolean {
  return months <= 0 || moveOutDate >= addMonths(moveInDate, months);
}
