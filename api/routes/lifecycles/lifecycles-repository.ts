import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { homesManagedIn } from '../../db/managed-homes.js';
import type { ApplicationType, PetOption } from '../../../common/enums.js';
import { MANAGER_LEASE_SIGNED_AT } from '../leases/leases-repository.js';
import type { BuildingsRow, LeasesRow, LifecyclesRow } from '../../db/__generated__/rows.js';

/** A lifecycle as SELECT_LIFECYCLES reads it (dates as text, timestamps as ISO strings). */
export interface LifecycleRow extends Pick<LifecyclesRow, 'id' | 'tenant_user_id' | 'building_id' | 'assigned_bedroom_id' | 'application_type'
  | 'move_in_date' | 'move_out_date' | 'pets' | 'guarantor_name' | 'guarantor_email' | 'promo_code' | 'application_signed_at'
  | 'application_completed_at' | 'application_fee_paid_at' | 'application_deactivated_at' | 'deactivation_reason' | 'application_lost_at'
  | 'lease_signed_at' | 'lifecycle_tenant_references_step_completed_at' | 'tenant_financial_qualifications_step_completed_at'
  | 'guarantor_financial_qualifications_step_completed_at' | 'sent_to_manager_at' | 'finalized_at' | 'created_at'
  // Lifecycle actions (migration 0009, api/routes/lifecycles/README.md).
  | 'approved_at' | 'denied_at' | 'denial_reason' | 'renewal_requested_at' | 'renewal_started_at' | 'renewal_rent_cents'
  | 'renewal_offer_declined_at' | 'non_renewal_at' | 'relocation_requested_at' | 'early_lease_termination_vacate_date'
  | 'occupant_addendum_attachment_uris'> {
  application_type: ApplicationType;
  pets: PetOption[];
  // jsonb, in the shapes the lifecycle actions write.
  lease_negotiation_parameters: LeaseNegotiationParameters | null;
  lease_negotiation: LeaseNegotiation | null;
  /** The manager's countersignature on the lifecycle's lease (spec §3 manager_bedroom_lease.signed_at). */
  manager_lease_signed_at: LeasesRow['manager_signed_at'];
}

export interface LeaseNegotiationParameters {
  earliest_move_in_date: string;
  latest_move_in_date: string;
  min_lease_months: number;
  max_lease_months: number;
  min_rent_cents: number;
}

export interface LeaseNegotiation {
  move_in_date: string;
  lease_months: number;
  rent_cents: number;
  proposed_at: string;
}

const TIMESTAMPS = [
  'application_signed_at', 'application_completed_at', 'application_fee_paid_at', 'application_deactivated_at',
  'application_lost_at', 'lease_signed_at', 'lifecycle_tenant_references_step_completed_at',
  'tenant_financial_qualifications_step_completed_at', 'guarantor_financial_qualifications_step_completed_at',
  'sent_to_manager_at', 'finalized_at', 'created_at',
  'approved_at', 'denied_at', 'renewal_requested_at', 'renewal_started_at', 'renewal_offer_declined_at',
  'non_renewal_at', 'relocation_requested_at',
] as const;

// manager_lease_signed_at: when the manager countersigned the lifecycle's lease,
// one expression from slice 4C (MANAGER_LEASE_SIGNED_AT, api/routes/leases/).

/** Every column a Lifecycle DTO needs, from `lifecycles l`; callers add WHERE, ORDER BY and LIMIT. */
export const SELECT_LIFECYCLES = sql`
  SELECT l.id, l.tenant_user_id, l.building_id, l.assigned_bedroom_id, l.application_type,
    l.move_in_date::text AS move_in_date, l.move_out_date::text AS move_out_date, l.pets,
    l.guarantor_name, l.guarantor_email, l.promo_code, l.deactivation_reason,
    l.denial_reason, l.renewal_rent_cents, l.early_lease_termination_vacate_date::text AS early_lease_termination_vacate_date,
    l.occupant_addendum_attachment_uris, l.lease_negotiation_parameters, l.lease_negotiation,
    ${isoOf(MANAGER_LEASE_SIGNED_AT)} AS manager_lease_signed_at,
    ${sql.join(TIMESTAMPS.map((name) => sql`${isoOf(sql.raw(`l.${name}`))} AS ${sql.raw(name)}`), sql`, `)}
  FROM lifecycles l`;

