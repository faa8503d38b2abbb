import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { BedroomsRow, BuildingSummariesRow, BuildingsRow } from '../../db/__generated__/rows.js';
import { selectBuildings, type BuildingRow } from './buildings-repository.js';

/** A view's columns are all nullable to PostgreSQL; a home's bedroom count is a count, never null (as in BuildingRow). */
type SimilarCandidate = Pick<BuildingsRow, 'id'> & Pick<BuildingSummariesRow, 'min_rent_cents'>
  & { num_bedrooms: NonNullable<BuildingSummariesRow['num_bedrooms']>; is_self: boolean };
/** rent_total_cents is generated from three non-null rent columns, so never null. */
interface RentAndSize { rent: NonNullable<BedroomsRow['rent_total_cents']>; size: BedroomsRow['size_sq_ft'] }

/** The home and the listed homes of its region, with what similarity compares. */
export async function similarCandidates(ex: Executor, homeId: number) {
  return rows<SimilarCandidate>(ex, sql`
      SELECT b.id, s.min_rent_cents, s.num_bedrooms, b.id = ${homeId} AS is_self FROM buildings b JOIN building_summaries s ON s.building_id = b.id
      WHERE b.region = (SELECT region FROM buildings WHERE id = ${homeId}) AND (b.listed_at IS NOT NULL OR b.id = ${homeId})`);
}

/** Homes by id as the manager reads them (any order). */
export async function buildingRowsByIds(ex: Executor, manager: number, ids: number[]) {
  return rows<BuildingRow>(ex, sql`${selectBuildings(manager)} WHERE b.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** The home's region, and the rents and sizes a rental range compares: the region's other listed bedrooms and the home's own. */
export async function rentalRangeFacts(ex: Executor, homeId: number) {
  const [{ region }] = await rows<Pick<BuildingsRow, 'region'>>(ex, sql`SELECT region FROM buildings WHERE id = ${homeId}`);
  const comparables = await rows<RentAndSize>(ex, sql`
      SELECT r.rent_total_cents AS rent, r.size_sq_ft AS size FROM bedrooms r JOIN buildings b ON b.id = r.building_id
      WHERE b.region = ${region} AND b.listed_at IS NOT NULL AND b.id <> ${homeId}`);
  const own = await rows<Pick<BedroomsRow, 'id' | 'name'> & RentAndSize>(ex, sql`
      SELECT id, name, rent_total_cents AS rent, size_sq_ft AS size FROM bedrooms WHERE building_id = ${homeId} ORDER BY id`);
  return { region, comparables, own };
}
