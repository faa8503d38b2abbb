import { sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '../../../common/enums.js';
import { rows, type Executor } from '../../db/client.js';
import type { Cursor, CursorKeyKind } from '../../http/cursor.js';
import { availableFromSql, freeOnSql } from '../../db/availability.js';
import { selectBuildings, visibleTo, type BuildingCardRow, type BuildingRow, type Figures } from '../buildings/buildings-repository.js';
import type { ListingFilters } from './listing-query.js';

/**
 * Each sort is an ascending key plus the id, so every page is a keyset
 * `(key, id) > (last key, last id)`. "recommended" sorts by the negated score,
 * highest first. Homes without bedrooms (no price, no date) go last.
 */
export const SORT_KEYS: Record<ListingSort, { expr: SQL; kind: CursorKeyKind }> = {
  recommended: { expr: sql`(-b.recommended_score)`, kind: 'int' },
  move_in_date_asc: { expr: sql`COALESCE(m.earliest_available_date, DATE '9999-12-31')`, kind: 'date' },
  budget_asc: { expr: sql`COALESCE(m.min_rent_cents, 2147483647)`, kind: 'int' },
  num_bedrooms_asc: { expr: sql`s.num_bedrooms`, kind: 'int' },
};

export type ListingRow = BuildingRow & { sort_key: number | string };
/** A row of `view=card`: the card's columns only. */
export type ListingCardRow = BuildingCardRow & { sort_key: number | string };

/**
 * What "listed" means for browsing (of a home aliased `b`): the one definition that
 * /g/listings and the market figures (GET /g/market-stats) share, so a city guide's
 * count of homes is the number of cards on the city's listing page.
 */
export const LISTED_HOME: SQL = sql`b.listed_at IS NOT NULL`;

/**
 * One bedroom has to satisfy budget and move-in date together: a home with a
 * cheap room free in March and a dear room free now does not match "≤ $900 now".
 */
function bedroomConditions(f: ListingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.min_budget !== undefined) conditions.push(sql`r.rent_total_cents >= ${f.min_budget}`);
  if (f.max_budget !== undefined) conditions.push(sql`r.rent_total_cents <= ${f.max_budget}`);
  if (f.move_in_date !== undefined) conditions.push(freeOnSql(sql`r.id`, sql`${f.move_in_date}`));
  return conditions;
}

/**
 * The figures a card shows, over the bedrooms that match the filters (all of them
 * without filters): a home found by "at least $900" shows the price of its rooms
 * of $900 and more, never a cheaper room that did not match. Sorts use them too.
 */
function matchingRooms(conditions: SQL[]): Figures {
  const columns = { minRent: sql`m.min_rent_cents`, maxRent: sql`m.max_rent_cents`, earliest: sql`m.earliest_available_date` };
  // Unfiltered, every room matches: the summary view has the figures already.
  if (conditions.length === 0) {
    return { join: sql`CROSS JOIN LATERAL (SELECT s.min_rent_cents, s.max_rent_cents, s.earliest_available_date) m`, ...columns };
  }
  return {
    join: sql`LEFT JOIN LATERAL (SELECT min(r.rent_total_cents) AS min_rent_cents, max(r.rent_total_cents) AS max_rent_cents,
      min(${availableFromSql(sql`r.id`)}) AS earliest_available_date
      FROM bedrooms r WHERE r.building_id = b.id AND ${sql.join(conditions, sql` AND `)}) m ON true`,
    ...columns,
  };
}

/**
 * A page of listings in one query. Browsing shows listed homes only; asking for
 * `ids` also returns the caller's own unlisted homes (the contract: ids returns
 * exactly those the caller may see). `view` 'card' reads only a card's columns.
 */
export async function searchListings(ex: Executor, f: ListingFilters, viewerId: number | null, after: Cursor | null, limit: number, view?: 'full'): Promise<ListingRow[]>;
export async function searchListings(ex: Executor, f: ListingFilters, viewerId: number | null, after: Cursor | null, limit: number, view: 'card'): Promise<ListingCardRow[]>;
export async function searchListings(ex: Executor, f: ListingFilters, viewerId: number | null, after: Cursor | null, limit: number, view: 'full' | 'card' = 'full'): Promise<ListingCardRow[]> {
  const key = SORT_KEYS[f.sort];
  const keyColumn = key.kind === 'date' ? sql`${key.expr}::text` : key.expr;
  const where: SQL[] = [f.ids ? visibleTo(viewerId) : LISTED_HOME];
  if (f.ids) where.push(sql`b.id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (f.region) where.push(sql`b.region = ${f.region}`);
  if (f.num_bedrooms !== undefined) where.push(sql`s.num_bedrooms >= ${f.num_bedrooms}`);
  if (f.pets?.length) where.push(sql`b.pet_options @> ARRAY[${sql.join(f.pets.map((p) => sql`${p}`), sql`, `)}]::text[]`);
  const conditions = bedroomConditions(f);
  if (conditions.length) where.push(sql`m.min_rent_cents IS NOT NULL`);
  if (after) {
    const lastKey = key.kind === 'date' ? sql`${after.key}::date` : sql`${after.key}::int`;
    where.push(sql`(${key.expr}, b.id) > (${lastKey}, ${after.id}::int)`);
  }
  return rows<ListingCardRow>(ex, sql`${selectBuildings(viewerId, sql`, ${keyColumn} AS sort_key`, matchingRooms(conditions), view)}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${key.expr}, b.id
    LIMIT ${limit}`);
}
