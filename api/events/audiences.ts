import type { ManagerPermissionArea } from '../../common/enums.js';
import type { Executor } from '../db/client.js';
import { homeManagerRows, homeResidentRows } from './audiences-repository.js';

/**
 * The home's owner and the co-managers holding `area` (spec §6 permission areas):
 * the people a change in that area concerns on the manager's side.
 */
export async function homeManagerIds(ex: Executor, buildingId: number, area: ManagerPermissionArea): Promise<number[]> {
  return (await homeManagerRows(ex, buildingId, area)).map((r) => r.user_id);
}

/**
 * The home's residents: tenants whose lease on one of its rooms is signed, not
 * deactivated, and not over (move-out today or later).
 */
export async function homeResidentIds(ex: Executor, buildingId: number): Promise<number[]> {
  return (await homeResidentRows(ex, buildingId)).map((r) => r.user_id);
}

/** Whether `userId` lives in the home now (see homeResidentIds). */
export async function isResident(ex: Executor, userId: number, buildingId: number): Promise<boolean> {
  return (await homeResidentIds(ex, buildingId)).includes(userId);
}
