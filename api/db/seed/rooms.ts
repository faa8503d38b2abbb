import type { HomeDesign } from '../../providers/photos/design.js';
import { bedroomDesign } from '../../providers/photos/design.js';
import type { Prng } from '../../providers/photos/prng.js';
import type { CityPlaces } from './places.js';
import type { BedroomFeature, PlannedBathroom, PlannedBedroom, PlannedParkingSpot, Utility } from './plan-types.js';

/** Hands out ids in order, so every run numbers rows the same way. */
export class IdSequence {
  private last = 0;
  next(): number {
    return ++this.last;
  }
}

const ROOM_NAMES = ['Front corner room', 'Garden-view room', 'Sunny back room', 'Quiet side room', 'Upstairs loft room', 'Cozy nook room', 'Bay-window room'];

function bedroomCount(r: Prng, d: HomeDesign): number {
  if (d.form === 'apartment' || d.form === 'townhomes') return r.int(3, 4);
  if (d.form === 'duplex' || d.form === 'triplex') return r.int(4, 6);
  return d.stories === 1 ? r.int(3, 4) : r.int(4, 6);
}

/** Most rooms can be moved into now or within a month; some open up later in the season. */
function availableInDays(r: Prng): number {
  return r.weighted([[-r.int(0, 30), 35], [r.int(1, 30), 35], [r.int(31, 75), 20], [r.int(76, 150), 10]] as const);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function planBedrooms(r: Prng, d: HomeDesign, place: CityPlaces, utilities: readonly Utility[], ids: IdSequence): PlannedBedroom[] {
  const count = bedroomCount(r, d);
  const names = r.sample(ROOM_NAMES, count - 1);
  const allInclusive = utilities.length >= 6;
  const homeLevel = r.float(0, 1);
  return Array.from({ length: count }, (_, i) => {
    const id = ids.next();
    const primary = i === 0;
    const features: BedroomFeature[] = [primary || r.chance(0.25) ? 'walk-in closet' : 'standard closet'];
    if (bedroomDesign(id).hasCeilingFan) features.push('ceiling fan');
    const groundFloor = d.form === 'house' && (d.stories === 1 || i >= count - 2);
    if (groundFloor) features.push('first-floor bedroom access');
    const [lo, hi] = place.baseRent;
    const base = lo + (hi - lo) * (0.6 * homeLevel + 0.4 * r.next()) + (primary ? 120 : 0) + (features.includes('walk-in closet') ? 35 : 0);
    const baseDollars = roundTo(base, 5);
    return {
      id,
      name: primary ? 'Primary suite' : names[i - 1],
      features,
      baseCents: baseDollars * 100,
      utilitiesCents: roundTo(allInclusive ? r.int(110, 150) : r.int(55, 95), 5) * 100,
      // The platform fee is 4% of the base rent, in whole dollars.
      platformFeeCents: Math.round(baseDollars * 0.04) * 100,
      availableInDays: availableInDays(r),
      sizeSqFt: primary ? r.int(180, 260) : r.int(105, 185),
      photoCount: r.int(1, 2),
    };
  });
}

/** A primary bath, shared baths for the other rooms, sometimes a Jack-and-Jill or a powder room. */
export function planBathrooms(r: Prng, d: HomeDesign, bedrooms: PlannedBedroom[], ids: IdSequence): PlannedBathroom[] {
  const bath = (bathroomType: PlannedBathroom['bathroomType'], relation: PlannedBathroom['relation'], attachedBedroomId: number | null = null): PlannedBathroom =>
    ({ id: ids.next(), bathroomType, relation, attachedBedroomId, washerDryerLocation: null, washerDryerCost: null });
  const baths: PlannedBathroom[] = [];
  let shared = bedrooms.length;
  if (r.chance(0.65)) {
    baths.push(bath(r.chance(0.8) ? 'full' : 'three_quarter', 'attached', bedrooms[0].id));
    shared -= 1;
  }
  if (bedrooms.length >= 5 && r.chance(0.5)) {
    baths.push(bath(r.chance(0.5) ? 'full' : 'three_quarter', 'jack_jill', bedrooms[1].id));
    shared -= 2;
  }
  for (let i = 0; i < Math.max(1, Math.ceil(shared / 2)); i++) baths.push(bath(r.chance(0.75) ? 'full' : 'three_quarter', 'non_attached'));
  if (d.form !== 'apartment' && r.chance(0.5)) {
    baths.push(bath(r.pick(['half_toilet', 'half_toilet', 'half_shower', 'half_tub'] as const), r.chance(0.3) ? 'walkthrough' : 'non_attached'));
  }
  // The laundry hookups are recorded on one shared bathroom.
  const laundry = baths.find((b) => b.relation === 'non_attached') ?? baths[0];
  const sharedBuilding = d.form === 'apartment';
  laundry.washerDryerLocation = sharedBuilding ? 'on_premise' : 'in_unit';
  laundry.washerDryerCost = sharedBuilding && r.chance(0.6) ? 'coin_operated' : 'free';
  return baths;
}

export function planParking(r: Prng, d: HomeDesign, ids: IdSequence): PlannedParkingSpot[] {
  const spot = (parkingType: PlannedParkingSpot['parkingType'], parkingAccess: PlannedParkingSpot['parkingAccess'], monthlyFeeCents = 0): PlannedParkingSpot =>
    ({ id: ids.next(), parkingType, parkingAccess, monthlyFeeCents });
  if (d.form === 'apartment') {
    return Array.from({ length: r.int(1, 2) }, () =>
      r.chance(0.7) ? spot('neighborhood_lot', 'pass_required', r.int(5, 10) * 500) : spot('garage', 'code_required', r.int(8, 15) * 500));
  }
  const spots: PlannedParkingSpot[] = [];
  if (d.hasGarage) spots.push(spot('garage', r.chance(0.5) ? 'code_required' : 'none_required'));
  const driveway = d.form === 'townhomes' ? r.int(0, 1) : r.int(0, 2);
  for (let i = 0; i < driveway; i++) spots.push(spot('outdoor', 'none_required'));
  if (spots.length === 0 || r.chance(0.25)) spots.push(spot(r.chance(0.85) ? 'street_parking' : 'other', 'none_required'));
  return spots.slice(0, 3);
}
