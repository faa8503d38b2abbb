import type { ManagerPermissionArea } from '../../common/enums.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { BuildingManagersRow } from '../db/__generated__/rows.js';

type UserIdRow = Pick<BuildingManagersRow, 'user_id'>;

/** The home's owner and its co-managers holding `area`, one row each. */
export async function homeManagerRows(ex: Executor, buildingId: number, area: ManagerPermissionArea): Promise<UserIdRow[]> {
  return rows<UserIdRow>(ex, sql`
    SELECT manager_user_id AS user_id FROM buildings WHERE id = ${buildingId}
    UNION
    SELECT user_id FROM building_managers WHERE building_id = ${buildingId} AND ${area} = ANY (permission_areas)`);
}

/** Tenants of the home whose lease is signed, not deactivated and not over (move-out today or later), one row each. */
export async function homeResidentRows(ex: Executor, buildingId: number): Promise<UserIdRow[]> {
  return rows<UserIdRow>(ex, sql`
    SELECT DISTINCT tenant_user_id AS user_id FROM lifecycles
    WHERE building_id = ${buildingId} AND lease_signed_at IS NOT NULL
      AND application_deactivated_at IS NULL AND move_out_date >= current_date`);
}
