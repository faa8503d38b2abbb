import { CITY_PAGES } from '../../../common/regions.js';
import { homeDesign, type HomeDesign } from '../../providers/photos/design.js';
import { createPrng, type Prng } from '../../providers/photos/prng.js';
import { describeHome, titleFor } from './copy.js';
import { PLACES, type CityPlaces, type Neighborhood } from './places.js';
import type { Amenity, PetOption, PlannedHome, StorageType, Utility } from './plan-types.js';
import { IdSequence, planBathrooms, planBedrooms, planParking } from './rooms.js';

/** 16 listed homes on each of the eight city pages, plus a few not listed yet. */
export const LISTED_PER_CITY_PAGE = 16;
const UNLISTED_OWNERS = ['manager', 'manager', 'manager2', 'multi'] as const;

const HOUSE_AMENITIES: readonly Amenity[] = [
  'fenced yard', 'deck/patio', 'basement', 'bonus room', 'granite countertops', 'updated appliances', 'pantry',
  'recently renovated', 'grill', 'storage shed', 'security system', 'extra storage', 'public transport nearby', 'EV chargers',
];
const COMMUNITY_AMENITIES: readonly Amenity[] = [
  'pool', 'gym', 'clubhouse', 'package lockers', 'gated community', 'dog park', 'security guard', 'tennis court',
  'basketball court', 'playground', 'balcony', 'EV chargers', 'public transport nearby', 'updated appliances', 'granite countertops',
];

function amenitiesFor(r: Prng, d: HomeDesign): Amenity[] {
  const chosen = new Set<Amenity>();
  if (d.hasPorch) chosen.add('porch');
  if (d.interior.hasFireplace) chosen.add('fireplace');
  if (d.interior.floor !== 'carpet') chosen.add('hardwood floors');
  if (d.hasBalconies) chosen.add('balcony');
  const pool = d.form === 'apartment' ? COMMUNITY_AMENITIES : d.form === 'townhomes' ? [...HOUSE_AMENITIES.slice(4), 'pool', 'playground'] as Amenity[] : HOUSE_AMENITIES;
  for (const a of r.sample(pool, r.int(3, 7))) chosen.add(a);
  return [...chosen];
}

function storageFor(r: Prng, d: HomeDesign, amenities: Amenity[]): StorageType[] {
  const chosen = new Set<StorageType>();
  if (d.hasGarage) chosen.add('garage');
  if (amenities.includes('basement')) chosen.add('basement');
  if (amenities.includes('storage shed')) chosen.add('outdoor shed/pantry');
  const pool: StorageType[] = d.form === 'apartment'
    ? ['bonus storage room', 'utility room/crawlspace', 'mudroom/entryway']
    : ['attic', 'under-stairs', 'utility room/crawlspace', 'mudroom/entryway', 'carport', 'greenhouse/garden', 'bonus storage room', 'ADU'];
  for (const s of r.sample(pool, r.int(1, 2))) chosen.add(s);
  return [...chosen];
}

const PET_POLICIES: readonly (readonly [PetOption[], number])[] = [
  [[], 25], [['cats'], 25], [['cats', 'small_dogs'], 30], [['cats', 'small_dogs', 'large_dogs'], 20],
];
const UTILITY_PACKAGES: readonly (readonly [Utility[], number])[] = [
  [['internet', 'air_conditioning', 'heating', 'water', 'trash_collection', 'electricity', 'gas'], 50],
  [['internet', 'water', 'trash_collection', 'electricity'], 30],
  [['internet', 'water', 'trash_collection'], 20],
];

/** A point a short walk from the neighbourhood centre (about ±450 m). */
const near = (r: Prng, value: number) => Math.round((value + r.float(-0.004, 0.004)) * 1e6) / 1e6;

function addressIn(r: Prng, hood: Neighborhood, d: HomeDesign, taken: Set<string>): string {
  for (;;) {
    const street = `${r.int(1, 39) * 100 + r.int(0, 99)} ${r.pick(hood.streets)}`;
    const unit = d.form === 'apartment' ? `, Unit ${r.int(1, d.stories)}${r.pick(['A', 'B', 'C', 'D'])}` : '';
    if (!taken.has(street + unit)) {
      taken.add(street + unit);
      return street + unit;
    }
  }
}

function ownerOf(id: number, listed: boolean, unlistedIndex: number): PlannedHome['owner'] {
  if (!listed) return UNLISTED_OWNERS[unlistedIndex];
  if (id % 15 === 7) return 'manager2';
  if (id % 23 === 11) return 'multi';
  return 'manager';
}

/** Every demo home, fully planned; the same on every run (a seeded generator per home). */
export function planDemoHomes(): PlannedHome[] {
  const listedCount = LISTED_PER_CITY_PAGE * CITY_PAGES.length;
  const ids = { bedroom: new IdSequence(), bathroom: new IdSequence(), parking: new IdSequence() };
  const taken = new Set<string>();
  const homes: PlannedHome[] = [];
  for (let id = 1; id <= listedCount + UNLISTED_OWNERS.length; id++) {
    const listed = id <= listedCount;
    const place: CityPlaces = PLACES[(id - 1) % PLACES.length];
    const r = createPrng(`demo-home-${id}`);
    const d = homeDesign(id);
    const hood = r.pick(place.neighborhoods);
    const homeAmenities = amenitiesFor(r, d);
    const utilitiesIncluded = r.weighted(UTILITY_PACKAGES);
    const bedrooms = planBedrooms(r, d, place, utilitiesIncluded, ids.bedroom);
    const home: Omit<PlannedHome, 'title' | 'description'> = {
      id,
      owner: ownerOf(id, listed, id - listedCount - 1),
      listedDaysAgo: listed ? r.int(2, 160) : null,
      propertyType: d.propertyType,
      street: addressIn(r, hood, d, taken),
      city: hood.city,
      state: place.state,
      zip: hood.zip,
      region: place.slug,
      neighborhood: hood.name,
      latitude: near(r, hood.lat),
      longitude: near(r, hood.lng),
      homeAmenities,
      storageTypes: storageFor(r, d, homeAmenities),
      petOptions: r.weighted(PET_POLICIES),
      utilitiesIncluded,
      accessMethod: r.weighted([['keypad', 40], ['lockbox', 30], ['key_at_location', 20], ['no_access_available', 10]] as const),
      pricingMode: r.chance(0.55) ? 'automatic_price_drops_v1' : 'manual',
      photoCount: r.int(4, 6),
      bedrooms,
      bathrooms: planBathrooms(r, d, bedrooms, ids.bathroom),
      parkingSpots: planParking(r, d, ids.parking),
    };
    homes.push({ ...home, title: titleFor(r, home, d), description: describeHome(home) });
  }
  return homes;
}
