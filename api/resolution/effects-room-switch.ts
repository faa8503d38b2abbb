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
import { rows, sql, type Executor } from '../db/client.js';
import { recordApplicationEvent } from '../events/lifecycle-events.js';
import { HttpError } from '../http/errors.js';
import { settleRenterConfirmation } from '../applications/renter-confirmation.js';
import { bedroomFreeSql } from './bedroom-free.js';
import type { CaseRow } from './case-core.js';

interface CurrentLease {
  move_out_date: string;
  bedroom_building_id: number;
}

/**
 * Refuses, before anything is written, a bedroom that was let for those dates
 * since the case was opened (a signed lease overlapping the switch) or one the
 * tenant already applied for: 409 `bedroom_taken`, so the acceptance rolls back
 * and the manager can answer with another proposal.
 */
async function requireBedroomFree(tx: Executor, row: CaseRow, from: string, to: string): Promise<void> {
  const [taken] = await rows<{ signed: boolean; applied: boolean }>(tx, sql`SELECT
    NOT ${bedroomFreeSql(sql`${row.requested_bedroom_id}::int`, sql`${from}::date`, sql`${to}::date`, row.lifecycle_id)} AS signed,
    EXISTS (SELECT 1 FROM lifecycles WHERE assigned_bedroom_id = ${row.requested_bedroom_id} AND tenant_user_id = ${row.tenant_user_id}
      AND application_deactivated_at IS NULL AND application_lost_at IS NULL AND lease_signed_at IS NULL) AS applied`);
  if (taken?.signed) throw new HttpError(409, 'bedroom_taken', 'The requested bedroom has been let for those dates since the case was opened.');
  if (taken?.applied) throw new HttpError(409, 'bedroom_taken', 'There is already an application for the requested bedroom.');
}

export async function createRoomSwitch(tx: Executor, row: CaseRow): Promise<{ room_switch_lifecycle_id: number; vacate_date: string }> {
  const [existing] = await rows<{ id: number }>(tx, sql`SELECT id FROM lifecycles WHERE resolution_case_id = ${row.id}`);
  if (existing) return { room_switch_lifecycle_id: existing.id, vacate_date: row.requested_move_date! };
  const [current] = await rows<CurrentLease>(tx, sql`SELECT l.move_out_date::text AS move_out_date, r.building_id AS bedroom_building_id
    FROM lifecycles l, bedrooms r WHERE l.id = ${row.lifecycle_id} AND r.id = ${row.requested_bedroom_id}`);
  const moveDate = row.requested_move_date!;
  if (!current || moveDate >= current.move_out_date) {
    throw new HttpError(422, 'move_date_out_of_range', 'The move date must fall before the current lease\'s move-out date.');
  }
  await requireBedroomFree(tx, row, moveDate, current.move_out_date);
  // Pets and guarantor are copied in SQL, so the pets array never goes through a text literal.
  // The references and financial steps were done for the current lease; the case is the confirmation.
  const [created] = await rows<{ id: number }>(tx, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, application_type, move_in_date, move_out_date,
      pets, guarantor_name, guarantor_email, application_signed_at, resolution_case_id,
      lifecycle_tenant_references_step_completed_at, tenant_financial_qualifications_step_completed_at,
      application_completed_at, sent_to_manager_at)
    SELECT ${row.tenant_user_id}, ${current.bedroom_building_id}, ${row.requested_bedroom_id}, 'room_switch_application', ${moveDate}::date,
      move_out_date, pets, guarantor_name, guarantor_email, now(), ${row.id},
      coalesce(lifecycle_tenant_references_step_completed_at, now()), coalesce(tenant_financial_qualifications_step_completed_at, now()),
      now(), now()
    FROM lifecycles WHERE id = ${row.lifecycle_id}
    RETURNING id`);
  await tx.execute(sql`UPDATE lifecycles SET early_lease_termination_vacate_date = ${moveDate}::date, updated_at = now()
    WHERE id = ${row.lifecycle_id}`);
  await recordApplicationEvent(tx, 'application.sent', { id: created!.id, buildingId: current.bedroom_building_id, tenantUserId: row.tenant_user_id },
    { role: 'tenant', userId: row.tenant_user_id });
  // It has no confirmation questions: nothing holds the tenant on /renter-confirmation for it.
  await settleRenterConfirmation(tx, row.tenant_user_id);
  return { room_switch_lifecycle_id: created!.id, vacate_date: moveDate };
}
