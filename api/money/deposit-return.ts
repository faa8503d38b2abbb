import type { ChargeBackCategory } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { invalidInput } from '../http/errors.js';
import { insertDeduction } from './deposit-return-repository.js';
import { changeDepositStatus, markDepositReturnReady } from './deposits.js';
import { lockDeposit, returnCreatedColumns, type DepositRow } from './deposits-repository.js';
import { post, type Posting } from './ledger.js';
import { homeManagerId } from './payment-audience-repository.js';

export interface Deduction {
  charge_back_category: ChargeBackCategory;
  amount_cents: number;
  description: string;
}

export interface DepositReturnInput {
  deductions: readonly Deduction[];
  offPlatform: boolean;
}

const monthNow = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * The tenant account's side of an on-platform return (docs/money.md signs: the
 * tenant's balance is what they owe). The paid deposit was a charge and a
 * payment that cancelled out; releasing it credits the tenant the whole deposit
 * (−amount), each deduction charges part of it back (+x), and the money sent back
 * is a refund (+(amount − deductions)). Net 0: the tenant owes nothing for the
 * deposit afterwards, and each deduction shows as its own line. The deductions are
 * the manager's (+x on the owner's account, counterparty the tenant); Hearth held
 * the deposit, so nothing else touches the manager.
 */
function returnPostings(deposit: DepositRow, deductions: { id: number; d: Deduction }[], ownerId: number, actor: Actor): Posting[] {
  const base = {
    ledgerItemType: 'bedroom security deposit' as const, periodMonth: monthNow(), buildingId: deposit.building_id,
    lifecycleId: deposit.lifecycle_id, depositId: deposit.id, actor,
  };
  const tenant = { kind: 'tenant' as const, userId: deposit.tenant_user_id };
  const kept = deductions.reduce((sum, x) => sum + x.d.amount_cents, 0);
  const postings: Posting[] = [];
  if (deposit.amount_cents > 0) {
    postings.push({ ...base, account: tenant, kind: 'credit', chargeType: 'security deposit', amountCents: -deposit.amount_cents,
      description: 'Security deposit released', postingKey: `deposit:${deposit.id}:release` });
  }
  for (const { id, d } of deductions) {
    const description = `Deposit deduction (${d.charge_back_category})${d.description ? `: ${d.description}` : ''}`;
    postings.push(
      { ...base, account: tenant, kind: 'charge', chargeType: 'reimbursement to landlord', amountCents: d.amount_cents,
        description, postingKey: `deposit-deduction:${id}:tenant` },
      { ...base, account: { kind: 'manager', userId: ownerId }, kind: 'charge', chargeType: 'reimbursement to landlord',
        amountCents: d.amount_cents, description, counterpartyUserId: deposit.tenant_user_id, postingKey: `deposit-deduction:${id}:manager` },
    );
  }
  if (deposit.amount_cents - kept > 0) {
    postings.push({ ...base, account: tenant, kind: 'refund', chargeType: 'security deposit', amountCents: deposit.amount_cents - kept,
      description: 'Security deposit returned', postingKey: `deposit:${deposit.id}:refund` });
  }
  return postings;
}

async function saveDeductions(tx: Executor, depositId: number, deductions: readonly Deduction[]) {
  const saved: { id: number; d: Deduction }[] = [];
  for (const d of deductions) {
    saved.push({ id: await insertDeduction(tx, depositId, d), d });
  }
  return saved;
}

/**
 * Creates the return of a deposit whose lease is over: an active (or held) deposit
 * first becomes deposit_return_ready, then deposit_return_created (postings above)
 * or deposit_return_created_off_platform (the manager returned it themselves:
 * deductions are recorded, nothing is posted). Deductions above the deposit: 400.
 * Other states: 422 from the transition table.
 */
export async function createDepositReturn(tx: Executor, deposit: DepositRow, input: DepositReturnInput, actor: Actor): Promise<DepositRow> {
  const kept = input.deductions.reduce((sum, d) => sum + d.amount_cents, 0);
  if (kept > deposit.amount_cents) {
    throw invalidInput({ deductions: `Deductions total ${kept} cents, more than the deposit of ${deposit.amount_cents} cents.` });
  }
  let current = deposit;
  if (current.status === 'deposit_active' || current.status === 'deposit_held_by_another_lease') {
    await markDepositReturnReady(tx, current, actor);
    current = (await lockDeposit(tx, { id: deposit.id }))!;
  }
  const to = input.offPlatform ? 'deposit_return_created_off_platform' : 'deposit_return_created';
  await changeDepositStatus(tx, current, to, actor, returnCreatedColumns(current.amount_cents - kept));
  const saved = await saveDeductions(tx, deposit.id, input.deductions);
  if (!input.offPlatform) {
    const owner = await homeManagerId(tx, deposit.building_id);
    await post(tx, returnPostings(current, saved, owner!, actor));
  }
  return (await lockDeposit(tx, { id: deposit.id }))!;
}
