import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { toBuildingDto } from './building-dto.js';
import { selectBuildings } from './buildings-repository.js';

/** The home and the listed homes of its region, with what similarity compares. */
export async function similarCandidates(ex: Executor, homeId: number) {
  return rows<{ id: number; min_rent_cents: number | null; num_bedrooms: number; is_self: boolean }>(ex, sql`
      SELECT b.id, s.min_rent_cents, s.num_bedrooms, b.id = ${homeId} AS is_self FROM buildings b JOIN building_summaries s ON s.building_id = b.id
      WHERE b.region = (SELECT region FROM buildings WHERE id = ${homeId}) AND (b.listed_at IS NOT NULL OR b.id = ${homeId})`);
}

/** Homes by id as the manager reads them (any order). */
export async function buildingRowsByIds(ex: Executor, manager: number, ids: number[]) {
  return rows<Parameters<typeof toBuildingDto>[0]>(ex, sql`${selectBuildings(manager)} WHERE b.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** The home's region, and the rents and sizes a rental range compares: the region's other listed bedrooms and the home's own. */
export async function rentalRangeFacts(ex: Executor, homeId: number) {
  const [{ region }] = await rows<{ region: string | null }>(ex, sql`SELECT region FROM buildings WHERE id = ${homeId}`);
  const comparables = await rows<{ rent: number; size: number | null }>(ex, sql`
      SELECT r.rent_total_cents AS rent, r.size_sq_ft AS size FROM bedrooms r JOIN buildings b ON b.id = r.building_id
      WHERE b.region = ${region} AND b.listed_at IS NOT NULL AND b.id <> ${homeId}`);
  const own = await rows<{ id: number; name: string; rent: number; size: number | null }>(ex, sql`
      SELECT id, name, rent_total_cents AS rent, size_sq_ft AS size FROM bedrooms WHERE building_id = ${homeId} ORDER BY id`);
  return { region, comparables, own };
}
