import { CITY_PAGES, type CityPageInfo } from '../../../common/regions.js';

/**
 * Where Hearth works, with the time zone of each place: a local table, so
 * POST /geocoding/timezone never asks anyone outside the machine. The places are
 * the cities of the city pages (spec §2; the tenant sales regions); their centres
 * are public figures to three decimals, enough to tell the regions apart.
 */
const STATE_ZONES: Record<string, string> = { GA: 'America/New_York', NC: 'America/New_York', TX: 'America/Chicago' };

const CITY_CENTRES: Record<string, readonly [number, number]> = {
  Atlanta: [33.749, -84.388],
  Charlotte: [35.227, -80.843],
  Durham: [35.994, -78.899],
  Raleigh: [35.780, -78.638],
  Greensboro: [36.073, -79.792],
  'Winston Salem': [36.100, -80.244],
  Austin: [30.267, -97.743],
  'San Antonio': [29.424, -98.494],
  Dallas: [32.777, -96.797],
  'Fort Worth': [32.756, -97.331],
};

/** A point this far (km) from a city's centre still belongs to it: its metro area. */
export const METRO_RADIUS_KM = 80;

export interface RegionPlace {
  region: CityPageInfo;
  city: string;
  timeZone: string;
}

/** The zone of a city page (a region), from its state. */
export const regionTimeZone = (page: CityPageInfo): string => STATE_ZONES[page.state]!;

const PLACES: readonly RegionPlace[] = CITY_PAGES.flatMap((region) =>
  region.cities.map((city) => ({ region, city, timeZone: regionTimeZone(region) })));

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s.-]+/g, ' ');

/** A city of a city page by name (case, dots and dashes ignored: "winston-salem"), optionally in a state. */
export function placeByCity(city: string, state?: string): RegionPlace | null {
  return PLACES.find((p) => norm(p.city) === norm(city) && (state === undefined || p.region.state === state.trim().toUpperCase())) ?? null;
}

/** Great-circle distance in km (haversine; the earth as a sphere is plenty here). */
function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The nearest city of a city page within METRO_RADIUS_KM of a point, or null (outside the regions we serve). */
export function placeNear(latitude: number, longitude: number): RegionPlace | null {
  let best: { place: RegionPlace; km: number } | null = null;
  for (const place of PLACES) {
    const km = distanceKm([latitude, longitude], CITY_CENTRES[place.city]!);
    if (km <= METRO_RADIUS_KM && (!best || km < best.km)) best = { place, km };
  }
  return best?.place ?? null;
}
