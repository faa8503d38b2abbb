import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_SEARCH, listingQueryVariables, parseListingSearch, toSearchParams } from './listingSearch';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));

describe('browse filters in the URL', () => {
  it('reads budget, move-in date, bedrooms, pets and sort', () => {
    expect(parse('min_budget=600&max_budget=900&move_in=2026-03-01&bedrooms=3&pets=cats,small_dogs&sort=budget_asc')).toEqual({
      minBudget: 600,
      maxBudget: 900,
      moveIn: '2026-03-01',
      bedrooms: 3,
      pets: ['CATS', 'SMALL_DOGS'],
      sort: 'BUDGET_ASC',
    });
  });

  it('an empty URL is the recommended, unfiltered list', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('ignores malformed values instead of failing', () => {
    expect(parse('min_budget=-5&max_budget=abc&move_in=tomorrow&bedrooms=0&pets=parrots&sort=cheapest')).toEqual(EMPTY_SEARCH);
  });

  it('round-trips through the URL and leaves defaults out', () => {
    const search = parse('max_budget=900&sort=num_bedrooms_asc&pets=large_dogs');
    expect(toSearchParams(search).toString()).toBe('max_budget=900&pets=large_dogs&sort=num_bedrooms_asc');
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('counts active filters (pets count once)', () => {
    expect(activeFilterCount(parse('max_budget=900&pets=cats,large_dogs'))).toBe(2);
    expect(activeFilterCount(parse('sort=budget_asc'))).toBe(0);
  });

  it('sends budgets to the api in cents, with the city page of the route', () => {
    expect(listingQueryVariables(parse('min_budget=650&max_budget=900'), 'ATLANTA')).toEqual({
      sort: 'RECOMMENDED',
      filter: { cityPage: 'ATLANTA', minBudgetCents: 65000, maxBudgetCents: 90000, moveInDate: null, numBedrooms: null, pets: null },
    });
  });
});
