import { describe, expect, it } from 'vitest';
import { homeTimeZone, isTimeZone, localMoment, withinBusinessHours } from './business-hours.js';

const weekdays = { monday: { opens: '08:00', closes: '17:00' }, saturday: { opens: '10:00', closes: '14:00' } };

describe('business hours in the provider\'s zone', () => {
  it('reads the wall clock of a zone', () => {
    // 2026-12-07 is a Monday; 14:00 UTC is 09:00 in New York (EST) and 08:00 in Chicago.
    expect(localMoment(new Date('2026-12-07T14:00:00Z'), 'America/New_York')).toEqual({ weekday: 'monday', day: '2026-12-07', minutes: 9 * 60 });
    expect(localMoment(new Date('2026-12-07T14:00:00Z'), 'America/Chicago')).toEqual({ weekday: 'monday', day: '2026-12-07', minutes: 8 * 60 });
  });

  it('accepts a visit inside the day\'s hours and refuses one outside, on a closed day or across midnight', () => {
    const ny = 'America/New_York';
    expect(withinBusinessHours(new Date('2026-12-07T13:00:00Z'), new Date('2026-12-07T15:00:00Z'), weekdays, ny)).toBe(true); // 08:00-10:00
    expect(withinBusinessHours(new Date('2026-12-07T12:30:00Z'), new Date('2026-12-07T14:00:00Z'), weekdays, ny)).toBe(false); // 07:30
    expect(withinBusinessHours(new Date('2026-12-07T21:00:00Z'), new Date('2026-12-07T22:30:00Z'), weekdays, ny)).toBe(false); // till 17:30
    expect(withinBusinessHours(new Date('2026-12-08T14:00:00Z'), new Date('2026-12-08T15:00:00Z'), weekdays, ny)).toBe(false); // Tuesday: closed
    expect(withinBusinessHours(new Date('2026-12-12T15:00:00Z'), new Date('2026-12-12T19:00:00Z'), weekdays, ny)).toBe(true); // Saturday 10-14
    expect(withinBusinessHours(new Date('2026-12-07T20:00:00Z'), new Date('2026-12-08T14:00:00Z'), weekdays, ny)).toBe(false); // two days
  });

  it('knows IANA zones and the zone of a home', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(homeTimeZone('tx/austin', 'TX')).toBe('America/Chicago');
    expect(homeTimeZone('nc/raleigh', 'NC')).toBe('America/New_York');
    expect(homeTimeZone(null, 'TX')).toBe('America/Chicago');
  });
});
