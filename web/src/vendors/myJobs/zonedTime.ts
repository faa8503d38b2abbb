// A visit is stored in UTC but entered and shown in the HOME's time zone (the
// gateway's `timeZone`), so a vendor in another zone still books 9:00 at the door.

/** The zone's offset from UTC in minutes at `instant` (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** `2026-12-01` + `09:30` on the home's wall clock → the UTC instant as ISO text; null when malformed. */
export function zonedToUtcIso(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two passes: the offset at the guess can differ from the offset at the answer around a DST change.
  let utc = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  utc = wall - zoneOffsetMinutes(new Date(utc), timeZone) * 60_000;
  return new Date(utc).toISOString();
}

/** The UTC instant as the home's wall clock: `{ date: '2026-12-01', time: '09:30' }` (to fill the form). */
export function utcToZoned(iso: string, timeZone: string): { date: string; time: string } {
  const instant = new Date(iso);
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

// The visit's words: one formatter for the manager's and the vendor's screens
// (re-exported so the vendor screens' imports stay as they are).
export { formatVisit } from '../../shared/visitWindow';

/** "Eastern Time (America/New_York)": the zone named in words and by its identifier. */
export function zoneName(timeZone: string, at = new Date()): string {
  const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return long && long !== timeZone ? `${long} (${timeZone})` : timeZone;
}
