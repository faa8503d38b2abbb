import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { configurationErrors, type ConfigurationError } from '../../domain/buildings/configuration-errors.js';
import { median, recommendedScore } from '../../domain/listings/recommended-score.js';
import { notFound } from '../../http/errors.js';
import { hasFullNameSql } from '../../db/person-name.js';
import type { BuildingCreate, BuildingPatch } from './building-write-schemas.js';
import type { BathroomsRow, BedroomsRow, BuildingSettingsRow, BuildingsRow, ParkingSpotsRow } from '../../db/__generated__/rows.js';

/**
 * SQL of the manager's writes to a home. Ownership is checked with a row lock, so
 * two edits of one home run one after the other and the recomputed figures (score,
 * configuration errors) always describe the home as it was left.
 */

/** The caller's own home, locked for the rest of the transaction; anyone else's is 404. */
export async function lockOwnBuilding(ex: Executor, managerId: number, buildingId: number): Promise<{ id: number; listed_at: string | null }> {
  const [row] = await rows<Pick<BuildingsRow, 'id' | 'listed_at'>>(ex, sql`
    SELECT id, listed_at::text AS listed_at FROM buildings WHERE id = ${buildingId} AND manager_user_id = ${managerId} FOR UPDATE`);
  if (!row) throw notFound('home');
  return row;
}

/** The home a bedroom, bathroom or parking spot belongs to, when it is the caller's own (locked). */
export async function lockOwnBuildingOf(ex: Executor, managerId: number, table: 'bedrooms' | 'bathrooms' | 'parking_spots', partId: number): Promise<number> {
  const [row] = await rows<Pick<BedroomsRow | BathroomsRow | ParkingSpotsRow, 'building_id'>>(ex, sql`
    SELECT p.building_id FROM ${sql.raw(table)} p JOIN buildings b ON b.id = p.building_id
    WHERE p.id = ${partId} AND b.manager_user_id = ${managerId} FOR UPDATE OF b`);
  if (!row) throw notFound(table === 'parking_spots' ? 'parking spot' : table.slice(0, -1));
  return row.building_id;
}

const textArray = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const arrayOrEmpty = (values: readonly string[]) => (values.length ? textArray(values) : sql`'{}'::text[]`);

export async function insertBuilding(ex: Executor, managerId: number, b: BuildingCreate): Promise<number> {
  const [row] = await rows<Pick<BuildingsRow, 'id'>>(ex, sql`
    INSERT INTO buildings (manager_user_id, title, description, property_type, street, city, state, zip, region,
      latitude, longitude, home_amenities, storage_types, pet_options, utilities_included, access_method, pricing_mode)
    VALUES (${managerId}, ${b.title}, ${b.description}, ${b.property_type}, ${b.address.street}, ${b.address.city},
      ${b.address.state}, ${b.address.zip}, ${b.region}, ${b.latitude}, ${b.longitude}, ${arrayOrEmpty(b.home_amenities)},
      ${arrayOrEmpty(b.storage_types)}, ${arrayOrEmpty(b.pet_options)}, ${arrayOrEmpty(b.utilities_included)},
      ${b.access_method}, ${b.pricing_mode})
    RETURNING id`);
  return row.id;
}

/** The SET list of a partial update: only the columns of fields that were sent. */
export function buildingAssignments(patch: BuildingPatch) {
  const set = [];
  const scalar = { title: 'title', description: 'description', property_type: 'property_type', region: 'region', latitude: 'latitude', longitude: 'longitude', access_method: 'access_method', pricing_mode: 'pricing_mode' } as const;
  for (const [field, column] of Object.entries(scalar)) {
    const value = patch[field as keyof typeof scalar];
    if (value !== undefined) set.push(sql`${sql.raw(column)} = ${value}`);
  }
  for (const column of ['home_amenities', 'storage_types', 'pet_options', 'utilities_included', 'photo_urls'] as const) {
    const value = patch[column];
    if (value !== undefined) set.push(sql`${sql.raw(column)} = ${arrayOrEmpty(value)}`);
  }
  if (patch.address) {
    const a = patch.address;
    set.push(sql`street = ${a.street}`, sql`city = ${a.city}`, sql`state = ${a.state}`, sql`zip = ${a.zip}`);
  }
  return set;
}

