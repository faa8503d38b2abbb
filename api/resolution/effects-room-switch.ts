/**
 * An accepted room switch (docs/resolution.md): a `room_switch_application`
 * lifecycle for the requested bedroom, from the requested move date to the
 * current lease's move-out date, and the current lease ends on the move date.
 * Both sides agreed to it in the case, so it reaches the home's manager at once
 * (sent, with the onboarding steps the tenant already went through for the
 * current lease marked done) and goes through the lease flow from there:
 * approve, tenant signs, manager countersigns (the deposit moves when its lease
 * is signed).
 */
import type { Executor } from '../db/client.js';
import { recordApplicationEvent } from '../events/lifecycle-events.js';
import { HttpError } from '../http/errors.js';
import { settleRenterConfirmation } from '../applications/renter-confirmation.js';
import type { CaseRow } from './case-repository.js';
import { currentLeaseOf, endLeaseOn, insertRoomSwitchLifecycle, requestedBedroomTaken, roomSwitchLifecycleId } from './room-switch-repository.js';

/**
 * Refuses, before anything is written, a bedroom that was let for those dates
 * since the case was opened (a signed lease overlapping the switch) or one the
 * tenant already applied for: 409 `bedroom_taken`, so the acceptance rolls back
 * and the manager can answer with another proposal.
 */
async function requireBedroomFree(tx: Executor, row: CaseRow, from: string, to: string): Promise<void> {
  const taken = await requestedBedroomTaken(tx, row, from, to);
  if (taken?.signed) throw new HttpError(409, 'bedroom_taken', 'The requested bedroom has been let for those dates since the case was opened.');
  if (taken?.applied) throw new HttpError(409, 'bedroom_taken', 'There is already an application for the requested bedroom.');
}

export async function createRoomSwitch(tx: Executor, row: CaseRow): Promise<{ room_switch_lifecycle_id: number; vacate_date: string }> {
  const existing = await roomSwitchLifecycleId(tx, row.id);
  if (existing !== null) return { room_switch_lifecycle_id: existing, vacate_date: row.requested_move_date! };
  const current = await currentLeaseOf(tx, row);
  const moveDate = row.requested_move_date!;
  if (!current || moveDate >= current.move_out_date) {
    throw new HttpError(422, 'move_date_out_of_range', 'The move date must fall before the current lease\'s move-out date.');
  }
  await requireBedroomFree(tx, row, moveDate, current.move_out_date);
  const createdId = await insertRoomSwitchLifecycle(tx, row, current.bedroom_building_id, moveDate);
  await endLeaseOn(tx, row.lifecycle_id, moveDate);
  await recordApplicationEvent(tx, 'application.sent', { id: createdId, buildingId: current.bedroom_building_id, tenantUserId: row.tenant_user_id },
    { role: 'tenant', userId: row.tenant_user_id });
  // It has no confirmation questions: nothing holds the tenant on /renter-confirmation for it.
  await settleRenterConfirmation(tx, row.tenant_user_id);
  return { room_switch_lifecycle_id: createdId, vacate_date: moveDate };
}
