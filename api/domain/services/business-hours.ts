import { WEEKDAYS, type BusinessHours, type Weekday } from '../../../common/services.js';
import { cityPageBySlug } from '../../../common/regions.js';

/** Whether `zone` is an IANA time zone this runtime knows (Intl carries its own data; nothing leaves the machine). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

/** The zone of a home, from its city page (spec §2), else its state: GA/NC Eastern, TX Central. */
export function homeTimeZone(region: string | null, state: string): string {
  const pageState = region ? cityPageBySlug(region)?.state : undefined;
  return (pageState ?? state).toUpperCase() === 'TX' ? 'America/Chicago' : 'America/New_York';
}

export interface LocalMoment {
  weekday: Weekday;
  /** Calendar day in the zone, YYYY-MM-DD. */
  day: string;
  /** Minutes since local midnight. */
  minutes: number;
}

/** What a wall clock in `zone` shows at `at`. */
export function localMoment(at: Date, zone: string): LocalMoment {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone: zone, weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(at).map((p) => [p.type, p.value]));
  return {
    weekday: parts.weekday!.toLowerCase() as Weekday,
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether a visit from `start` to `end` falls on one day within the provider's
 * opening hours of that weekday, in the provider's zone. A day left out is closed.
 */
export function withinBusinessHours(start: Date, end: Date, hours: BusinessHours, zone: string): boolean {
  const from = localMoment(start, zone);
  const to = localMoment(end, zone);
  const day = hours[from.weekday];
  if (!day || from.day !== to.day) return false;
  return from.minutes >= minutesOf(day.opens) && to.minutes <= minutesOf(day.closes);
}

/** Days the provider is open, for refusals ("open monday 08:00-17:00, …"). */
export function describeHours(hours: BusinessHours): string {
  const open = WEEKDAYS.filter((d) => hours[d]).map((d) => `${d} ${hours[d]!.opens}-${hours[d]!.closes}`);
  return open.length ? open.join(', ') : 'no opening hours set';
}