export async function selectLifecycles(ex: Executor, where: SQL): Promise<LifecycleRow[]> {
  return rows<LifecycleRow>(ex, sql`${SELECT_LIFECYCLES} ${where}`);
}

/**
 * The homes whose lifecycles a manager sees and acts on: those they own, and those
 * they co-manage with the leasing permission area (spec §3/§6).
 */
export const managedHomeIds = (managerUserId: number) => sql`(${homesManagedIn(managerUserId, 'leasing')})`;

/** Who is reading: an applicant reads their own lifecycles, a manager those of the homes they manage. */
export type LifecycleReader = { tenantUserId: number } | { managerUserId: number };

export interface LifecycleFilters {
  ids?: number[];
  is_finalized?: boolean;
  is_deactivated?: boolean;
  is_sent_to_manager?: boolean;
  /** Only lifecycles on these homes. */
  building_ids?: number[];
}

function readerCondition(reader: LifecycleReader): SQL {
  return 'tenantUserId' in reader
    ? sql`l.tenant_user_id = ${reader.tenantUserId}`
    : sql`l.building_id IN ${managedHomeIds(reader.managerUserId)}`;
}

const flag = (column: string, value: boolean | undefined) =>
  value === undefined ? null : sql`(${sql.raw(column)} IS NOT NULL) = ${value}`;

/** A page of lifecycles the reader may see, newest first (keyset on id, descending). */
export async function listLifecycles(
  ex: Executor, reader: LifecycleReader, filters: LifecycleFilters, beforeId: number | null, limit: number,
): Promise<LifecycleRow[]> {
  const conditions = [
    readerCondition(reader),
    filters.ids ? sql`l.id IN (${sql.join(filters.ids.map((id) => sql`${id}`), sql`, `)})` : null,
    flag('l.finalized_at', filters.is_finalized),
    flag('l.application_deactivated_at', filters.is_deactivated),
    flag('l.sent_to_manager_at', filters.is_sent_to_manager),
    filters.building_ids ? sql`l.building_id = ANY(${`{${filters.building_ids.join(',')}}`}::int[])` : null,
    beforeId === null ? null : sql`l.id < ${beforeId}`,
  ].filter((c): c is SQL => c !== null);
  return selectLifecycles(ex, sql`WHERE ${sql.join(conditions, sql` AND `)} ORDER BY l.id DESC LIMIT ${limit}`);
}

/**
 * The applicant's own lifecycle, or null (also for someone else's, so nobody
 * learns it exists). `forUpdate` locks the row for the rest of the transaction, so
 * two writes about one application take turns.
 */
export async function findOwnLifecycle(ex: Executor, id: number, tenantUserId: number, forUpdate = false): Promise<LifecycleRow | null> {
  const [row] = await selectLifecycles(ex, sql`WHERE l.id = ${id} AND l.tenant_user_id = ${tenantUserId}
    ${forUpdate ? sql`FOR UPDATE` : sql``}`);
  return row ?? null;
}

/** A lifecycle with the manager of its home, for writes by that manager or by staff. */
export async function findLifecycleWithManager(ex: Executor, id: number): Promise<(LifecycleRow & { manager_user_id: number }) | null> {
  const [row] = await rows<LifecycleRow & Pick<BuildingsRow, 'manager_user_id'>>(ex, sql`
    SELECT x.*, b.manager_user_id FROM (${SELECT_LIFECYCLES} WHERE l.id = ${id}) x
    JOIN buildings b ON b.id = x.building_id`);
  return row ?? null;
}