/** The home's photo addresses, in order. */
export async function buildingPhotoUrls(ex: Executor, buildingId: number): Promise<string[]> {
  const [row] = await rows<Pick<BuildingsRow, 'photo_urls'>>(ex, sql`SELECT photo_urls FROM buildings WHERE id = ${buildingId}`);
  return row?.photo_urls ?? [];
}

export async function updateBuilding(ex: Executor, buildingId: number, patch: BuildingPatch): Promise<void> {
  const set = buildingAssignments(patch);
  await ex.execute(sql`UPDATE buildings SET ${sql.join([...set, sql`updated_at = now()`], sql`, `)} WHERE id = ${buildingId}`);
}

export async function setListed(ex: Executor, buildingId: number, listed: boolean): Promise<void> {
  await ex.execute(listed
    ? sql`UPDATE buildings SET listed_at = COALESCE(listed_at, now()), updated_at = now() WHERE id = ${buildingId}`
    : sql`UPDATE buildings SET listed_at = NULL, updated_at = now() WHERE id = ${buildingId}`);
}

interface FactsRow extends Pick<BuildingsRow, 'title' | 'description' | 'street' | 'city' | 'zip' | 'region'>,
  Pick<BuildingSettingsRow, 'failure_to_deliver_at' | 'decommission_date_finalized_at'> {
  photo_count: number; amenity_count: number; bathroom_count: number;
  earliest: BedroomsRow['available_on'] | null; min_rent: BedroomsRow['rent_total_cents'];
  bedrooms: { name: BedroomsRow['name']; total: number }[] | null; region_median: number[] | null;
  owner_has_full_name: boolean;
}

async function facts(ex: Executor, buildingId: number): Promise<FactsRow> {
  const [row] = await rows<FactsRow>(ex, sql`
    SELECT b.title, b.description, b.street, b.city, b.zip, b.region,
      cardinality(b.photo_urls) AS photo_count, cardinality(b.home_amenities) AS amenity_count,
      (SELECT count(*) FROM bathrooms t WHERE t.building_id = b.id)::int AS bathroom_count,
      (SELECT min(r.available_on)::text FROM bedrooms r WHERE r.building_id = b.id) AS earliest,
      (SELECT min(r.rent_total_cents) FROM bedrooms r WHERE r.building_id = b.id) AS min_rent,
      (SELECT json_agg(json_build_object('name', r.name, 'total', r.rent_total_cents) ORDER BY r.id)
         FROM bedrooms r WHERE r.building_id = b.id) AS bedrooms,
      (SELECT array_agg(r.rent_total_cents) FROM bedrooms r JOIN buildings o ON o.id = r.building_id
         WHERE o.region = b.region AND o.listed_at IS NOT NULL) AS region_median,
      s.failure_to_deliver_at::text AS failure_to_deliver_at,
      s.decommission_date_finalized_at::text AS decommission_date_finalized_at,
      (SELECT ${hasFullNameSql('o')} FROM users o WHERE o.id = b.manager_user_id) AS owner_has_full_name
    FROM buildings b LEFT JOIN building_settings s ON s.building_id = b.id WHERE b.id = ${buildingId}`);
  return row;
}

export async function buildingConfigurationErrors(ex: Executor, buildingId: number): Promise<ConfigurationError[]> {
  const f = await facts(ex, buildingId);
  return configurationErrors({
    title: f.title, description: f.description, street: f.street, city: f.city, zip: f.zip, region: f.region,
    photoCount: f.photo_count, bathroomCount: f.bathroom_count,
    bedrooms: (f.bedrooms ?? []).map((b) => ({ name: b.name, totalRentCents: b.total })),
    failedToDeliver: f.failure_to_deliver_at !== null, decommissionFinalized: f.decommission_date_finalized_at !== null,
    ownerHasFullName: f.owner_has_full_name,
  });
}

/** Recomputes the stored "recommended" score (api/domain/listings/recommended-score.ts) after a change. */
export async function refreshRecommendedScore(ex: Executor, buildingId: number, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const f = await facts(ex, buildingId);
  const score = recommendedScore({
    photoCount: f.photo_count, amenityCount: f.amenity_count, earliestAvailableOn: f.earliest, today,
    minRentCents: f.min_rent, regionMedianRentCents: median((f.region_median ?? []).map(Number)),
  });
  await ex.execute(sql`UPDATE buildings SET recommended_score = ${score} WHERE id = ${buildingId}`);
}
