/**
 * Listing AI (spec §7 /ai/buildings/{id}/...) behind a small interface. The local
 * default writes from the home's own data with templates: deterministic, no
 * network, and it never claims anything the manager did not enter. A hosted model
 * would be another implementation chosen by configuration.
 */
export interface HomeFacts {
  title: string;
  propertyType: string;
  city: string;
  state: string;
  homeAmenities: readonly string[];
  storageTypes: readonly string[];
  petOptions: readonly string[];
  utilitiesIncluded: readonly string[];
  bedrooms: readonly { name: string; totalRentCents: number; features: readonly string[] }[];
  bathroomCount: number;
  parkingCount: number;
  photoCount: number;
  description: string;
}

export interface ListingAnalysis {
  score: number;
  strengths: string[];
  suggestions: string[];
}

export interface TourSentiment {
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
  positives: string[];
  concerns: string[];
}

export interface ListingAi {
  readonly name: string;
  describe(home: HomeFacts): Promise<{ title: string; description: string }>;
  analyzeListing(home: HomeFacts): Promise<ListingAnalysis>;
  tourSentiment(notes: readonly string[]): Promise<TourSentiment>;
}

const PROPERTY_WORDS: Record<string, string> = {
  sfr: 'single-family home', townhome: 'townhome', apartment: 'apartment', condo: 'condo', duplex: 'duplex', triplex: 'triplex', other: 'home',
};
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const words = (items: readonly string[]) => items.map((i) => i.replace(/_/g, ' '));

function describe(home: HomeFacts): { title: string; description: string } {
  const kind = PROPERTY_WORDS[home.propertyType] ?? 'home';
  const rooms = home.bedrooms.length;
  const rents = home.bedrooms.map((b) => b.totalRentCents).sort((a, b) => a - b);
  const parts = [
    `A ${rooms}-bedroom ${kind} in ${home.city}, ${home.state}, rented room by room${home.bathroomCount ? ` with ${home.bathroomCount} bathroom${home.bathroomCount === 1 ? '' : 's'}` : ''}.`,
    rents.length ? `Rooms rent from ${dollars(rents[0])} a month${rents.length > 1 && rents[rents.length - 1] !== rents[0] ? ` to ${dollars(rents[rents.length - 1])}` : ''}, everything included.` : '',
    home.utilitiesIncluded.length ? `Rent includes ${list(words(home.utilitiesIncluded))}.` : '',
    home.homeAmenities.length ? `Housemates share ${list(home.homeAmenities.slice(0, 6))}.` : '',
    home.storageTypes.length ? `Storage: ${list(home.storageTypes)}.` : '',
    home.parkingCount ? `${home.parkingCount} parking spot${home.parkingCount === 1 ? '' : 's'}.` : '',
    home.petOptions.length ? `Pets welcome: ${list(words(home.petOptions))}.` : 'No pets.',
  ];
  const title = `${rooms ? `${rooms}-bedroom ` : ''}${kind} in ${home.city}`;
  return { title: title.charAt(0).toUpperCase() + title.slice(1), description: parts.filter(Boolean).join(' ') };
}

function analyzeListing(home: HomeFacts): ListingAnalysis {
  const checks: [boolean, string, string][] = [
    [home.photoCount >= 6, 'Plenty of photos', `Add ${Math.max(0, 6 - home.photoCount)} more photo(s): homes with six or more get more applications.`],
    [home.description.trim().length >= 200, 'A full description', 'Write a longer description (200+ characters): the neighbourhood, transit, house rules.'],
    [home.homeAmenities.length >= 5, 'Many amenities listed', 'Tick every amenity the home has; renters filter by them.'],
    [home.utilitiesIncluded.length > 0, 'Utilities included in rent', 'Say which utilities rent includes; renters compare total cost.'],
    [home.petOptions.length > 0, 'Pet friendly', 'Consider allowing cats or small dogs: many renters have pets.'],
    [home.bedrooms.every((b) => b.features.length > 0), 'Every bedroom described', 'Add features (closet, ceiling fan) to every bedroom.'],
  ];
  return {
    score: Math.round((100 * checks.filter(([ok]) => ok).length) / checks.length),
    strengths: checks.filter(([ok]) => ok).map(([, s]) => s),
    suggestions: checks.filter(([ok]) => !ok).map(([, , s]) => s),
  };
}

const POSITIVE = ['love', 'loved', 'great', 'clean', 'bright', 'spacious', 'friendly', 'quiet', 'nice', 'beautiful', 'perfect', 'cozy', 'safe'];
const NEGATIVE = ['dirty', 'noisy', 'small', 'cramped', 'dark', 'smell', 'broken', 'expensive', 'far', 'unsafe', 'mold', 'loud'];

function tourSentiment(notes: readonly string[]): TourSentiment {
  const tokens = notes.join(' ').toLowerCase().match(/[a-z]+/g) ?? [];
  const positives = [...new Set(tokens.filter((t) => POSITIVE.includes(t)))];
  const concerns = [...new Set(tokens.filter((t) => NEGATIVE.includes(t)))];
  const p = tokens.filter((t) => POSITIVE.includes(t)).length;
  const n = tokens.filter((t) => NEGATIVE.includes(t)).length;
  const score = p + n === 0 ? 0 : Math.round(((p - n) / (p + n)) * 100) / 100;
  return { sentiment: score > 0.2 ? 'positive' : score < -0.2 ? 'negative' : 'neutral', score, positives, concerns };
}

/** The local, template-based default. */
export const localListingAi: ListingAi = {
  name: 'local_templates',
  describe: async (home) => describe(home),
  analyzeListing: async (home) => analyzeListing(home),
  tourSentiment: async (notes) => tourSentiment(notes),
};
