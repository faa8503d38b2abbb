/**
 * The SQL of deposit disputes: what of a deposit may still be disputed (opening
 * a case, open-case.ts; the tenant's options, case-options.ts) and what an
 * accepted dispute gives back (effects-deposit.ts).
 */
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../db/client.js';
import type { DepositDisputeAdjustmentsRow, TenantDepositsRow } from '../db/__generated__/rows.js';

/**
 * What of a deposit's deductions may still be disputed: the deductions less what
 * earlier disputes already gave back, so successive cases never return more than
 * was kept. The one rule behind opening a case, the tenant's options and accepting.
 */
export const disputableCentsSql = (depositId: SQL) => sql`(
  (SELECT coalesce(sum(x.amount_cents), 0) FROM deposit_return_deductions x WHERE x.deposit_id = ${depositId})
  - (SELECT coalesce(sum(a.amount_cents), 0) FROM deposit_dispute_adjustments a WHERE a.deposit_id = ${depositId}))::int`;

/** disputableCentsSql for one deposit. */
export async function disputableCents(ex: Executor, depositId: number): Promise<number> {
  const [kept] = await rows<{ cents: number }>(ex, sql`SELECT ${disputableCentsSql(sql`${depositId}::int`)} AS cents`);
  return kept?.cents ?? 0;
}

/** The lifecycle's returned deposit when what is left of its deductions covers `amount`, else null. */
export async function findDisputableDepositId(ex: Executor, lifecycleId: number, amount: number): Promise<number | null> {
  const [row] = await rows<Pick<TenantDepositsRow, 'id'>>(ex, sql`SELECT d.id FROM tenant_deposits d
    WHERE d.lifecycle_id = ${lifecycleId} AND d.status IN ('deposit_return_created','deposit_return_created_off_platform')
      AND ${disputableCentsSql(sql`d.id`)} >= ${amount}`);
  return row?.id ?? null;
}

/** The case's adjustment, once per case: false when the case already has one (a repeat). */
export async function insertDisputeAdjustment(tx: Executor, depositId: number, caseId: number, proposalId: number, amount: number): Promise<boolean> {
  const [added] = await rows<Pick<DepositDisputeAdjustmentsRow, 'id'>>(tx, sql`INSERT INTO deposit_dispute_adjustments (deposit_id, case_id, proposal_id, amount_cents)
    VALUES (${depositId}, ${caseId}, ${proposalId}, ${amount}) ON CONFLICT (case_id) DO NOTHING RETURNING id`);
  return added !== undefined;
}

/** The deposit's returned amount grows by what the dispute gave back. */
export async function addToReturnedAmount(tx: Executor, depositId: number, amount: number): Promise<void> {
  await tx.execute(sql`UPDATE tenant_deposits SET returned_amount_cents = coalesce(returned_amount_cents, 0) + ${amount}, updated_at = now()
    WHERE id = ${depositId}`);
}
