import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../../db/client.js';
import type { Cursor } from '../../../http/cursor.js';
import { selectBuildings, visibleTo, type BuildingRow } from '../../buildings/buildings-repository.js';
import type { SavedBuildingsRow } from '../../../db/__generated__/rows.js';

export type SavedBuildingRow = BuildingRow & Pick<SavedBuildingsRow, 'saved_at'>;

// Microseconds are kept: two saves in the same millisecond must still page apart.
const SAVED_AT = sql`to_char(sb.saved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A user's saved homes, most recently saved first, in one query. A home its
 * manager has since unlisted drops out of the list (the save is kept, so it
 * comes back if the home is listed again).
 */
export async function listSavedBuildings(ex: Executor, userId: number, after: Cursor | null, limit: number): Promise<SavedBuildingRow[]> {
  const keyset = after ? sql`AND (sb.saved_at, sb.building_id) < (${after.key}::timestamptz, ${after.id}::int)` : sql``;
  return rows<SavedBuildingRow>(ex, sql`${selectBuildings(userId, sql`, ${SAVED_AT} AS saved_at`)}
    JOIN saved_buildings sb ON sb.building_id = b.id AND sb.user_id = ${userId}
    WHERE ${visibleTo(userId)} ${keyset}
    ORDER BY sb.saved_at DESC, sb.building_id DESC
    LIMIT ${limit}`);
}

/** Saves a home (again): the first save's time is kept. Returns that time. */
export async function saveBuilding(ex: Executor, userId: number, buildingId: number): Promise<string> {
  await ex.execute(sql`
    INSERT INTO saved_buildings (user_id, building_id) VALUES (${userId}, ${buildingId})
    ON CONFLICT (user_id, building_id) DO NOTHING`);
  // A separate statement, so it also sees a save that a concurrent request just committed.
  const [row] = await rows<Pick<SavedBuildingsRow, 'saved_at'>>(ex, sql`
    SELECT to_char(saved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS saved_at
    FROM saved_buildings WHERE user_id = ${userId} AND building_id = ${buildingId}`);
  // Gone only if the same user's DELETE raced in between; the save did happen just now.
  return row?.saved_at ?? new Date().toISOString();
}

export async function unsaveBuilding(ex: Executor, userId: number, buildingId: number): Promise<void> {
  await ex.execute(sql`DELETE FROM saved_buildings WHERE user_id = ${userId} AND building_id = ${buildingId}`);
}
