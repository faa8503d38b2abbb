import { sql, type Executor } from '../../db/client.js';

/**
 * Voids the lease of a lifecycle that is not fully signed, when its application
 * ends (withdrawn, denied, deactivated): the tenant can no longer sign it, and a
 * later approval prepares a fresh one. A countersigned lease is never voided here
 * (ending a signed lease is lease termination, another flow). Returns whether one
 * was voided. Run it in the transaction that ends the application.
 */
export async function voidOpenLease(tx: Executor, lifecycleId: number): Promise<boolean> {
  const result = (await tx.execute(sql`UPDATE leases SET status = 'voided', voided_at = now(), updated_at = now()
    WHERE lifecycle_id = ${lifecycleId} AND status IN ('prepared','tenant_signed') RETURNING id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
