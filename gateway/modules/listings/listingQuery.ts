import type { ListingFilter } from '../../__generated__/resolvers-types.js';
import type { QueryValue } from '../../v20/client.js';
import { badUserInput } from '../../v20/errors.js';
import type { ListingSort } from './enums.js';

/**
 * The browse filters and sort as v20 `GET /listings` query parameters. Enum
 * arguments already arrive as v20 values (enum resolvers); unset filters stay
 * unset (the client drops nulls).
 */
export function listingQueryParams(filter: ListingFilter | null | undefined, sort: ListingSort | null | undefined) {
  const f = filter ?? {};
  for (const [name, value] of [['minBudgetCents', f.minBudgetCents], ['maxBudgetCents', f.maxBudgetCents], ['numBedrooms', f.numBedrooms]] as const) {
    if (value != null && value < 0) throw badUserInput(`${name} cannot be negative.`, `filter.${name}`);
  }
  if (f.minBudgetCents != null && f.maxBudgetCents != null && f.minBudgetCents > f.maxBudgetCents) {
    throw badUserInput('minBudgetCents cannot be more than maxBudgetCents.', 'filter.minBudgetCents');
  }
  const params: Record<string, QueryValue> = {
    region: f.cityPage,
    min_budget: f.minBudgetCents,
    max_budget: f.maxBudgetCents,
    move_in_date: f.moveInDate,
    num_bedrooms: f.numBedrooms,
    pets: f.pets && f.pets.length > 0 ? f.pets : null,
    sort: sort ?? 'recommended',
  };
  return params;
}
