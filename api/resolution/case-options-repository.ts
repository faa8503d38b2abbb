/** The SQL of the tenant's case options (case-options.ts): their signed leases and what each allows. */
import type { ResolutionCaseKind } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { BedroomsRow, BuildingsRow, LifecyclesRow, TenantDepositsRow } from '../db/__generated__/rows.js';
import { disputableCentsSql } from './deposit-dispute-repository.js';
import { monthlyRentSql } from './monthly-rent-repository.js';

export type OptionLeaseRow = Pick<LifecyclesRow, 'building_id' | 'move_in_date' | 'move_out_date'> & {
  lifecycle_id: LifecyclesRow['id'];
  building_name: BuildingsRow['title'];
  bedroom_name: BedroomsRow['name'] | null;
  bedroom_id: LifecyclesRow['assigned_bedroom_id'];
  monthly_rent_cents: number | null;
  deposit_id: TenantDepositsRow['id'] | null;
  deposit_status: TenantDepositsRow['status'] | null;
  deductions_total_cents: number | null;
  disputable_cents: number | null;
  open_case_kinds: ResolutionCaseKind[];
};

/**
 * The tenant's signed leases, newest first: current ones, and ended ones whose
 * deposit was returned (a deposit is disputed after moving out).
 */
export function listOptionLeases(ex: Executor, userId: number): Promise<OptionLeaseRow[]> {
  return rows<OptionLeaseRow>(ex, sql`SELECT l.id AS lifecycle_id, l.building_id, b.title AS building_name, r.name AS bedroom_name,
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
}
