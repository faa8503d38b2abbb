import { sql, type SQL } from 'drizzle-orm';
import { availableFromSql, freeOnSql } from '../../db/availability.js';
import type { Cursor } from '../../http/cursor.js';

/**
 * What a page finder needs: the conditions on the home (aliased `b`), those a matching
 * bedroom meets (for any alias; none without a budget or move-in filter), the cursor and
 * how many homes to find.
 */
export interface PageQuery {
  homes: SQL[];
  rooms: (alias: string) => SQL[];
  /** The budget's part of `rooms` alone. */
  rents: (alias: string) => SQL[];
  /** The city page asked for, if any (the homes' condition; rooms carry it too, 0043). */
  region?: string;
  after: Cursor | null;
  limit: number;
}

const all = (conditions: SQL[]): SQL => (conditions.length ? sql.join(conditions, sql` AND `) : sql`true`);

/**
 * MOVE_IN_DATE_ASC: homes by the earliest day one of their matching rooms can be moved
 * into (the rule of api/db/availability.ts, from today), then id; homes without bedrooms
 * last. No index can hold that day, as it changes with the date and the holds, but it is
 * never before today, and most homes have a room free today. So a page is read in two
 * parts: first the homes with a matching room free today, in id order (walked by id,
 * asking the rule only for their rooms until one is free): `movableTodayPage`. Only when
 * they run out, the other homes' days are computed, all of them, and sorted, as every
 * page did before: `movableLaterPage`. Two statements, so that PostgreSQL plans (and
 * compiles) the costly second part only for the pages that need it.
 * Each answers `SELECT id, sort_key` in page order.
 */
export function movableTodayPage({ homes, rooms, after, limit }: PageQuery): SQL {
  const freeToday = sql`EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id
    AND ${all([...rooms('r'), freeOnSql(sql`r`, sql`current_date`)])})`;
  const keyset = after ? [sql`(current_date, b.id) > (${after.key}::date, ${after.id}::int)`] : [];
  return sql`SELECT b.id, current_date AS sort_key FROM buildings b
    WHERE ${all([...homes, freeToday, ...keyset])}
    ORDER BY b.id LIMIT ${limit}`;
}

/** The rest of MOVE_IN_DATE_ASC (above): homes whose first free day is after today, leaving out `shown` (the page's first part). */
export function movableLaterPage({ homes, rooms, after, limit }: PageQuery, shown: number[]): SQL {
  const earliest = sql`COALESCE(m.earliest_available_date, DATE '9999-12-31')`;
  const where = [...homes, sql`${earliest} > current_date`];
  // Under a budget or move-in filter a home needs a matching room; unfiltered, a home without rooms still shows, last.
  if (rooms('r').length) where.push(sql`m.min_rent_cents IS NOT NULL`);
  if (after) where.push(sql`(${earliest}, b.id) > (${after.key}::date, ${after.id}::int)`);
  // The first part was read by another statement: a room let in between must not show its home twice.
  if (shown.length) where.push(sql`b.id NOT IN (${sql.join(shown.map((id) => sql`${id}::int`), sql`, `)})`);
  return sql`SELECT b.id, ${earliest} AS sort_key FROM buildings b
    CROSS JOIN LATERAL (SELECT min(r.rent_total_cents) AS min_rent_cents, min(${availableFromSql(sql`r.id`)}) AS earliest_available_date
      FROM bedrooms r WHERE r.building_id = b.id AND ${all(rooms('r'))}) m
    WHERE ${all(where)}
    ORDER BY ${earliest}, b.id LIMIT ${limit}`;
}

/**
 * BUDGET_ASC under a budget or move-in filter: homes by the lowest rent of their matching
 * rooms, then id. The kept `min_rent_cents` is of all rooms, so the rooms are read in
 * order of rent instead (bedrooms_rent_building_idx), each home at its cheapest matching
 * room (cheapest, then lowest id, so it shows once), until a page of homes is found. On a
 * city page only that city's rooms are read (`r.region`, the home's, kept by 0043:
 * bedrooms_region_rent_building_idx), not every city's in order of rent.
 * Answers `SELECT id, sort_key` in page order.
 */
export function cheapestMatchingRoomPage({ homes, rooms, rents, region, after, limit }: PageQuery): SQL {
  const cheaperRoom = sql`EXISTS (SELECT 1 FROM bedrooms c WHERE c.building_id = r.building_id
    AND (c.rent_total_cents, c.id) < (r.rent_total_cents, r.id) AND ${all(rooms('c'))})`;
  const keyset = after ? [sql`(r.rent_total_cents, r.building_id) > (${after.key}::int, ${after.id}::int)`] : [];
  // The rent bounds narrow the walk; the room's other tests (the availability rule) are asked
  // only of rooms whose home passed its own filters (a city page): written as one expression of
  // both, PostgreSQL tests it after the join instead of on every room walked.
  const matching = sql`CASE WHEN b.id = r.building_id THEN ${all(rooms('r'))} END`;
  const inCity = region === undefined ? [] : [sql`r.region = ${region}`];
  return sql`SELECT r.building_id AS id, r.rent_total_cents AS sort_key
    FROM bedrooms r JOIN buildings b ON b.id = r.building_id
    WHERE ${all([...homes, ...inCity, ...rents('r'), matching, sql`NOT ${cheaperRoom}`, ...keyset])}
    ORDER BY r.rent_total_cents, r.building_id LIMIT ${limit}`;
}
