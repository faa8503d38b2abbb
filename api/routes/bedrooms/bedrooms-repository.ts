import { sql } from 'drizzle-orm';
import type { BEDROOM_FEATURES } from '../../../common/enums.js';
import { availableFromSql } from '../../db/availability.js';
import { rows, type Executor } from '../../db/client.js';
import { visibleTo } from '../buildings/buildings-repository.js';

export interface BedroomRow {
  id: number;
  building_id: number;
  name: string;
  features: (typeof BEDROOM_FEATURES)[number][];
  rent_base_cents: number;
  rent_utilities_cents: number;
  rent_platform_fee_cents: number;
  rent_total_cents: number;
  available_on: string;
  available_from: string;
  size_sq_ft: number | null;
  photo_urls: string[];
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
