import { describe, expect, it } from 'vitest';
import { configurationErrors, type ListableFacts } from './configuration-errors.js';

const ready: ListableFacts = {
  title: 'Sunny house', description: 'A bright four-bedroom house near the park, with a big kitchen.',
  street: '1 Elm St', city: 'Durham', zip: '27701', region: 'nc/durham', photoCount: 3,
  bedrooms: [{ name: 'Room 1', totalRentCents: 80_000 }], bathroomCount: 1,
  decommissionFinalized: false, failedToDeliver: false, ownerHasFullName: true,
};

describe('configuration errors (what stops a home from being listed)', () => {
  it('finds nothing wrong with a complete home', () => {
    expect(configurationErrors(ready)).toEqual([]);
  });

  it.each([
    ['missing_address', { zip: '277' }],
    ['outside_service_area', { region: null }],
    ['missing_description', { description: 'Nice.' }],
    ['no_photos', { photoCount: 0 }],
    ['no_bedrooms', { bedrooms: [] }],
    ['bedroom_without_rent', { bedrooms: [{ name: 'A', totalRentCents: 0 }] }],
    ['no_bathrooms', { bathroomCount: 0 }],
    ['failure_to_deliver', { failedToDeliver: true }],
    ['decommissioned', { decommissionFinalized: true }],
    ['owner_without_name', { ownerHasFullName: false }],
  ] as const)('reports %s in words', (code, change) => {
    const errors = configurationErrors({ ...ready, ...change });
    expect(errors.map((e) => e.code)).toEqual([code]);
    expect(errors[0].message.length).toBeGreaterThan(10);
  });

  it('reports every problem of a new, empty home at once', () => {
    const empty = { ...ready, description: '', photoCount: 0, bedrooms: [], bathroomCount: 0 };
    expect(configurationErrors(empty).map((e) => e.code)).toEqual(['missing_description', 'no_photos', 'no_bedrooms', 'no_bathrooms']);
  });
});
