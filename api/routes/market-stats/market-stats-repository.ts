import { sql, type SQL } from 'drizzle-orm';
import { AVAILABLE_SOON_DAYS, BEDROOM_SIZE_BOUNDS_SQ_FT } from '../../../common/market.js';
import { rows, type Executor } from '../../db/client.js';
import { availableFromSql } from '../../db/availability.js';
import { LISTED_HOME } from '../listings/listings-repository.js';
import type { MarketStats, MarketStatsFilters } from './market-stats-schemas.js';

interface StatsRow {
  region: string;
  homes_listed: number;
  rooms_listed: number;
  rooms_available_now: number;
  rooms_available_soon: number;
  soonest_move_in_date: string | null;
  rooms: number;
  min_cents: number | null;
  p25_cents: number | null;
  median_cents: number | null;
  p75_cents: number | null;
  max_cents: number | null;
  fee_median_cents: number | null;
  utilities_median_cents: number | null;
  small: number;
  medium: number;
  large: number;
  unknown: number;
  private_rooms: number;
  private_median_cents: number | null;
  shared_rooms: number;
  shared_median_cents: number | null;
}

const percentile = (p: number, column: SQL, filter: SQL = sql``) =>
  sql`round(percentile_cont(${p}::float8) WITHIN GROUP (ORDER BY ${column}) ${filter})::int`;

/**
 * The figures of each region in one statement. Homes are listed by the browse rule
 * (LISTED_HOME); a room's move-in day is the one availability rule; the rent figures
 * are of the rooms that can be moved into within AVAILABLE_SOON_DAYS, so a room
 * taken by a signed lease for the year does not count as on the market.
 */
export async function marketStats(ex: Executor, regions: string[], f: MarketStatsFilters, today: string): Promise<MarketStats[]> {
  const roomFilters: SQL[] = [sql`true`];
  if (f.bedroom_size) roomFilters.push(sql`size = ${f.bedroom_size}`);
  if (f.private_bath !== undefined) roomFilters.push(sql`private_bath = ${f.private_bath}`);
  const { mediumFrom, largeFrom } = BEDROOM_SIZE_BOUNDS_SQ_FT;
  const found = await rows<StatsRow>(ex, sql`
    WITH regions(region) AS (VALUES ${sql.join(regions.map((r) => sql`(${r}::text)`), sql`, `)}),
    homes AS (
      SELECT b.id, b.region FROM buildings b JOIN regions g ON g.region = b.region WHERE ${LISTED_HOME}
    ),
    rooms AS (
      SELECT h.region, r.rent_total_cents AS rent, r.rent_platform_fee_cents AS fee, r.rent_utilities_cents AS utilities,
        ${availableFromSql(sql`r.id`, sql`${today}::date`)} AS free_from,
        CASE WHEN r.size_sq_ft IS NULL THEN 'unknown' WHEN r.size_sq_ft < ${mediumFrom} THEN 'small'
          WHEN r.size_sq_ft < ${largeFrom} THEN 'medium' ELSE 'large' END AS size,
        EXISTS (SELECT 1 FROM bathrooms t WHERE t.attached_bedroom_id = r.id AND t.relation = 'attached') AS private_bath
      FROM homes h JOIN bedrooms r ON r.building_id = h.id
    ),
    matching AS (SELECT * FROM rooms WHERE ${sql.join(roomFilters, sql` AND `)}),
    offered AS (SELECT * FROM matching WHERE free_from < ${today}::date + ${AVAILABLE_SOON_DAYS}::int),
    room_counts AS (
      SELECT region, count(*)::int AS rooms_listed, min(free_from)::text AS soonest_move_in_date
      FROM matching GROUP BY region
    ),
    offered_figures AS (
      SELECT region,
        count(*) FILTER (WHERE free_from = ${today}::date)::int AS rooms_available_now,
        count(*) FILTER (WHERE free_from > ${today}::date)::int AS rooms_available_soon,
        count(*)::int AS rooms, min(rent) AS min_cents, max(rent) AS max_cents,
        ${percentile(0.25, sql`rent`)} AS p25_cents, ${percentile(0.5, sql`rent`)} AS median_cents,
        ${percentile(0.75, sql`rent`)} AS p75_cents, ${percentile(0.5, sql`fee`)} AS fee_median_cents,
        ${percentile(0.5, sql`utilities`)} AS utilities_median_cents,
        count(*) FILTER (WHERE size = 'small')::int AS small, count(*) FILTER (WHERE size = 'medium')::int AS medium,
        count(*) FILTER (WHERE size = 'large')::int AS large, count(*) FILTER (WHERE size = 'unknown')::int AS unknown,
        count(*) FILTER (WHERE private_bath)::int AS private_rooms,
        ${percentile(0.5, sql`rent`, sql`FILTER (WHERE private_bath)`)} AS private_median_cents,
        count(*) FILTER (WHERE NOT private_bath)::int AS shared_rooms,
        ${percentile(0.5, sql`rent`, sql`FILTER (WHERE NOT private_bath)`)} AS shared_median_cents
      FROM offered GROUP BY region
    )
    SELECT g.region,
      (SELECT count(*) FROM homes h WHERE h.region = g.region)::int AS homes_listed,
      COALESCE(c.rooms_listed, 0) AS rooms_listed, c.soonest_move_in_date,
      COALESCE(o.rooms_available_now, 0) AS rooms_available_now, COALESCE(o.rooms_available_soon, 0) AS rooms_available_soon,
      COALESCE(o.rooms, 0) AS rooms, o.min_cents, o.p25_cents, o.median_cents, o.p75_cents, o.max_cents, o.fee_median_cents, o.utilities_median_cents,
      COALESCE(o.small, 0) AS small, COALESCE(o.medium, 0) AS medium, COALESCE(o.large, 0) AS large, COALESCE(o.unknown, 0) AS unknown,
      COALESCE(o.private_rooms, 0) AS private_rooms, o.private_median_cents,
      COALESCE(o.shared_rooms, 0) AS shared_rooms, o.shared_median_cents
    FROM regions g LEFT JOIN room_counts c ON c.region = g.region LEFT JOIN offered_figures o ON o.region = g.region`);
  const byRegion = new Map(found.map((r) => [r.region, r]));
  return regions.map((region) => {
    const r = byRegion.get(region)!;
    return {
      region,
      homes_listed: r.homes_listed,
      rooms_listed: r.rooms_listed,
      rooms_available_now: r.rooms_available_now,
      rooms_available_soon: r.rooms_available_soon,
      soonest_move_in_date: r.soonest_move_in_date,
      rent: {
        rooms: r.rooms, min_cents: r.min_cents, p25_cents: r.p25_cents, median_cents: r.median_cents,
        p75_cents: r.p75_cents, max_cents: r.max_cents, platform_fee_median_cents: r.fee_median_cents,
        utilities_median_cents: r.utilities_median_cents,
      },
      by_bedroom_size: { small: r.small, medium: r.medium, large: r.large, unknown: r.unknown },
      by_bath: {
        private: { rooms: r.private_rooms, median_rent_cents: r.private_median_cents },
        shared: { rooms: r.shared_rooms, median_rent_cents: r.shared_median_cents },
      },
    };
  });
}
