import type { ManagerPermissionArea } from '../../common/enums.js';
import { rows, sql, type Executor } from '../db/client.js';

/**
 * The home's owner and the co-managers holding `area` (spec §6 permission areas):
 * the people a change in that area concerns on the manager's side.
 */
export async function homeManagerIds(ex: Executor, buildingId: number, area: ManagerPermissionArea): Promise<number[]> {
  const found = await rows<{ user_id: number }>(ex, sql`
    SELECT manager_user_id AS user_id FROM buildings WHERE id = ${buildingId}
    UNION
    SELECT user_id FROM building_managers WHERE building_id = ${buildingId} AND ${area} = ANY (permission_areas)`);
  return found.map((r) => r.user_id);
}

/**
 * The home's residents: tenants whose lease on one of its rooms is signed, not
 * deactivated, and not over (move-out today or later).
 */
export async function homeResidentIds(ex: Executor, buildingId: number): Promise<number[]> {
  const found = await rows<{ user_id: number }>(ex, sql`
    SELECT DISTINCT tenant_user_id AS user_id FROM lifecycles
    WHERE building_id = ${buildingId} AND lease_signed_at IS NOT NULL
      AND application_deactivated_at IS NULL AND move_out_date >= current_date`);
  return found.map((r) => r.user_id);
}

/** Whether `userId` lives in the home now (see homeResidentIds). */
export async function isResident(ex: Executor, userId: number, buildingId: number): Promise<boolean> {
  return (await homeResidentIds(ex, buildingId)).includes(userId);
}
