/**
 * Dates of a stay (YYYY-MM-DD, calendar days without a time zone) and the rules
 * submission applies to them.
 */
const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * Whether a move-in date is already past. Homes are in the US, behind UTC, so
 * "today" for the applicant may be yesterday in UTC: yesterday (UTC) still counts
 * as today, never earlier.
 */
export function isMoveInInPast(moveInDate: string, now: Date): boolean {
  const todayUtc = Math.floor(now.getTime() / DAY_MS);
  return dayNumber(moveInDate) < todayUtc - 1;
}

/** The date `months` calendar months after `date`, clamped to the month's end (Jan 31 + 1 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A stay of at least `months` calendar months: moving out on or after move-in plus that many months. */
export function staysAtLeastMonths(moveInDate: string, moveOutDate: string, months: number): boolean {
  return months <= 0 || moveOutDate >= addMonths(moveInDate, months);
}
