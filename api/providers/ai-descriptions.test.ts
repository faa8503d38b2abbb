import { describe, expect, it } from 'vitest';
import { localListingAi, type HomeFacts } from './ai-descriptions.js';

const home: HomeFacts = {
  title: 'Elm house', propertyType: 'sfr', city: 'Durham', state: 'NC', homeAmenities: ['porch', 'fireplace'], storageTypes: ['attic'],
  petOptions: ['cats'], utilitiesIncluded: ['internet', 'water'], bathroomCount: 2, parkingCount: 1, photoCount: 2, description: '',
  bedrooms: [{ name: 'A', totalRentCents: 75_000, features: [] }, { name: 'B', totalRentCents: 90_000, features: ['ceiling fan'] }],
};

describe('local listing AI', () => {
  it('writes a description from the home\'s own data, the same every time', async () => {
    const first = await localListingAi.describe(home);
    expect(first.title).toBe('2-bedroom single-family home in Durham');
    expect(first.description).toContain('from $750 a month to $900');
    expect(first.description).toContain('internet and water');
    expect(first.description).toContain('Pets welcome: cats.');
    expect(await localListingAi.describe(home)).toEqual(first);
  });

  it('suggests what would make the listing stronger', async () => {
    const analysis = await localListingAi.analyzeListing(home);
    expect(analysis.suggestions.some((s) => s.includes('4 more photo'))).toBe(true);
    expect(analysis.strengths).toContain('Pet friendly');
    expect(analysis.score).toBeGreaterThan(0);
  });

  it('reads the mood of tour notes', async () => {
    expect((await localListingAi.tourSentiment(['Loved the bright kitchen, very clean'])).sentiment).toBe('positive');
    expect((await localListingAi.tourSentiment(['Noisy street and a dirty bathroom'])).concerns).toEqual(['noisy', 'dirty']);
    expect((await localListingAi.tourSentiment(['We saw it'])).sentiment).toBe('neutral');
  });
});
