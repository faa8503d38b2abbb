import { sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '../../../common/enums.js';
import { rows, type Executor } from '../../db/client.js';
import type { Cursor, CursorKeyKind } from '../../http/cursor.js';
import { availableFromSql, freeOnSql } from '../../db/availability.js';
import { selectBuildings, visibleTo, type BuildingCardRow, type BuildingRow, type Figures } from '../buildings/buildings-repository.js';
import { cheapestMatchingRoomPage, movableLaterPage, movableTodayPage, type PageQuery } from './listing-pages.js';
import type { ListingFilters } from './listing-query.js';

/**
 * Each sort is an ascending key plus the id, so every page is a keyset
 * `(key, id) > (last key, last id)`. "recommended" sorts by the negated score,
 * highest first. Homes without bedrooms (no price, no date) go last.
 * `num_bedrooms` and `min_rent_cents` are the home's own columns, kept from its
 * bedrooms by migration 0040 and indexed in this order; under a budget or move-in
 * filter the budget key is the lowest rent of the matching rooms (`m`) instead.
 */
export const SORT_KEYS: Record<ListingSort, { expr: SQL; kind: CursorKeyKind }> = {
  recommended: { expr: sql`(-b.recommended_score)`, kind: 'int' },
  move_in_date_asc: { expr: sql`COALESCE(m.earliest_available_date, DATE '9999-12-31')`, kind: 'date' },
  budget_asc: { expr: sql`COALESCE(b.min_rent_cents, 2147483647)`, kind: 'int' },
  num_bedrooms_asc: { expr: sql`b.num_bedrooms`, kind: 'int' },
};
const MATCHING_ROOMS_BUDGET_KEY = sql`COALESCE(m.min_rent_cents, 2147483647)`;

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
 * One bedroom (aliased `room`) has to satisfy budget and move-in date together: a home
 * with a cheap room free in March and a dear room free now does not match "≤ $900 now".
 */
function bedroomConditions(f: ListingFilters, room: string = 'r'): SQL[] {
  const r = sql.raw(room);
  const conditions: SQL[] = [];
  if (f.min_budget !== undefined) conditions.push(sql`${r}.rent_total_cents >= ${f.min_budget}`);
  if (f.max_budget !== undefined) conditions.push(sql`${r}.rent_total_cents <= ${f.max_budget}`);
  if (f.move_in_date !== undefined) conditions.push(freeOnSql(r, sql`${f.move_in_date}`));
  return conditions;
}

/** The filters on the home itself (aliased `b`): who may see it, the ids asked for, city, size, pets. */
function homeConditions(f: ListingFilters, viewerId: number | null): SQL[] {
  const where: SQL[] = [f.ids ? visibleTo(viewerId) : LISTED_HOME];
  if (f.ids) where.push(sql`b.id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (f.region) where.push(sql`b.region = ${f.region}`);
  if (f.num_bedrooms !== undefined) where.push(sql`b.num_bedrooms >= ${f.num_bedrooms}`);
  // A home whose cheapest room (kept, 0040) is above the budget has no matching room: told from
  // the home itself, before its rooms and their availability are read.
  if (f.max_budget !== undefined) where.push(sql`b.min_rent_cents <= ${f.max_budget}`);
  if (f.pets?.length) where.push(sql`b.pet_options @> ARRAY[${sql.join(f.pets.map((p) => sql`${p}`), sql`, `)}]::text[]`);
  return where;
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
 * A page whose homes and keys are found first (`page`: `SELECT id, sort_key` in order),
 * then shown with everything a card needs.
 */
function foundPage(page: SQL, kind: CursorKeyKind, viewerId: number | null, figures: Figures, view: 'full' | 'card'): SQL {
  const keyColumn = kind === 'date' ? sql`page.sort_key::text` : sql`page.sort_key`;
  return sql`WITH page AS (${page})
    ${selectBuildings(viewerId, sql`, ${keyColumn} AS sort_key`, figures, view)}
    JOIN page ON page.id = b.id
    ORDER BY page.sort_key, b.id`;
}

/** A page read in the sort's order straight from the homes (an index, or the few homes of `ids`), keyset on `(key, id)`. */
function keysetPage(f: ListingFilters, homes: SQL[], conditions: SQL[], after: Cursor | null, limit: number): { where: SQL; key: SQL; keyColumn: SQL } {
  const kind = SORT_KEYS[f.sort].kind;
  const key = f.sort === 'budget_asc' && conditions.length ? MATCHING_ROOMS_BUDGET_KEY : SORT_KEYS[f.sort].expr;
  const where = [...homes];
  if (conditions.length) where.push(sql`m.min_rent_cents IS NOT NULL`);
  if (after) {
    const lastKey = kind === 'date' ? sql`${after.key}::date` : sql`${after.key}::int`;
    where.push(sql`(${key}, b.id) > (${lastKey}, ${after.id}::int)`);
  }
  return {
    where: sql`WHERE ${sql.join(where, sql` AND `)} ORDER BY ${key}, b.id LIMIT ${limit}`,
    key,
    keyColumn: kind === 'date' ? sql`${key}::text` : key,
  };
}

/** MOVE_IN_DATE_ASC (listing-pages.ts): the homes with a room free today, then, if the page is not full, the others. */
async function movableTodayFirst(show: (page: SQL) => Promise<ListingCardRow[]>, q: PageQuery): Promise<ListingCardRow[]> {
  const today = await show(movableTodayPage(q));
  if (today.length >= q.limit) return today;
  const later = await show(movableLaterPage({ ...q, limit: q.limit - today.length }, today.map((home) => home.id)));
  return [...today, ...later];
}

/**
 * A page of listings. Browsing shows listed homes only; asking for `ids` also returns
 * the caller's own unlisted homes (the contract: ids returns exactly those the caller
 * may see). `view` 'card' reads only a card's columns. One statement, except a
 * MOVE_IN_DATE_ASC page past the homes free today (two).
 */
export async function searchListings(ex: Executor, f: ListingFilters, viewerId: number | null, after: Cursor | null, limit: number, view?: 'full'): Promise<ListingRow[]>;
export async function searchListings(ex: Executor, f: ListingFilters, viewerId: number | null, after: Cursor | null, limit: number, view: 'card'): Promise<ListingCardRow[]>;
export async function searchListings(ex: Executor, f: ListingFilters, viewerId: number | null, after: Cursor | null, limit: number, view: 'full' | 'card' = 'full'): Promise<ListingCardRow[]> {
  const conditions = bedroomConditions(f);
  const homes = homeConditions(f, viewerId);
  const figures = matchingRooms(conditions);
  // Sorts by a figure of the matching rooms that no index holds find their page first; `ids` are few, read as below.
  const show = (page: SQL) => rows<ListingCardRow>(ex, foundPage(page, SORT_KEYS[f.sort].kind, viewerId, figures, view));
  const q: PageQuery = { homes, rooms: (room) => bedroomConditions(f, room), rents: (room) => bedroomConditions({ ...f, move_in_date: undefined }, room), region: f.region, after, limit };
  if (!f.ids && f.sort === 'move_in_date_asc') return movableTodayFirst(show, q);
  if (!f.ids && f.sort === 'budget_asc' && conditions.length) return show(cheapestMatchingRoomPage(q));
  const page = keysetPage(f, homes, conditions, after, limit);
  return rows<ListingCardRow>(ex, sql`${selectBuildings(viewerId, sql`, ${page.keyColumn} AS sort_key`, figures, view)} ${page.where}`);
}
