import { describe, expect, it } from 'vitest';
import { listingQueryParams } from './listingQuery.js';

describe('browse filters as v20 query parameters', () => {
  it('maps every filter to its v20 name', () => {
    expect(listingQueryParams({
      cityPage: 'triad', minBudgetCents: 50000, maxBudgetCents: 90000, moveInDate: '2026-06-01', numBedrooms: 3,
      pets: ['cats', 'small_dogs'],
    }, 'budget_asc')).toEqual({
      region: 'triad', min_budget: 50000, max_budget: 90000, move_in_date: '2026-06-01', num_bedrooms: 3,
      pets: ['cats', 'small_dogs'], sort: 'budget_asc',
    });
  });

  it('leaves unset filters unset and sorts by recommended by default', () => {
    expect(listingQueryParams(null, null)).toMatchObject({ region: undefined, pets: null, sort: 'recommended' });
  });

  it('refuses a budget range that cannot match anything', () => {
    expect(() => listingQueryParams({ minBudgetCents: 90000, maxBudgetCents: 50000 }, null)).toThrow(/minBudgetCents/);
  });

  it('refuses negative numbers', () => {
    expect(() => listingQueryParams({ numBedrooms: -1 }, null)).toThrow(/numBedrooms cannot be negative/);
  });
});
