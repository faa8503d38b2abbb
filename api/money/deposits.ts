import type { SQL } from 'drizzle-orm';
import { MONEY_RULES, type SecurityDepositStatus } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import { assertDepositTransition } from '../domain/money/deposit-status.js';
import { homeManagerIds } from '../events/audiences.js';
import { recordEvent, type Actor } from '../events/record.js';
import { HttpError } from '../http/errors.js';
import { depositLeaseOver, depositLeaseTerms, type DepositLeaseTerms } from './deposit-lease-repository.js';
import {
  depositIdOfInvoice, heldByColumns, insertDeposit, insertDepositHistory, lockDeposit, setDepositInvoice, setDepositStatus,
  type DepositRow,
} from './deposits-repository.js';
import { createInvoice } from './invoices.js';

/**
 * Security deposits (spec §4, docs/money.md): one tenant_deposits row per
 * lifecycle, moved only through the transition table
 * (api/domain/money/deposit-status.ts), each move with a history row and a
 * `deposit.updated` event, in the caller's transaction. The return itself
 * (postings, deductions) is in deposit-return.ts; the SQL in deposits-repository.ts.
 */

const AUTOMATIC: Actor = { role: 'automatic', userId: null };

export const depositSourceKey = (lifecycleId: number) => `deposit:${lifecycleId}`;

const today = () => new Date().toISOString().slice(0, 10);
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * Opens the lifecycle's deposit (status no_deposit) and bills it: amount =
 * securityDepositMonths × monthly base rent, one invoice (source_key
 * deposit:<lifecycle id>) due on the move-in day (today if that has passed).
 * Idempotent: a second call returns the deposit already there and bills nothing.
 * Called by the lease signing, in the signature's transaction.
 */
export async function openDeposit(tx: Executor, lifecycleId: number, actor: Actor = AUTOMATIC): Promise<DepositRow> {
  const existing = await lockDeposit(tx, { lifecycleId });
  if (existing) return existing;
  const terms = await depositLeaseTerms(tx, lifecycleId);
  if (!terms) throw new Error(`openDeposit: no lifecycle ${lifecycleId}`);
  const amount = Math.round(MONEY_RULES.securityDepositMonths * (terms.base_cents ?? 0));
  const created = await insertDeposit(tx, {
    lifecycleId, tenantUserId: terms.tenant_user_id, buildingId: terms.building_id, amountCents: amount,
  });
  if (created !== null) {
    await insertDepositHistory(tx, created, null, 'no_deposit', actor);
    if (amount > 0) await billDeposit(tx, created, lifecycleId, terms, amount, actor);
  }
  return (await lockDeposit(tx, { lifecycleId }))!;
}

async function billDeposit(tx: Executor, depositId: number, lifecycleId: number, terms: DepositLeaseTerms, amount: number, actor: Actor): Promise<void> {
  const due = terms.move_in_date > today() ? terms.move_in_date : today();
  const invoice = await createInvoice(tx, {
    tenantUserId: terms.tenant_user_id, lifecycleId, buildingId: terms.building_id,
    chargeType: 'security deposit', ledgerItemType: 'bedroom security deposit',
    description: 'Security deposit', amountCents: amount,
    periodMonth: monthOf(today()), dueDate: due, sourceKey: depositSourceKey(lifecycleId),
    // Collected like rent: autopay on the due day.
    nextAttemptAt: `${due}T00:00:00Z`, actor,
  });
  if (invoice) await setDepositInvoice(tx, depositId, invoice.id);
}

const STATUS_WORDS: Record<SecurityDepositStatus, string> = {
  no_deposit: 'is not paid yet',
  deposit_active: 'is paid and held',
  deposit_pending_transfer_to_another_lease: 'will move to your next lease',
  deposit_held_by_another_lease: 'is held by your next lease',
  deposit_return_ready: 'is ready to be returned',
  deposit_return_created: 'has been returned',
  deposit_return_created_off_platform: 'was returned outside Hearth',
};

