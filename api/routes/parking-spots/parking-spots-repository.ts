import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { visibleTo } from '../buildings/buildings-repository.js';
import type { ParkingSpotsRow } from '../../db/__generated__/rows.js';

export type ParkingSpotRow = ParkingSpotsRow;

/** The asked-for parking spots of homes the viewer may see (listed, or their own), by id. */
export async function findVisibleParkingSpots(ex: Executor, ids: number[], viewerId: number | null, afterId: number, limit: number): Promise<ParkingSpotRow[]> {
  return rows<ParkingSpotRow>(ex, sql`
    SELECT p.id, p.building_id, p.parking_type, p.parking_access, p.monthly_fee_cents
    FROM parking_spots p JOIN buildings b ON b.id = p.building_id
    WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND p.id > ${afterId} AND ${visibleTo(viewerId)}
    ORDER BY p.id LIMIT ${limit}`);
}

/** One parking spot as its manager sees it right after a write (the create and change routes answer with it). */
export const findManagedParkingSpot = async (ex: Executor, id: number, manager: number) => (await findVisibleParkingSpots(ex, [id], manager, 0, 1))[0];
