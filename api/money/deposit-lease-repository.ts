import { rows, sql, type Executor } from '../db/client.js';
import type { LifecyclesRow } from '../db/__generated__/rows.js';

/** The lease a deposit is counted from: its tenant, home, move-in day and monthly base rent. */
export type DepositLeaseTerms = Pick<LifecyclesRow, 'tenant_user_id' | 'building_id' | 'move_in_date'> & { base_cents: number | null };

/**
 * The lease's snapshot of the base rent (what the tenant signed); a tenancy without
 * a lease row (imported, demo) falls back to the bedroom's current base rent.
 */
export async function depositLeaseTerms(ex: Executor, lifecycleId: number): Promise<DepositLeaseTerms | null> {
  const [row] = await rows<DepositLeaseTerms>(ex, sql`
    SELECT l.tenant_user_id, l.building_id, to_char(l.move_in_date, 'YYYY-MM-DD') AS move_in_date,
      coalesce((SELECT s.rent_base_cents FROM leases s WHERE s.lifecycle_id = l.id AND s.status <> 'voided' ORDER BY s.id DESC LIMIT 1),
        (SELECT r.rent_base_cents FROM bedrooms r WHERE r.id = l.assigned_bedroom_id)) AS base_cents
    FROM lifecycles l WHERE l.id = ${lifecycleId}`);
  return row ?? null;
}

/** Whether the lease of the deposit `depositId` is over: its move-out day, or an early vacate date, has come. */
export async function depositLeaseOver(ex: Executor, depositId: number): Promise<boolean> {
  const [row] = await rows<{ over: boolean }>(ex, sql`
    SELECT least(l.move_out_date, l.early_lease_termination_vacate_date) <= current_date AS over
    FROM tenant_deposits d JOIN lifecycles l ON l.id = d.lifecycle_id
    WHERE d.id = ${depositId}`);
  return row?.over === true;
}
