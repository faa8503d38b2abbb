import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import type { LifecycleDto } from './lifecycle-dto.js';

export interface LifecycleRow {
  id: number;
  tenant_user_id: number;
  building_id: number;
  assigned_bedroom_id: number | null;
  application_type: LifecycleDto['application_type'];
  move_in_date: string;
  move_out_date: string;
  pets: LifecycleDto['pets'];
  guarantor_name: string | null;
  guarantor_email: string | null;
  promo_code: string | null;
  application_signed_at: string | null;
  application_completed_at: string | null;
  application_fee_paid_at: string | null;
  application_deactivated_at: string | null;
  deactivation_reason: string | null;
  application_lost_at: string | null;
  lease_signed_at: string | null;
  lifecycle_tenant_references_step_completed_at: string | null;
  tenant_financial_qualifications_step_completed_at: string | null;
  guarantor_financial_qualifications_step_completed_at: string | null;
  sent_to_manager_at: string | null;
  finalized_at: string | null;
  created_at: string;
}

/** A timestamp column as ISO 8601 UTC text, the same on PGlite and node-postgres. */
export const isoOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const TIMESTAMPS = [
  'application_signed_at', 'application_completed_at', 'application_fee_paid_at', 'application_deactivated_at',
  'application_lost_at', 'lease_signed_at', 'lifecycle_tenant_references_step_completed_at',
  'tenant_financial_qualifications_step_completed_at', 'guarantor_financial_qualifications_step_completed_at',
  'sent_to_manager_at', 'finalized_at', 'created_at',
] as const;

/** Every column a Lifecycle DTO needs, from `lifecycles l`; callers add WHERE, ORDER BY and LIMIT. */
export const SELECT_LIFECYCLES = sql`
  SELECT l.id, l.tenant_user_id, l.building_id, l.assigned_bedroom_id, l.application_type,
    l.move_in_date::text AS move_in_date, l.move_out_date::text AS move_out_date, l.pets,
    l.guarantor_name, l.guarantor_email, l.promo_code, l.deactivation_reason,
    ${sql.join(TIMESTAMPS.map((name) => sql`${isoOf(sql.raw(`l.${name}`))} AS ${sql.raw(name)}`), sql`, `)}
  FROM lifecycles l`;

/** Spec §4 "application activity", as SQL over `lifecycles l`. */
export const IS_ACTIVE = sql`(l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL)`;

export async function selectLifecycles(ex: Executor, where: SQL): Promise<LifecycleRow[]> {
  return rows<LifecycleRow>(ex, sql`${SELECT_LIFECYCLES} ${where}`);
}

/** Who is reading: an applicant reads their own lifecycles, a manager those of the homes they manage. */
export type LifecycleReader = { tenantUserId: number } | { managerUserId: number };

export interface LifecycleFilters {
  ids?: number[];
  is_finalized?: boolean;
  is_deactivated?: boolean;
  is_sent_to_manager?: boolean;
}

function readerCondition(reader: LifecycleReader): SQL {
  return 'tenantUserId' in reader
    ? sql`l.tenant_user_id = ${reader.tenantUserId}`
    : sql`l.building_id IN (SELECT b.id FROM buildings b WHERE b.manager_user_id = ${reader.managerUserId})`;
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
  const [row] = await rows<LifecycleRow & { manager_user_id: number }>(ex, sql`
    SELECT x.*, b.manager_user_id FROM (${SELECT_LIFECYCLES} WHERE l.id = ${id}) x
    JOIN buildings b ON b.id = x.building_id`);
  return row ?? null;
}
