// Filter and sort state of the browse page lives in the URL (shareable, survives
// reloads and the back button). Values use the spec's spelling: `budget_asc`,
// `small_dogs`; budgets are whole dollars in the URL and cents for the api.
import { LISTING_SORTS, PET_OPTIONS } from '../../../../common/enums';
import type { CityPageInfo } from '../../../../common/regions';

export type ListingSortValue = 'RECOMMENDED' | 'MOVE_IN_DATE_ASC' | 'BUDGET_ASC' | 'NUM_BEDROOMS_ASC';
export type PetOptionValue = 'CATS' | 'SMALL_DOGS' | 'LARGE_DOGS';

export interface ListingSearch {
  minBudget: number | null;
  maxBudget: number | null;
  moveIn: string | null;
  bedrooms: number | null;
  pets: PetOptionValue[];
  sort: ListingSortValue;
}

export const EMPTY_SEARCH: ListingSearch = { minBudget: null, maxBudget: null, moveIn: null, bedrooms: null, pets: [], sort: 'RECOMMENDED' };

function wholeNumber(value: string | null, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= max ? n : null;
}

function isoDate(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** Anything malformed in a hand-edited URL is ignored rather than failing the page. */
export function parseListingSearch(params: URLSearchParams): ListingSearch {
  const sort = params.get('sort')?.toLowerCase();
  const pets = (params.get('pets') ?? '').split(',').filter((p): p is (typeof PET_OPTIONS)[number] => (PET_OPTIONS as readonly string[]).includes(p));
  return {
    minBudget: wholeNumber(params.get('min_budget'), 100_000),
    maxBudget: wholeNumber(params.get('max_budget'), 100_000),
    moveIn: isoDate(params.get('move_in')),
    bedrooms: wholeNumber(params.get('bedrooms'), 20),
    pets: [...new Set(pets)].map((p) => p.toUpperCase() as PetOptionValue),
    sort: sort && (LISTING_SORTS as readonly string[]).includes(sort) ? (sort.toUpperCase() as ListingSortValue) : 'RECOMMENDED',
  };
}

/** Defaults are left out so the plain page keeps a plain URL. */
export function toSearchParams(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.minBudget) params.set('min_budget', String(search.minBudget));
  if (search.maxBudget) params.set('max_budget', String(search.maxBudget));
  if (search.moveIn) params.set('move_in', search.moveIn);
  if (search.bedrooms) params.set('bedrooms', String(search.bedrooms));
  if (search.pets.length) params.set('pets', search.pets.map((p) => p.toLowerCase()).join(','));
  if (search.sort !== 'RECOMMENDED') params.set('sort', search.sort.toLowerCase());
  return params;
}

export function activeFilterCount(search: ListingSearch): number {
  return [search.minBudget, search.maxBudget, search.moveIn, search.bedrooms].filter((v) => v !== null).length + (search.pets.length ? 1 : 0);
}

/** Variables of the `listings` field. */
export function listingQueryVariables(search: ListingSearch, cityPage: CityPageInfo['key'] | null) {
  return {
    sort: search.sort,
    filter: {
      cityPage,
      minBudgetCents: search.minBudget === null ? null : search.minBudget * 100,
      maxBudgetCents: search.maxBudget === null ? null : search.maxBudget * 100,
      moveInDate: search.moveIn,
      numBedrooms: search.bedrooms,
      pets: search.pets.length ? search.pets : null,
    },
  };
}
