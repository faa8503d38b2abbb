/**
 * The SQL of room switches: which bedrooms a tenant may switch to (opening a
 * case, open-case.ts; the tenant's options, case-options.ts) and the switch an
 * accepted case creates (effects-room-switch.ts).
 */
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../db/client.js';
import type { BedroomsRow, LifecyclesRow } from '../db/__generated__/rows.js';
import type { CaseRow } from './case-repository.js';

/**
 * The room-switch rule, in one place for opening a case, the tenant's options
 * and accepting: nothing holds the bedroom over [from, to), by the listings'
 * availability rule (migration 0022 `bedroom_held_during`): a signed lease,
 * deactivated or not, as the lifecycles exclusion constraint (0004) that signing
 * will meet counts them, or an approved application. The bedroom of the
 * tenant's own lease is no switch at all.
 */
const bedroomFreeSql = (bedroomId: SQL, from: SQL, to: SQL, ownLifecycleId: number) => sql`NOT EXISTS (
  SELECT 1 FROM bedroom_held_spans(${bedroomId}) held WHERE held && daterange(${from}, ${to}))
  AND NOT EXISTS (SELECT 1 FROM lifecycles own WHERE own.id = ${ownLifecycleId} AND own.assigned_bedroom_id = ${bedroomId})`;

/** The lease a switch leaves: its home, its bedroom, its move-out date. */
export type SwitchFromLease = Pick<LifecyclesRow, 'id' | 'building_id' | 'assigned_bedroom_id' | 'move_out_date'>;

/** The other bedrooms of the lease's home that are free from today to its move-out date. */
export function switchableBedrooms(ex: Executor, lease: SwitchFromLease): Promise<Pick<BedroomsRow, 'id' | 'name'>[]> {
  return rows<Pick<BedroomsRow, 'id' | 'name'>>(ex, sql`SELECT r.id, r.name FROM bedrooms r
    WHERE r.building_id = ${lease.building_id} AND r.id IS DISTINCT FROM ${lease.assigned_bedroom_id}::int
      AND ${bedroomFreeSql(sql`r.id`, sql`current_date`, sql`${lease.move_out_date}::date`, lease.id)}
    ORDER BY r.name, r.id`);
}

/** Another bedroom of the same home that no signed lease holds over [move date, move-out). */
export async function bedroomIsSwitchable(ex: Executor, lease: SwitchFromLease, bedroomId: number, from: string): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(ex, sql`SELECT EXISTS (SELECT 1 FROM bedrooms r
    WHERE r.id = ${bedroomId} AND r.building_id = ${lease.building_id} AND r.id IS DISTINCT FROM ${lease.assigned_bedroom_id}::int
      AND ${bedroomFreeSql(sql`r.id`, sql`${from}::date`, sql`${lease.move_out_date}::date`, lease.id)}) AS ok`);
  return row?.ok ?? false;
}

/**
 * Whether the case's requested bedroom was let over [from, to) (`signed`), and
 * whether the tenant already has an application for it in progress (`applied`).
 */
export async function requestedBedroomTaken(tx: Executor, row: CaseRow, from: string, to: string): Promise<{ signed: boolean; applied: boolean } | null> {
  const [taken] = await rows<{ signed: boolean; applied: boolean }>(tx, sql`SELECT
    NOT ${bedroomFreeSql(sql`${row.requested_bedroom_id}::int`, sql`${from}::date`, sql`${to}::date`, row.lifecycle_id)} AS signed,
    EXISTS (SELECT 1 FROM lifecycles WHERE assigned_bedroom_id = ${row.requested_bedroom_id} AND tenant_user_id = ${row.tenant_user_id}
      AND application_deactivated_at IS NULL AND application_lost_at IS NULL AND lease_signed_at IS NULL) AS applied`);
  return taken ?? null;
}

/** The switch lifecycle the case already created, if any. */
export async function roomSwitchLifecycleId(tx: Executor, caseId: number): Promise<number | null> {
  const [existing] = await rows<Pick<LifecyclesRow, 'id'>>(tx, sql`SELECT id FROM lifecycles WHERE resolution_case_id = ${caseId}`);
  return existing?.id ?? null;
}

/** The current lease's move-out date, with the home of the requested bedroom. */
export type CurrentLease = Pick<LifecyclesRow, 'move_out_date'> & { bedroom_building_id: BedroomsRow['building_id'] };

export async function currentLeaseOf(tx: Executor, row: CaseRow): Promise<CurrentLease | null> {
  const [current] = await rows<CurrentLease>(tx, sql`SELECT l.move_out_date::text AS move_out_date, r.building_id AS bedroom_building_id
    FROM lifecycles l, bedrooms r WHERE l.id = ${row.lifecycle_id} AND r.id = ${row.requested_bedroom_id}`);
  return current ?? null;
}

/**
 * The `room_switch_application` lifecycle, sent to the manager at once; returns
 * its id. Pets and guarantor are copied in SQL, so the pets array never goes
 * through a text literal. The references and financial steps were done for the
 * current lease; the case is the confirmation.
 */
export async function insertRoomSwitchLifecycle(tx: Executor, row: CaseRow, buildingId: number, moveDate: string): Promise<number> {
  const [created] = await rows<Pick<LifecyclesRow, 'id'>>(tx, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, application_type, move_in_date, move_out_date,
      pets, guarantor_name, guarantor_email, application_signed_at, resolution_case_id,
      lifecycle_tenant_references_step_completed_at, tenant_financial_qualifications_step_completed_at,
      application_completed_at, sent_to_manager_at)
    SELECT ${row.tenant_user_id}, ${buildingId}, ${row.requested_bedroom_id}, 'room_switch_application', ${moveDate}::date,
      move_out_date, pets, guarantor_name, guarantor_email, now(), ${row.id},
      coalesce(lifecycle_tenant_references_step_completed_at, now()), coalesce(tenant_financial_qualifications_step_completed_at, now()),
      now(), now()
    FROM lifecycles WHERE id = ${row.lifecycle_id}
    RETURNING id`);
  return created!.id;
}

/** The current lease ends on the move date. */
export async function endLeaseOn(tx: Executor, lifecycleId: number, moveDate: string): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET early_lease_termination_vacate_date = ${moveDate}::date, updated_at = now()
    WHERE id = ${lifecycleId}`);
}
