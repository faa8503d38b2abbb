import type { HomeDesign } from '../../providers/photos/design.js';
import type { Prng } from '../../providers/photos/prng.js';
import type { Amenity, PlannedHome, StorageType } from './plan-types.js';
import { totalRentCents } from './plan-types.js';

/** Listing titles and descriptions written from a home's own data, as a good manager would. */
type HomeFacts = Omit<PlannedHome, 'title' | 'description'>;

const AMENITY_PHRASES: Partial<Record<Amenity, string>> = {
  'hardwood floors': 'hardwood floors', fireplace: 'a fireplace', 'bonus room': 'a bonus room', basement: 'a basement',
  porch: 'a front porch', 'granite countertops': 'granite countertops', balcony: 'a balcony', 'security system': 'a security system',
  'updated appliances': 'updated appliances', pantry: 'a walk-in pantry', 'extra storage': 'extra storage', 'deck/patio': 'a deck',
  'fenced yard': 'a fenced yard', 'storage shed': 'a storage shed', pool: 'a pool', grill: 'a grill', clubhouse: 'a clubhouse',
  gym: 'a gym', 'dog park': 'a dog park', 'security guard': 'a security guard', 'package lockers': 'package lockers',
  'basketball court': 'a basketball court', 'tennis court': 'a tennis court', playground: 'a playground', 'EV chargers': 'EV chargers',
};

const STORAGE_PHRASES: Record<StorageType, string> = {
  garage: 'the garage', basement: 'the basement', attic: 'the attic', 'bonus storage room': 'a bonus storage room',
  'outdoor shed/pantry': 'an outdoor shed', 'utility room/crawlspace': 'a utility room', 'under-stairs': 'an under-stairs closet',
  carport: 'the carport', ADU: 'a backyard ADU', 'greenhouse/garden': 'a garden greenhouse', 'mudroom/entryway': 'the mudroom',
};

const TITLE_FEATURES: readonly [Amenity, string][] = [
  ['pool', 'a pool'], ['porch', 'a big front porch'], ['fenced yard', 'a fenced yard'], ['fireplace', 'a fireplace'],
  ['deck/patio', 'a sunny deck'], ['gym', 'an on-site gym'], ['balcony', 'balconies'], ['bonus room', 'a bonus room'],
  ['EV chargers', 'EV charging'], ['basement', 'a finished basement'],
];

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

function nounFor(r: Prng, home: HomeFacts, d: HomeDesign): string {
  switch (home.propertyType) {
    case 'sfr':
      if (d.roof === 'flat' || d.roof === 'shed') return 'modern home';
      return d.stories === 1 ? r.pick(['bungalow', 'ranch house', 'cottage']) : r.pick(['craftsman', 'colonial', 'farmhouse', 'two-story home']);
    case 'other':
      return 'carriage house';
    default:
      return home.propertyType;
  }
}

export function titleFor(r: Prng, home: HomeFacts, d: HomeDesign): string {
  const adjectives = ['Sunlit', 'Bright', 'Charming', 'Airy', 'Cozy', 'Classic', 'Welcoming'];
  if (home.homeAmenities.includes('recently renovated')) adjectives.push('Renovated', 'Renovated');
  if (home.bedrooms.length >= 5) adjectives.push('Spacious', 'Spacious');
  const features = TITLE_FEATURES.filter(([a]) => home.homeAmenities.includes(a)).slice(0, 2);
  const feature = features.length ? ` with ${r.pick(features)[1]}` : '';
  return `${r.pick(adjectives)} ${nounFor(r, home, d)} in ${home.neighborhood}${feature}`;
}

const LABELS: Record<PlannedHome['propertyType'], string> = {
  sfr: 'single-family home', townhome: 'townhome', apartment: 'apartment', condo: 'condo', duplex: 'duplex', triplex: 'triplex', other: 'home',
};

function bathroomCount(home: HomeFacts): number {
  return home.bathrooms.reduce((sum, b) => sum + (b.bathroomType === 'full' || b.bathroomType === 'three_quarter' ? 1 : 0.5), 0);
}

function petsSentence(home: HomeFacts): string {
  const pets = home.petOptions;
  if (pets.length === 0) return 'Sorry, no pets.';
  if (pets.length === 3) return 'Cats and dogs of any size are welcome.';
  return pets.includes('small_dogs') ? 'Cats and small dogs are welcome.' : 'Cats are welcome.';
}

function laundrySentence(home: HomeFacts): string {
  const laundry = home.bathrooms.find((b) => b.washerDryerLocation);
  if (!laundry) return '';
  if (laundry.washerDryerLocation === 'in_unit') return 'There is a washer and dryer in the home, free to use.';
  return laundry.washerDryerCost === 'coin_operated' ? 'Laundry is on site (coin-operated).' : 'Laundry is on site and free to use.';
}

export function describeHome(home: HomeFacts): string {
  const streetName = home.street.replace(/^\d+\s+/, '').replace(/,.*$/, '');
  const rents = home.bedrooms.map(totalRentCents);
  const amenities = home.homeAmenities.flatMap((a) => AMENITY_PHRASES[a] ?? []).slice(0, 5);
  const allUtilities = home.utilitiesIncluded.length === 7;
  const sentences = [
    `${home.bedrooms.length} private bedrooms for rent in a ${bathroomCount(home)}-bath ${LABELS[home.propertyType]} on ${streetName} in ${home.neighborhood}, ${home.city}.`,
    home.homeAmenities.includes('recently renovated') ? 'The home was recently renovated.' : '',
    amenities.length ? `The home has ${listOf(amenities)}.` : '',
    home.bathrooms.some((b) => b.relation === 'attached') ? 'The primary suite has its own bathroom.' : '',
    laundrySentence(home),
    home.storageTypes.length ? `There is room for your things in ${listOf(home.storageTypes.map((s) => STORAGE_PHRASES[s]))}.` : '',
    allUtilities ? 'All utilities are included, from internet to gas.' : `Rent includes ${listOf(home.utilitiesIncluded.map((u) => u.replace(/_/g, ' ')))}.`,
    petsSentence(home),
    home.homeAmenities.includes('public transport nearby') ? 'Public transport is a short walk away.' : '',
    home.homeAmenities.includes('gated community') ? 'It sits in a gated community.' : '',
    `Rooms rent for ${dollars(Math.min(...rents))}–${dollars(Math.max(...rents))} a month, utilities and fees included.`,
  ];
  return sentences.filter(Boolean).join(' ');
}
