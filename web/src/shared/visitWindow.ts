// A job's visit is stored in UTC but shown in the HOME's time zone (the job's
// `timeZone`), which is where the vendor turns up, whatever the reader's own zone.
// The manager's screens (web/src/services) and the vendor's (web/src/vendors/myJobs)
// both call this one function, so both parties read the same words for one visit.

const dayOf = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
const clockOf = (timeZone: string, zone: boolean) => new Intl.DateTimeFormat('en-US', {
  timeZone, hour: 'numeric', minute: '2-digit', ...(zone ? { timeZoneName: 'short' } : {}),
});

/**
 * "Tue, Dec 1, 9:00 AM – 11:00 AM EST"; a visit without an end "Tue, Dec 1, 8:00 AM CST";
 * one that runs past midnight names both days. Null when no visit is scheduled.
 */
export function formatVisit(start: string | null | undefined, end: string | null | undefined, timeZone: string): string | null {
  if (!start) return null;
  const day = dayOf(timeZone);
  const from = `${day.format(new Date(start))}, ${clockOf(timeZone, !end).format(new Date(start))}`;
  if (!end) return from;
  const endDay = day.format(new Date(end));
  const until = clockOf(timeZone, true).format(new Date(end));
  return endDay === day.format(new Date(start)) ? `${from} – ${until}` : `${from} – ${endDay}, ${until}`;
}
