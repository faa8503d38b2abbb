import { sql, type SQL } from 'drizzle-orm';
import { availableFromSql } from '../../db/availability.js';
import { rows, type Executor } from '../../db/client.js';
import type { BathroomsRow, BedroomsRow, BuildingSummariesRow, BuildingsRow, ParkingSpotsRow } from '../../db/__generated__/rows.js';

/** A building row as the shared select below returns it, before it becomes a DTO. */
export interface BuildingRow extends Pick<BuildingsRow, 'id' | 'title' | 'description' | 'property_type' | 'street' | 'city' | 'state' | 'zip'
  | 'region' | 'latitude' | 'longitude' | 'home_amenities' | 'storage_types' | 'pet_options' | 'utilities_included' | 'access_method'
  | 'pricing_mode' | 'photo_urls' | 'manager_user_id' | 'listed_at'> {
  num_bedrooms: NonNullable<BuildingSummariesRow['num_bedrooms']>;
  bathroom_count: NonNullable<BuildingSummariesRow['bathroom_count']>;
  min_rent_cents: BuildingSummariesRow['min_rent_cents'];
  max_rent_cents: BuildingSummariesRow['max_rent_cents'];
  earliest_available_date: BuildingSummariesRow['earliest_available_date'];
  bedroom_ids: Array<BedroomsRow['id']>;
  bathroom_ids: Array<BathroomsRow['id']>;
  parking_spot_ids: Array<ParkingSpotsRow['id']>;
  is_saved: boolean;
}

/** The columns a home's card leaves out (BUILDING_CARD_OMITS of the DTO). */
type CardOmittedColumn = 'description' | 'home_amenities' | 'storage_types' | 'utilities_included' | 'access_method';
/** A building row as `selectBuildings(..., { view: 'card' })` returns it. */
export type BuildingCardRow = Omit<BuildingRow, CardOmittedColumn>;

/** Where a card's price range and earliest date come from: the home's summary, or only some of its rooms (a filtered search). */
export interface Figures { join: SQL; minRent: SQL; maxRent: SQL; earliest: SQL }

const SUMMARY_FIGURES: Figures = {
  join: sql``, minRent: sql`s.min_rent_cents`, maxRent: sql`s.max_rent_cents`, earliest: sql`s.earliest_available_date`,
};

/**
 * Everything a Building DTO shows, in one statement: the row, its summary figures
 * (the building_summaries view), the ids of its rooms and whether `viewerId` saved
 * it. Callers add WHERE, ORDER BY and LIMIT, so a page of homes is one query.
 * Dates and times are formatted in SQL, so PGlite and node-postgres answer alike.
 * `view: 'card'` leaves out the columns a card does not show (BuildingCardRow).
 */
export function selectBuildings(viewerId: number | null, extraColumns: SQL = sql``, figures: Figures = SUMMARY_FIGURES, view: 'full' | 'card' = 'full'): SQL {
  // A card (BuildingCardRow) reads none of the text and arrays only a home's own page shows.
  const pageOnly = view === 'card' ? sql`` : sql`b.description, b.home_amenities, b.storage_types, b.utilities_included, b.access_method,`;
  return sql`
    SELECT b.id, b.title, ${pageOnly} b.property_type, b.street, b.city, b.state, b.zip, b.region,
      b.latitude, b.longitude, b.pet_options, b.pricing_mode, b.photo_urls, b.manager_user_id,
      to_char(b.listed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS listed_at,
      s.num_bedrooms, s.bathroom_count, ${figures.minRent} AS min_rent_cents, ${figures.maxRent} AS max_rent_cents,
      (${figures.earliest})::text AS earliest_available_date,
      ARRAY(SELECT r.id FROM bedrooms r WHERE r.building_id = b.id ORDER BY r.id) AS bedroom_ids,
      ARRAY(SELECT t.id FROM bathrooms t WHERE t.building_id = b.id ORDER BY t.id) AS bathroom_ids,
      ARRAY(SELECT p.id FROM parking_spots p WHERE p.building_id = b.id ORDER BY p.id) AS parking_spot_ids,
      EXISTS (SELECT 1 FROM saved_buildings sb WHERE sb.building_id = b.id AND sb.user_id = ${viewerId}::int) AS is_saved
      ${extraColumns}
    FROM buildings b
    JOIN building_summaries s ON s.building_id = b.id
    ${figures.join}`;
}

/** Who may see a building: anyone once it is listed, its manager always. */
/**
 * Listed homes, the viewer's own, and homes the viewer applied to or rents in: an
 * applicant keeps seeing the home of their application after it is unlisted.
 */
export function visibleTo(viewerId: number | null): SQL {
  return sql`(b.listed_at IS NOT NULL OR b.manager_user_id = ${viewerId}::int
    OR EXISTS (SELECT 1 FROM lifecycles l WHERE l.building_id = b.id AND l.tenant_user_id = ${viewerId}::int))`;
}

export async function findVisibleBuilding(ex: Executor, id: number, viewerId: number | null): Promise<BuildingRow | null> {
  const [row] = await rows<BuildingRow>(ex, sql`${selectBuildings(viewerId)} WHERE b.id = ${id} AND ${visibleTo(viewerId)}`);
  return row ?? null;
}

/** Which of `ids` the viewer may see, in id order. */
export async function visibleBuildingIds(ex: Executor, ids: number[], viewerId: number | null): Promise<number[]> {
  const found = await rows<Pick<BuildingsRow, 'id'>>(ex, sql`SELECT b.id FROM buildings b
    WHERE b.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND ${visibleTo(viewerId)} ORDER BY b.id`);
  return found.map((r) => r.id);
}

/** A manager's own homes, listed or not, oldest first (keyset on id). */
export async function listManagedBuildings(ex: Executor, managerId: number, afterId: number, limit: number): Promise<BuildingRow[]> {
  return rows<BuildingRow>(ex, sql`${selectBuildings(managerId)}
    WHERE b.manager_user_id = ${managerId} AND b.id > ${afterId}
    ORDER BY b.id LIMIT ${limit}`);
}

export interface BedroomAvailabilityRow extends Pick<BedroomsRow, 'building_id' | 'available_on'> {
  bedroom_id: BedroomsRow['id'];
  is_available: boolean;
}

/** Each bedroom of the homes, free on startDate or from when (the rule of api/db/availability.ts), in id order. */
export async function bedroomAvailability(ex: Executor, buildingIds: number[], startDate: string): Promise<BedroomAvailabilityRow[]> {
  if (buildingIds.length === 0) return [];
  return rows<BedroomAvailabilityRow>(ex, sql`
    SELECT a.building_id, a.bedroom_id, a.available_on = ${startDate}::date AS is_available, a.available_on::text AS available_on
    FROM (SELECT r.building_id, r.id AS bedroom_id, ${availableFromSql(sql`r.id`, sql`${startDate}::date`)} AS available_on
      FROM bedrooms r WHERE r.building_id IN (${sql.join(buildingIds.map((id) => sql`${id}`), sql`, `)})) a
    ORDER BY a.building_id, a.bedroom_id`);
}
