import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { visibleTo } from '../buildings/buildings-repository.js';
import type { BathroomSchema } from '../buildings/building-schemas.js';
import type { z } from 'zod';
import type { BathroomsRow } from '../../db/__generated__/rows.js';

/** The bathroom as the API shows it; `counting_weight` (numeric) is read as float8. */
export interface BathroomRow extends Omit<BathroomsRow, 'counting_weight'> {
  counting_weight: z.infer<typeof BathroomSchema>['counting_weight'];
}

/** The asked-for bathrooms of homes the viewer may see (listed, or their own), by id. */
export async function findVisibleBathrooms(ex: Executor, ids: number[], viewerId: number | null, afterId: number, limit: number): Promise<BathroomRow[]> {
  return rows<BathroomRow>(ex, sql`
    SELECT t.id, t.building_id, t.bathroom_type, t.relation, t.attached_bedroom_id, t.washer_dryer_location,
      t.washer_dryer_cost, t.counting_weight::float8 AS counting_weight
    FROM bathrooms t JOIN buildings b ON b.id = t.building_id
    WHERE t.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND t.id > ${afterId} AND ${visibleTo(viewerId)}
    ORDER BY t.id LIMIT ${limit}`);
}

/** One bathroom as its manager sees it right after a write (the create and change routes answer with it). */
export const findManagedBathroom = async (ex: Executor, id: number, manager: number) => (await findVisibleBathrooms(ex, [id], manager, 0, 1))[0];
