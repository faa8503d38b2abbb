import { sql, type SQL } from 'drizzle-orm';
import type { ManagerPermissionArea } from '../../../../common/enums.js';
import { rows, type Executor } from '../../../db/client.js';
import type { BuildingManagersRow, UsersRow } from '../../../db/__generated__/rows.js';

export interface CoManagerRow extends Pick<BuildingManagersRow, 'building_id' | 'user_id' | 'permission_areas'>, Pick<UsersRow, 'email' | 'first_name' | 'last_name'> {
  added_at: BuildingManagersRow['created_at'];
}

/** Ids of the homes `userId` owns or co-manages in any area (the manager's own list of homes). */
export const homesManagedAnyArea = (userId: number): SQL => sql`
  SELECT id FROM buildings WHERE manager_user_id = ${userId}
  UNION SELECT building_id FROM building_managers WHERE user_id = ${userId}`;

/**
 * Whether `userId` may act on `buildingId` in `area` (spec §3/§6 manager permission
 * areas). The owner may do everything; a co-manager only what they were granted.
 * Other slices call this before any manager action on a home.
 */
export async function managerCan(ex: Executor, userId: number, buildingId: number, area: ManagerPermissionArea): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(ex, sql`
    SELECT EXISTS (SELECT 1 FROM buildings WHERE id = ${buildingId} AND manager_user_id = ${userId})
        OR EXISTS (SELECT 1 FROM building_managers WHERE building_id = ${buildingId} AND user_id = ${userId}
                   AND ${area} = ANY (permission_areas)) AS ok`);
  return row.ok;
}

/** Homes a user co-manages, with the areas granted on each (for lists of "my homes" in other slices). */
export async function coManagedBuildingIds(ex: Executor, userId: number, area: ManagerPermissionArea): Promise<number[]> {
  const found = await rows<Pick<BuildingManagersRow, 'building_id'>>(ex, sql`
    SELECT building_id FROM building_managers WHERE user_id = ${userId} AND ${area} = ANY (permission_areas) ORDER BY building_id`);
  return found.map((r) => r.building_id);
}

export async function listCoManagers(ex: Executor, buildingId: number): Promise<CoManagerRow[]> {
  return rows<CoManagerRow>(ex, sql`
    SELECT m.building_id, m.user_id, u.email, u.first_name, u.last_name, m.permission_areas,
      to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS added_at
    FROM building_managers m JOIN users u ON u.id = m.user_id WHERE m.building_id = ${buildingId} ORDER BY m.created_at, m.user_id`);
}

export async function findUserByEmail(ex: Executor, email: string): Promise<{ id: number; first_name: string } | null> {
  const [row] = await rows<Pick<UsersRow, 'id' | 'first_name'>>(ex, sql`SELECT id, first_name FROM users WHERE lower(email) = lower(${email})`);
  return row ?? null;
}

/** Adds or replaces a co-manager's areas; the user also gains the manager role so they can switch to it. */
export async function upsertCoManager(ex: Executor, buildingId: number, userId: number, areas: readonly string[], addedBy: number): Promise<void> {
  await ex.execute(sql`
    INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
    VALUES (${buildingId}, ${userId}, ARRAY[${sql.join(areas.map((a) => sql`${a}`), sql`, `)}]::text[], ${addedBy})
    ON CONFLICT (building_id, user_id) DO UPDATE SET permission_areas = EXCLUDED.permission_areas`);
  await addManagerRole(ex, userId);
}

export async function addManagerRole(ex: Executor, userId: number): Promise<void> {
  await ex.execute(sql`UPDATE users SET roles = array_append(roles, 'manager'), updated_at = now()
    WHERE id = ${userId} AND NOT ('manager' = ANY (roles))`);
}

export async function deleteCoManager(ex: Executor, buildingId: number, userId: number): Promise<boolean> {
  const gone = await rows<Pick<BuildingManagersRow, 'user_id'>>(ex, sql`DELETE FROM building_managers WHERE building_id = ${buildingId} AND user_id = ${userId} RETURNING user_id`);
  return gone.length > 0;
}