/**
 * The one way a deposit's status changes: the table says yes (else 422), the row
 * moves, history is written and `deposit.updated` tells the tenant and the
 * home's deposit managers. `set` adds columns to change with it (a deposits-repository fragment).
 */
export async function changeDepositStatus(
  tx: Executor, deposit: DepositRow, to: SecurityDepositStatus, actor: Actor, set?: SQL,
): Promise<void> {
  assertDepositTransition(deposit.status, to);
  await setDepositStatus(tx, deposit.id, to, set);
  await insertDepositHistory(tx, deposit.id, deposit.status, to, actor);
  const managers = await homeManagerIds(tx, deposit.building_id, 'deposit_returns');
  await recordEvent(tx, {
    type: 'deposit.updated', actor, buildingId: deposit.building_id,
    subject: { type: 'tenant_deposit', id: deposit.id },
    audience: [deposit.tenant_user_id, ...managers],
    data: { deposit_id: deposit.id, lifecycle_id: deposit.lifecycle_id, status_from: deposit.status, status_to: to, amount_cents: deposit.amount_cents },
    notify: [{
      userId: deposit.tenant_user_id, group: 'tenant_user',
      title: `Your security deposit ${STATUS_WORDS[to]}`, linkPath: `/billing?deposit=${deposit.id}`,
    }],
  });
}

/**
 * The deposit invoice was paid: no_deposit → deposit_active. For the payments
 * code, in the payment's transaction; any other invoice is ignored (null), and a
 * deposit already past no_deposit is left alone (a replayed success).
 */
export async function markDepositPaid(tx: Executor, invoiceId: number, actor: Actor = AUTOMATIC): Promise<DepositRow | null> {
  const found = await depositIdOfInvoice(tx, invoiceId);
  if (found === null) return null;
  const deposit = (await lockDeposit(tx, { id: found }))!;
  if (deposit.status !== 'no_deposit') return deposit;
  await changeDepositStatus(tx, deposit, 'deposit_active', actor);
  return lockDeposit(tx, { id: deposit.id });
}

/** A room switch or renewal will carry the deposit over: deposit_active → pending transfer. */
export async function requestDepositTransfer(tx: Executor, depositId: number, actor: Actor): Promise<void> {
  const deposit = await lockDeposit(tx, { id: depositId });
  if (!deposit) throw new HttpError(404, 'not_found', 'No such deposit.');
  await changeDepositStatus(tx, deposit, 'deposit_pending_transfer_to_another_lease', actor);
}

/**
 * The next lease took the deposit over: pending → held by another lease, naming
 * the deposit row of that lease (held_by_deposit_id). The money stays where it
 * is; the holder's lease decides when it can be returned.
 */
export async function completeDepositTransfer(tx: Executor, depositId: number, holderDepositId: number, actor: Actor): Promise<void> {
  const deposit = await lockDeposit(tx, { id: depositId });
  if (!deposit) throw new HttpError(404, 'not_found', 'No such deposit.');
  if (holderDepositId === depositId) throw new HttpError(422, 'deposit_status_transition_not_allowed', 'A deposit cannot hold itself.');
  await changeDepositStatus(tx, deposit, 'deposit_held_by_another_lease', actor, heldByColumns(holderDepositId));
}

/**
 * Whether the lease that decides the deposit's return is over: the lifecycle's
 * own, or the holder's when another lease holds it. Over = its move-out day, or an
 * early vacate date, has come.
 */
const leaseOver = (ex: Executor, deposit: DepositRow) => depositLeaseOver(ex, deposit.held_by_deposit_id ?? deposit.id);

/** The lease is over: deposit_active or held by another lease → deposit_return_ready (422 before then). */
export async function markDepositReturnReady(tx: Executor, deposit: DepositRow, actor: Actor): Promise<void> {
  assertDepositTransition(deposit.status, 'deposit_return_ready');
  if (!(await leaseOver(tx, deposit))) {
    throw new HttpError(422, 'deposit_status_transition_not_allowed', 'The deposit can be returned once the lease is over.');
  }
  await changeDepositStatus(tx, deposit, 'deposit_return_ready', actor);
}
