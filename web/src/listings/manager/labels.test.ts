import { describe, expect, it } from 'vitest';
import { errorsByField } from './formErrors';
import { AMENITY_OPTIONS, BATHROOM_TYPE_OPTIONS, graphQLName, PET_OPTIONS_LIST, PROPERTY_TYPE_OPTIONS, STORAGE_OPTIONS } from './labels';

describe('listing editor options', () => {
  it('send the GraphQL value of each spec value and show the spec\'s words', () => {
    expect(AMENITY_OPTIONS.find((o) => o.value === 'DECK_PATIO')?.label).toBe('Deck/patio');
    expect(AMENITY_OPTIONS.find((o) => o.value === 'EV_CHARGERS')?.label).toBe('EV chargers');
    expect(STORAGE_OPTIONS.find((o) => o.value === 'OUTDOOR_SHED_PANTRY')?.label).toBe('Outdoor shed/pantry');
    expect(PET_OPTIONS_LIST.map((o) => o.label)).toEqual(['Cats', 'Small dogs', 'Large dogs']);
    expect(PROPERTY_TYPE_OPTIONS[0]).toEqual({ value: 'SFR', label: 'Single-family home' });
    expect(BATHROOM_TYPE_OPTIONS.find((o) => o.value === 'HALF_TOILET')?.label).toBe('Half (toilet only)');
    expect(graphQLName('walk-in closet')).toBe('WALK_IN_CLOSET');
  });
});

describe('form helpers', () => {
  it('put userErrors next to their fields, list items under their list, the rest on the form', () => {
    expect(errorsByField([
      { field: 'address.zip', message: 'Use a 5-digit ZIP code.' },
      { field: 'homeAmenities.0', message: 'Choose a home amenity.' },
      { field: null, message: 'This home cannot be listed yet.' },
    ], ['address.zip', 'homeAmenities'])).toEqual({
      'address.zip': 'Use a 5-digit ZIP code.', homeAmenities: 'Choose a home amenity.', _form: 'This home cannot be listed yet.',
    });
  });
});
