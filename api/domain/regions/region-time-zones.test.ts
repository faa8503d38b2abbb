import { describe, expect, it } from 'vitest';
import { CITY_PAGES } from '../../../common/regions.js';
import { placeByCity, placeNear, regionTimeZone } from './region-time-zones.js';

describe('region time zones (local data)', () => {
  it('gives every city page a zone and every city a centre', () => {
    for (const page of CITY_PAGES) {
      expect(regionTimeZone(page)).toMatch(/^America\/(New_York|Chicago)$/);
      for (const city of page.cities) expect(placeByCity(city)?.region.slug).toBe(page.slug);
    }
  });

  it('finds cities by name loosely, and within a state only when given', () => {
    expect(placeByCity('winston-salem')?.timeZone).toBe('America/New_York');
    expect(placeByCity(' AUSTIN ', 'tx')?.timeZone).toBe('America/Chicago');
    expect(placeByCity('Austin', 'GA')).toBeNull();
    expect(placeByCity('Paris')).toBeNull();
  });

  it('maps a point to the nearest region city within the metro radius', () => {
    expect(placeNear(35.91, -79.05)?.city).toBe('Durham'); // Chapel Hill: nearer Durham than Raleigh
    expect(placeNear(32.94, -97.08)?.region.slug).toBe('dallas-fort-worth');
    expect(placeNear(32.94, -97.08)?.timeZone).toBe('America/Chicago');
    expect(placeNear(33.75, -84.39)?.timeZone).toBe('America/New_York');
    expect(placeNear(40.71, -74.0)).toBeNull(); // New York City: not a region we serve
  });
});
