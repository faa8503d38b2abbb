import { sql } from 'drizzle-orm';
import { availableFromSql } from '../../db/availability.js';
import { rows, type Executor } from '../../db/client.js';
import { visibleTo } from '../buildings/buildings-repository.js';
import type { BedroomsRow } from '../../db/__generated__/rows.js';

export interface BedroomRow extends Pick<BedroomsRow, 'id' | 'building_id' | 'name' | 'features' | 'rent_base_cents' | 'rent_utilities_cents'
  | 'rent_platform_fee_cents' | 'available_on' | 'size_sq_ft' | 'photo_urls'> {
  rent_total_cents: NonNullable<BedroomsRow['rent_total_cents']>;
  /** availableFromSql: the first day the room is free. */
  available_from: string;
}

/** The asked-for bedrooms of homes the viewer may see (listed, or their own), by id. */
export async function findVisibleBedrooms(ex: Executor, ids: number[], viewerId: number | null, afterId: number, limit: number): Promise<BedroomRow[]> {
  return rows<BedroomRow>(ex, sql`
    SELECT r.id, r.building_id, r.name, r.features, r.rent_base_cents, r.rent_utilities_cents,
      r.rent_platform_fee_cents, r.rent_total_cents, r.available_on::text AS available_on,
      ${availableFromSql(sql`r.id`)}::text AS available_from, r.size_sq_ft, r.photo_urls
    FROM bedrooms r JOIN buildings b ON b.id = r.building_id
    WHERE r.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND r.id > ${afterId} AND ${visibleTo(viewerId)}
    ORDER BY r.id LIMIT ${limit}`);
}

/** One bedroom's row as its manager sees it right after a write (the create and change routes answer with it). */
export const findManagedBedroom = async (ex: Executor, id: number, manager: number) => (await findVisibleBedrooms(ex, [id], manager, 0, 1))[0];
