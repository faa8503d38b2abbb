/**
 * An accepted deposit dispute (accept or adjust, docs/resolution.md): part of the
 * deposit's deductions goes back to the tenant, once per case.
 */
import type { Executor } from '../db/client.js';
import { homeManagerIds } from '../events/audiences.js';
import { recordEvent, type Actor } from '../events/record.js';
import { HttpError } from '../http/errors.js';
import { lockDeposit } from '../money/deposits-repository.js';
import { post, type Posting } from '../money/ledger.js';
import type { CaseRow } from './case-repository.js';
import { addToReturnedAmount, disputableCents, insertDisputeAdjustment } from './deposit-dispute-repository.js';
import { homeOwnerId } from './effects-repository.js';

const monthNow = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * Mirrors the return's postings (api/money/deposit-return.ts) for the amount
 * given back: on the tenant's account the deduction is credited back (−x) and the
 * money sent (+x refund), net 0 as the return itself; on the owner's account the
 * deduction they were credited shrinks by x (−x, counterparty the tenant).
 */
function disputePostings(row: CaseRow, depositId: number, lifecycleId: number, ownerId: number, amount: number, actor: Actor): Posting[] {
  const base = {
    ledgerItemType: 'bedroom security deposit' as const, periodMonth: monthNow(), buildingId: row.building_id,
    lifecycleId, depositId, actor,
  };
  const tenant = { kind: 'tenant' as const, userId: row.tenant_user_id };
  const key = `deposit-dispute:${row.id}`;
  return [
    { ...base, account: tenant, kind: 'credit', chargeType: 'reimbursement to landlord', amountCents: -amount,
      description: `Deposit deduction given back (resolution case #${row.id})`, postingKey: `${key}:tenant-credit` },
    { ...base, account: tenant, kind: 'refund', chargeType: 'security deposit', amountCents: amount,
      description: `Security deposit returned after dispute (resolution case #${row.id})`, postingKey: `${key}:tenant-refund` },
    { ...base, account: { kind: 'manager', userId: ownerId }, kind: 'charge', chargeType: 'reimbursement to landlord', amountCents: -amount,
      description: `Deposit deduction given back to the tenant (resolution case #${row.id})`, counterpartyUserId: row.tenant_user_id,
      postingKey: `${key}:manager` },
  ];
}

/**
 * Gives `amount` of the disputed deductions back: one deposit_dispute_adjustments
 * row (unique per case: a repeat is a no-op), the deposit's returned amount grows,
 * and, for a return made on the platform, the postings above. An off-platform
 * return records the adjustment only (the manager settles it, as they did the
 * return). 422 `deposit_not_disputable` when the return is not created or its
 * deductions no longer cover the amount.
 */
export async function giveBackDisputedAmount(tx: Executor, row: CaseRow, proposalId: number, amount: number, actor: Actor): Promise<number> {
  const deposit = row.deposit_id === null ? null : await lockDeposit(tx, { id: row.deposit_id });
  if (!deposit || (deposit.status !== 'deposit_return_created' && deposit.status !== 'deposit_return_created_off_platform')) {
    throw new HttpError(422, 'deposit_not_disputable', 'The deposit\'s return has not been created.');
  }
  if ((await disputableCents(tx, deposit.id)) < amount) throw new HttpError(422, 'deposit_not_disputable', 'What is left of the deposit\'s deductions does not cover that amount.');
  if (!(await insertDisputeAdjustment(tx, deposit.id, row.id, proposalId, amount))) return amount;
  await addToReturnedAmount(tx, deposit.id, amount);
  if (deposit.status === 'deposit_return_created') {
    await post(tx, disputePostings(row, deposit.id, deposit.lifecycle_id, await homeOwnerId(tx, row.building_id), amount, actor));
  }
  // The deposit's return changed: views of the deposit refresh (the case event already notifies the tenant).
  await recordEvent(tx, {
    type: 'deposit.updated', actor, buildingId: deposit.building_id,
    subject: { type: 'tenant_deposit', id: deposit.id },
    audience: [deposit.tenant_user_id, ...(await homeManagerIds(tx, deposit.building_id, 'deposit_returns'))],
    data: { deposit_id: deposit.id, lifecycle_id: deposit.lifecycle_id, status_from: deposit.status, status_to: deposit.status,
      amount_cents: deposit.amount_cents, returned_amount_cents: (deposit.returned_amount_cents ?? 0) + amount, resolution_case_id: row.id },
  });
  return amount;
}
