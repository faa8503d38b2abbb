import { MONEY_RULES, type SecurityDepositStatus } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import { assertDepositTransition } from '../domain/money/deposit-status.js';
import { homeManagerIds } from '../events/audiences.js';
import { recordEvent, type Actor } from '../events/record.js';
import { HttpError } from '../http/errors.js';
import { createInvoice } from './invoices.js';

/**
 * Security deposits (spec §4, docs/money.md): one tenant_deposits row per
 * lifecycle, moved only through the transition table
 * (api/domain/money/deposit-status.ts), each move with a history row and a
 * `deposit.updated` event, in the caller's transaction. The return itself
 * (postings, deductions) is in deposit-return.ts.
 */
export interface DepositRow {
  id: number;
  lifecycle_id: number;
  tenant_user_id: number;
  building_id: number;
  amount_cents: number;
  status: SecurityDepositStatus;
  held_by_deposit_id: number | null;
  invoice_id: number | null;
  returned_amount_cents: number | null;
  return_created_at: string | null;
  created_at: string;
}

const AUTOMATIC: Actor = { role: 'automatic', userId: null };

export const depositSourceKey = (lifecycleId: number) => `deposit:${lifecycleId}`;

const DEPOSIT_COLUMNS = sql`id, lifecycle_id, tenant_user_id, building_id, amount_cents::int AS amount_cents, status,
  held_by_deposit_id, invoice_id, returned_amount_cents::int AS returned_amount_cents,
  to_char(return_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS return_created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** The deposit row, locked for the rest of the transaction (status changes take turns). */
export async function lockDeposit(ex: Executor, where: { id: number } | { lifecycleId: number }): Promise<DepositRow | null> {
  const cond = 'id' in where ? sql`id = ${where.id}` : sql`lifecycle_id = ${where.lifecycleId}`;
  const [row] = await rows<DepositRow>(ex, sql`SELECT ${DEPOSIT_COLUMNS} FROM tenant_deposits WHERE ${cond} FOR UPDATE`);
  return row ?? null;
}

interface LeaseTerms {
  tenant_user_id: number;
  building_id: number;
  move_in_date: string;
  base_cents: number | null;
}

/**
 * The monthly base rent the deposit is counted from: the lease's snapshot (what
 * the tenant signed); a tenancy without a lease row (imported, demo) falls back to
 * the bedroom's current base rent.
 */
async function leaseTerms(ex: Executor, lifecycleId: number): Promise<LeaseTerms | null> {
  const [row] = await rows<LeaseTerms>(ex, sql`
    SELECT l.tenant_user_id, l.building_id, to_char(l.move_in_date, 'YYYY-MM-DD') AS move_in_date,
      coalesce((SELECT s.rent_base_cents FROM leases s WHERE s.lifecycle_id = l.id AND s.status <> 'voided' ORDER BY s.id DESC LIMIT 1),
        (SELECT r.rent_base_cents FROM bedrooms r WHERE r.id = l.assigned_bedroom_id)) AS base_cents
    FROM lifecycles l WHERE l.id = ${lifecycleId}`);
  return row ?? null;
}

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
  const terms = await leaseTerms(tx, lifecycleId);
  if (!terms) throw new Error(`openDeposit: no lifecycle ${lifecycleId}`);
  const amount = Math.round(MONEY_RULES.securityDepositMonths * (terms.base_cents ?? 0));
  const [created] = await rows<{ id: number }>(tx, sql`
    INSERT INTO tenant_deposits (lifecycle_id, tenant_user_id, building_id, amount_cents)
    VALUES (${lifecycleId}, ${terms.tenant_user_id}, ${terms.building_id}, ${amount})
    ON CONFLICT (lifecycle_id) DO NOTHING RETURNING id`);
  if (created) {
    await writeHistory(tx, created.id, null, 'no_deposit', actor);
    if (amount > 0) await billDeposit(tx, created.id, lifecycleId, terms, amount, actor);
  }
  return (await lockDeposit(tx, { lifecycleId }))!;
}

async function billDeposit(tx: Executor, depositId: number, lifecycleId: number, terms: LeaseTerms, amount: number, actor: Actor): Promise<void> {
  const due = terms.move_in_date > today() ? terms.move_in_date : today();
  const invoice = await createInvoice(tx, {
    tenantUserId: terms.tenant_user_id, lifecycleId, buildingId: terms.building_id,
    chargeType: 'security deposit', ledgerItemType: 'bedroom security deposit',
    description: 'Security deposit', amountCents: amount,
    periodMonth: monthOf(today()), dueDate: due, sourceKey: depositSourceKey(lifecycleId),
    // Collected like rent: autopay on the due day.
    nextAttemptAt: `${due}T00:00:00Z`, actor,
  });
  if (invoice) await tx.execute(sql`UPDATE tenant_deposits SET invoice_id = ${invoice.id} WHERE id = ${depositId}`);
}

async function writeHistory(ex: Executor, depositId: number, from: SecurityDepositStatus | null, to: SecurityDepositStatus, actor: Actor) {
  await ex.execute(sql`INSERT INTO deposit_status_history (deposit_id, status_from, status_to, actor_role)
    VALUES (${depositId}, ${from}, ${to}, ${actor.role})`);
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
 * home's deposit managers. `set` adds columns to change with it.
 */
export async function changeDepositStatus(
  tx: Executor, deposit: DepositRow, to: SecurityDepositStatus, actor: Actor, set = sql``,
): Promise<void> {
  assertDepositTransition(deposit.status, to);
  await tx.execute(sql`UPDATE tenant_deposits SET status = ${to}, updated_at = now() ${set} WHERE id = ${deposit.id}`);
  await writeHistory(tx, deposit.id, deposit.status, to, actor);
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
  const [found] = await rows<{ id: number }>(tx, sql`SELECT id FROM tenant_deposits WHERE invoice_id = ${invoiceId}`);
  if (!found) return null;
  const deposit = (await lockDeposit(tx, { id: found.id }))!;
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
  await changeDepositStatus(tx, deposit, 'deposit_held_by_another_lease', actor, sql`, held_by_deposit_id = ${holderDepositId}`);
}

/**
 * Whether the lease that decides the deposit's return is over: the lifecycle's
 * own, or the holder's when another lease holds it. Over = its move-out day, or an
 * early vacate date, has come.
 */
async function leaseOver(ex: Executor, deposit: DepositRow): Promise<boolean> {
  const [row] = await rows<{ over: boolean }>(ex, sql`
    SELECT least(l.move_out_date, l.early_lease_termination_vacate_date) <= current_date AS over
    FROM tenant_deposits d JOIN lifecycles l ON l.id = d.lifecycle_id
    WHERE d.id = ${deposit.held_by_deposit_id ?? deposit.id}`);
  return row?.over === true;
}

/** The lease is over: deposit_active or held by another lease → deposit_return_ready (422 before then). */
export async function markDepositReturnReady(tx: Executor, deposit: DepositRow, actor: Actor): Promise<void> {
  assertDepositTransition(deposit.status, 'deposit_return_ready');
  if (!(await leaseOver(tx, deposit))) {
    throw new HttpError(422, 'deposit_status_transition_not_allowed', 'The deposit can be returned once the lease is over.');
  }
  await changeDepositStatus(tx, deposit, 'deposit_return_ready', actor);
}
