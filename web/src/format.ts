// Display helpers: dates people read, counts, labels. Every screen prints dates
// through formatDate / formatDateTime / formatMonth, never the ISO text itself.

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/**
 * "Dec 15, 2026". A calendar date (`YYYY-MM-DD`: a move-in, a due date) has no
 * time zone and never shifts a day; a timestamp (`2026-12-15T02:00:00Z`) is shown
 * as the day it was where the reader is (`timeZone`, the browser's by default).
 */
export function formatDate(value: string, timeZone?: string): string {
  if (CALENDAR_DATE.test(value)) {
    return new Intl.DateTimeFormat('en-US', { ...DAY, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  }
  return new Intl.DateTimeFormat('en-US', { ...DAY, timeZone }).format(new Date(value));
}

/** A moment in words, where the reader is: "Dec 15, 2026, 3:04 PM". */
export function formatDateTime(timestamp: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...DAY, hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(timestamp));
}

/** A month (`2026-12`, `2026-12-01`): "December 2026". */
export function formatMonth(value: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 7)}-01T00:00:00Z`));
}

/** "Available now" once the date has passed, otherwise "Available Mar 1, 2026". */
export function availabilityLabel(isoDate: string | null | undefined, today = new Date()): string {
  if (!isoDate) return 'Availability on request';
  // The reader's own calendar day (en-CA writes YYYY-MM-DD), not UTC's.
  const todayIso = today.toLocaleDateString('en-CA');
  return isoDate <= todayIso ? 'Available now' : `Available ${formatDate(isoDate)}`;
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
