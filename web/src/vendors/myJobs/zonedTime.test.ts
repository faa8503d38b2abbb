import { describe, expect, it } from 'vitest';
import { utcToZoned, zonedToUtcIso, zoneName, zoneOffsetMinutes } from './zonedTime';

describe('zoned time of a visit', () => {
  it('reads the offset of a zone, in winter and summer', () => {
    expect(zoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'), 'America/Chicago')).toBe(-360);
  });

  it('turns the home wall clock into UTC', () => {
    expect(zonedToUtcIso('2026-12-01', '09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
    expect(zonedToUtcIso('2026-07-01', '09:30', 'America/Chicago')).toBe('2026-07-01T14:30:00.000Z');
    expect(zonedToUtcIso('2026-12-1', '09:30', 'America/New_York')).toBeNull();
    expect(zonedToUtcIso('2026-12-01', '', 'America/New_York')).toBeNull();
  });

  it('round-trips through the wall clock', () => {
    const iso = zonedToUtcIso('2026-03-08', '10:00', 'America/New_York')!; // the day clocks go forward
    expect(utcToZoned(iso, 'America/New_York')).toEqual({ date: '2026-03-08', time: '10:00' });
  });

  it('names the zone in words and by its identifier', () => {
    expect(zoneName('America/New_York')).toBe('Eastern Time (America/New_York)');
  });
});
