/**
 * GET /me/resolution-case-options: the tenant's signed leases and what each
 * allows, so the "open a case" form offers only what POST /resolution-cases
 * would take. Current leases, and ended ones whose deposit was returned (a
 * deposit is disputed after moving out).
 */
import { z } from 'zod';
import { SECURITY_DEPOSIT_STATUSES, type SecurityDepositStatus } from '../../common/money.js';
import { RESOLUTION_CASE_KINDS, type ResolutionCaseKind } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import { bedroomFreeSql } from './bedroom-free.js';
import { disputableCentsSql } from './effects-deposit.js';
import { monthlyRentSql } from './monthly-rent.js';

export const CaseOptionSchema = z.object({
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  bedroom_name: z.string().nullable(),
  move_in_date: z.string(),
  move_out_date: z.string(),
  monthly_rent_cents: z.number().int().nullable(),
  switchable_bedrooms: z.array(z.object({ id: z.number().int(), name: z.string() }))
    .describe('Bedrooms of the same home no signed lease holds from today to the move-out date.'),
  deposit: z.object({
    id: z.number().int(), status: z.enum(SECURITY_DEPOSIT_STATUSES), deductions_total_cents: z.number().int(),
    disputable_cents: z.number().int().describe('Deductions less what earlier disputes gave back: the most a new dispute may ask for.'),
  }).nullable(),
  open_case_kinds: z.array(z.enum(RESOLUTION_CASE_KINDS)).describe('Kinds with a case in progress on this lease (a second one answers 409).'),
});
export type CaseOption = z.infer<typeof CaseOptionSchema>;

interface LeaseRow {
  lifecycle_id: number; building_id: number; building_name: string; bedroom_name: string | null; bedroom_id: number | null;
  move_in_date: string; move_out_date: string; monthly_rent_cents: number | null;
  deposit_id: number | null; deposit_status: SecurityDepositStatus | null; deductions_total_cents: number | null; disputable_cents: number | null; open_case_kinds: ResolutionCaseKind[];
}

export async function caseOptions(ex: Executor, userId: number): Promise<CaseOption[]> {
  const leases = await rows<LeaseRow>(ex, sql`SELECT l.id AS lifecycle_id, l.building_id, b.title AS building_name, r.name AS bedroom_name,
      l.assigned_bedroom_id AS bedroom_id, l.move_in_date::text AS move_in_date, l.move_out_date::text AS move_out_date,
      (${monthlyRentSql(sql`l.id`)})::int AS monthly_rent_cents, d.id AS deposit_id, d.status AS deposit_status,
      (SELECT coalesce(sum(x.amount_cents), 0)::int FROM deposit_return_deductions x WHERE x.deposit_id = d.id) AS deductions_total_cents,
      ${disputableCentsSql(sql`d.id`)} AS disputable_cents,
      ARRAY(SELECT c.kind FROM resolution_cases c WHERE c.lifecycle_id = l.id AND c.status NOT IN ('resolved','closed') ORDER BY c.kind) AS open_case_kinds
    FROM lifecycles l JOIN buildings b ON b.id = l.building_id LEFT JOIN bedrooms r ON r.id = l.assigned_bedroom_id
      LEFT JOIN tenant_deposits d ON d.lifecycle_id = l.id
    WHERE l.tenant_user_id = ${userId} AND l.lease_signed_at IS NOT NULL
      AND (l.move_out_date > current_date OR d.status IN ('deposit_return_created','deposit_return_created_off_platform'))
    ORDER BY l.move_in_date DESC, l.id DESC`);
  const out: CaseOption[] = [];
  for (const lease of leases) {
    out.push({
      lifecycle_id: lease.lifecycle_id, building_id: lease.building_id, building_name: lease.building_name, bedroom_name: lease.bedroom_name,
      move_in_date: lease.move_in_date, move_out_date: lease.move_out_date, monthly_rent_cents: lease.monthly_rent_cents,
      switchable_bedrooms: await switchableBedrooms(ex, lease),
      deposit: lease.deposit_id === null ? null : {
        id: lease.deposit_id, status: lease.deposit_status!,
        deductions_total_cents: lease.deductions_total_cents ?? 0, disputable_cents: lease.disputable_cents ?? 0,
      },
      open_case_kinds: lease.open_case_kinds,
    });
  }
  return out;
}

/** The bedrooms open-case.ts bedroomIsSwitchable accepts, from today. */
function switchableBedrooms(ex: Executor, lease: LeaseRow): Promise<{ id: number; name: string }[]> {
  if (lease.move_out_date <= new Date().toISOString().slice(0, 10)) return Promise.resolve([]);
  return rows<{ id: number; name: string }>(ex, sql`SELECT r.id, r.name FROM bedrooms r
    WHERE r.building_id = ${lease.building_id} AND r.id IS DISTINCT FROM ${lease.bedroom_id}::int
      AND ${bedroomFreeSql(sql`r.id`, sql`current_date`, sql`${lease.move_out_date}::date`, lease.lifecycle_id)}
    ORDER BY r.name, r.id`);
}
