// Display helpers: dates people read, counts, labels. Every screen prints dates
// through formatDate / formatDateTime / formatMonth / formatShortMonth, never the
// ISO text itself.

import { formatDate as dateInZone, formatDateTime as dateTimeInZone, formatMonth, formatShortMonth } from '../../../common/dates';

export { formatMonth, formatShortMonth };

/** The reader's time zone: the browser's. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Dec 15, 2026" (common/dates.ts, the rule the api's texts use too). A calendar
 * date (`YYYY-MM-DD`: a move-in, a due date) never shifts a day; a timestamp
 * (`2026-12-15T02:00:00Z`) is the day it was where the reader is.
 */
export function formatDate(value: string, timeZone = readerZone()): string {
  return dateInZone(value, timeZone);
}

/** A moment in words, where the reader is: "Dec 15, 2026, 3:04 PM". */
export function formatDateTime(timestamp: string, timeZone = readerZone()): string {
  return dateTimeInZone(timestamp, timeZone);
}

/** Today where the reader is, as `YYYY-MM-DD` (for comparisons, inputs and file names, never shown as is). */
export function todayIso(now = new Date()): string {
  // By hand rather than date-fns's format, whose token parser and locale would weigh on every first screen.
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Calendar dates from and to, either may be missing: "Mar 1, 2024 to now", "until Jun 30, 2025"; null when neither. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string | null {
  if (start) return `${formatDate(start)} to ${end ? formatDate(end) : 'now'}`;
  return end ? `until ${formatDate(end)}` : null;
}

/** "Available now" once the date has passed, otherwise "Available Mar 1, 2026". */
export function availabilityLabel(isoDate: string | null | undefined, today = new Date()): string {
  if (!isoDate) return 'Availability on request';
  // The reader's own calendar day, not UTC's.
  return isoDate <= todayIso(today) ? 'Available now' : `Available ${formatDate(isoDate)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Weighted count (halves are 0.5): "1 bath", "2.5 baths". */
export function bathroomLabel(count: number): string {
  return `${Number.isInteger(count) ? count : count.toFixed(1)} ${count === 1 ? 'bath' : 'baths'}`;
}

/**
 * A GraphQL enum value to the spec's wording, e.g. `DECK_PATIO` to "Deck/patio"
 * and `EV_CHARGERS` to "EV chargers", using the spec's list where there is one.
 */
export function enumLabel(value: string, specValues: readonly string[] = []): string {
  const spec = specValues.find((s) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '_') === value);
  const text = (spec ?? value.toLowerCase()).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Dollars as typed ("1,250.5", "$40") → whole cents; null unless a positive amount with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}
