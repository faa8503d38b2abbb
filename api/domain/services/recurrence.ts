/**
 * The calendar of a recurring service (docs/vendors.md "Recurring services"): each
 * visit is for a day in the home's calendar; the next one is due N weeks after the
 * previous one's day (so a late visit does not shift the cadence), never before today.
 */

/** Today's date (YYYY-MM-DD) in an IANA zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A date (YYYY-MM-DD) plus whole days, in calendar days (no zone: dates are days). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day the next visit is for: `weeks` after the previous visit's day, or today if that has passed. */
export function nextVisitDue(previousDue: string, weeks: number, today: string): string {
  const due = addDays(previousDue, weeks * 7);
  return due < today ? today : due;
}
