/**
 * Dates in words: the one rule for every date a person reads, on the web's screens
 * (web/src/shared/format.ts, in the reader's time zone) and in the api's notifications,
 * mails, lease text and error messages. Machine-readable values (CSV, query
 * params, <time dateTime>, inputs) stay ISO and never pass through here.
 *
 * A calendar date (`YYYY-MM-DD`: a move-in, a due date) has no time zone and never
 * shifts a day. A timestamp is the day it was in `timeZone`; UTC when none is given,
 * the day Hearth keeps (due dates and "today" are UTC days; homes hold no zone yet).
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
type Style = 'day' | 'dayTime' | 'month' | 'shortMonth' | 'long' | 'longWeekday';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  dayTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  month: { month: 'long', year: 'numeric' },
  shortMonth: { month: 'short', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  longWeekday: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};

// Building a formatter costs far more than using one; a table of dates reuses them.
const formatters = new Map<string, Intl.DateTimeFormat>();
function format(style: Style, timeZone: string, at: Date): string {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone })));
  return formatter.format(at);
}

/** A calendar date as its own day (read in UTC, where it starts), a timestamp as given. */
function instant(value: string | Date, timeZone: string): [Date, string] {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return [new Date(`${value}T00:00:00Z`), 'UTC'];
  return [new Date(value), timeZone];
}

/** "Dec 15, 2026". */
export function formatDate(value: string | Date, timeZone = 'UTC'): string {
  const [at, zone] = instant(value, timeZone);
  return format('day', zone, at);
}

/** A moment: "Dec 15, 2026, 3:04 PM". */
export function formatDateTime(value: string | Date, timeZone = 'UTC'): string {
  return format('dayTime', timeZone, new Date(value));
}

/** A month (`2026-12`, `2026-12-01`): "December 2026". */
export function formatMonth(month: string): string {
  return format('month', 'UTC', monthStart(month));
}

/** A month where room is short (a chart's axis): "Dec 2026". */
export function formatShortMonth(month: string): string {
  return format('shortMonth', 'UTC', monthStart(month));
}

/** A calendar date written out, as a contract says it: "December 15, 2026" (or "Tuesday, December 15, 2026"). */
export function formatLongDate(date: string, withWeekday = false): string {
  const [at, zone] = instant(date, 'UTC');
  return format(withWeekday ? 'longWeekday' : 'long', zone, at);
}

function monthStart(month: string): Date {
  return new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
}
