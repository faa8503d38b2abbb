import { MONEY_RULES, type PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import { rows, sql, type Db, type Executor } from '../db/client.js';
import { recordEvent, type Actor } from '../events/record.js';
import { HttpError, notFound } from '../http/errors.js';
import { paymentSourcesProvider, type PaymentSourcesProvider, type SourceChargeResult } from '../providers/payment-sources.js';
import { changeInvoiceStatus, lockInvoice, type InvoiceRow } from './invoice-status.js';
import { cardFeeCents } from './figures.js';
import { SETTLED_PAYMENT_STATUSES } from './unpaid.js';
import { recordPaymentSuccess } from './payment-success.js';

export interface AttemptPaymentInput {
  invoiceId: number;
  /** null: the tenant's autopay source (automatic retries, "pay now" without a choice). */
  paymentSourceId: number | null;
  actor: Actor;
  triggerSource: TriggerSource;
  /** The caller's Idempotency-Key, if any (kept in the reason, for support). */
  idempotencyKey?: string | null;
}

export interface AttemptPaymentDeps {
  db: Db;
  provider?: PaymentSourcesProvider;
}

export interface AttemptPaymentResult {
  invoiceId: number;
  attemptId: number;
  status: PaymentStatus;
}

/** An attempt claimed (committed) and not yet settled: everything the processor call needs. */
interface Claim {
  attemptId: number;
  attemptNo: number;
  providerKey: string;
  providerRef: string;
  chargeCents: number;
  description: string;
}

const FINAL: ReadonlySet<PaymentStatus> = new Set(SETTLED_PAYMENT_STATUSES);

/**
 * Charges an invoice once. Three steps, so the invoice row is never locked
 * across the processor call and the invoice is never charged twice:
 * 1. claim (one transaction): lock the invoice, move it to CHARGE_PENDING and
 *    insert the attempt as 'pending' with the processor key
 *    `invoice:<id>:attempt:<n>`; commit;
 * 2. call the processor with that key (the same key never charges twice);
 * 3. settle (a second transaction): the attempt's outcome, the status, the
 *    ledger entries and events.
 * A crash between 1 and 3 leaves a pending attempt; the next call for the
 * invoice (a retry, the scheduler) resumes it with the same key instead of
 * starting another, so the processor answers with the same charge.
 */
export async function attemptPayment(deps: AttemptPaymentDeps, input: AttemptPaymentInput): Promise<AttemptPaymentResult> {
  const provider = deps.provider ?? paymentSourcesProvider();
  const claim = await deps.db.transaction((tx) => claimAttempt(tx, input));
  const result = await provider.charge({
    amountCents: claim.chargeCents, providerRef: claim.providerRef, description: claim.description, idempotencyKey: claim.providerKey,
  });
  return deps.db.transaction((tx) => settleAttempt(tx, input, claim, result));
}

async function claimAttempt(tx: Executor, input: AttemptPaymentInput): Promise<Claim> {
  const invoice = await lockInvoice(tx, input.invoiceId);
  if (!invoice) throw notFound('invoice');
  const pending = await pendingClaim(tx, invoice);
  if (pending) return pending;
  if (FINAL.has(invoice.payment_status)) {
    throw new HttpError(422, 'invoice_not_payable', `This invoice cannot be paid: it is ${invoice.payment_status}.`);
  }
  const source = await chargeableSource(tx, invoice.tenant_user_id, input.paymentSourceId);
  const attemptNo = invoice.attempts_made + 1;
  const fee = source.kind === 'card' ? cardFeeCents(invoice.amount_cents) : 0;
  const providerKey = `invoice:${invoice.id}:attempt:${attemptNo}`;
  await changeInvoiceStatus(tx, invoice, {
    to: 'CHARGE_PENDING',
    reason: `Attempt ${attemptNo} started${input.idempotencyKey ? ` (request ${input.idempotencyKey.slice(0, 80)})` : ''}`,
    actor: input.actor, triggerSource: input.triggerSource,
    set: sql`attempts_made = ${attemptNo}, next_attempt_at = NULL`,
    tenantNotice: null,
  });
  const [attempt] = await rows<{ id: number }>(tx, sql`
    INSERT INTO payment_attempts (invoice_id, payment_source_id, amount_cents, card_fee_cents, outcome, trigger_source,
      attempt_no, provider_idempotency_key)
    VALUES (${invoice.id}, ${source.id}, ${invoice.amount_cents}, ${fee}, 'pending', ${input.triggerSource}, ${attemptNo}, ${providerKey})
    RETURNING id`);
  return {
    attemptId: attempt!.id, attemptNo, providerKey, providerRef: source.provider_ref,
    chargeCents: invoice.amount_cents + fee, description: invoice.description,
  };
}

/** The attempt a crash (or a concurrent request) left unsettled, to resume with its own key. */
async function pendingClaim(tx: Executor, invoice: InvoiceRow): Promise<Claim | null> {
  const [row] = await rows<{ id: number; attempt_no: number; provider_idempotency_key: string; provider_ref: string; charge_cents: number }>(tx, sql`
    SELECT a.id, a.attempt_no, a.provider_idempotency_key, s.provider_ref, (a.amount_cents + a.card_fee_cents)::int AS charge_cents
    FROM payment_attempts a JOIN payment_sources s ON s.id = a.payment_source_id
    WHERE a.invoice_id = ${invoice.id} AND a.outcome = 'pending'`);
  if (!row) return null;
  return {
    attemptId: row.id, attemptNo: row.attempt_no, providerKey: row.provider_idempotency_key, providerRef: row.provider_ref,
    chargeCents: row.charge_cents, description: invoice.description,
  };
}

interface SourceRow { id: number; kind: 'card' | 'bank_account'; provider_ref: string }

/** The given source (the tenant's own, not removed) or the tenant's autopay source. */
async function chargeableSource(tx: Executor, tenantUserId: number, sourceId: number | null): Promise<SourceRow> {
  const [source] = await rows<SourceRow>(tx, sql`
    SELECT id, kind, provider_ref FROM payment_sources
    WHERE user_id = ${tenantUserId} AND removed_at IS NULL
      AND ${sourceId === null ? sql`is_autopay` : sql`id = ${sourceId}`}`);
  if (source) return source;
  if (sourceId !== null) throw new HttpError(404, 'not_found', 'No such payment source.', { payment_source_id: 'Choose one of your payment sources.' });
  throw new HttpError(422, 'no_payment_source', 'Add a payment source (or choose one for autopay) to pay this invoice.');
}

async function settleAttempt(tx: Executor, input: AttemptPaymentInput, claim: Claim, result: SourceChargeResult): Promise<AttemptPaymentResult> {
  const invoice = (await lockInvoice(tx, input.invoiceId))!;
  const [attempt] = await rows<{ outcome: string; card_fee_cents: number }>(tx, sql`
    SELECT outcome, card_fee_cents::int AS card_fee_cents FROM payment_attempts WHERE id = ${claim.attemptId} FOR UPDATE`);
  // Settled meanwhile by a concurrent resume of the same attempt: its answer stands.
  if (attempt!.outcome !== 'pending') return { invoiceId: invoice.id, attemptId: claim.attemptId, status: invoice.payment_status };
  if (result.ok) await settleSuccess(tx, invoice, input, claim, { chargeId: result.chargeId, cardFeeCents: attempt!.card_fee_cents });
  else await settleFailure(tx, invoice, input, claim, result);
  return { invoiceId: invoice.id, attemptId: claim.attemptId, status: invoice.payment_status };
}

async function settleSuccess(tx: Executor, invoice: InvoiceRow, input: AttemptPaymentInput, claim: Claim, paid: { chargeId: string; cardFeeCents: number }) {
  await tx.execute(sql`UPDATE payment_attempts SET outcome = 'succeeded', provider_charge_id = ${paid.chargeId}, settled_at = now()
    WHERE id = ${claim.attemptId}`);
  await recordPaymentSuccess(tx, invoice, {
    id: claim.attemptId, attemptNo: claim.attemptNo, chargeId: paid.chargeId, cardFeeCents: paid.cardFeeCents,
  }, input.actor, input.triggerSource);
}

async function settleFailure(tx: Executor, invoice: InvoiceRow, input: AttemptPaymentInput, claim: Claim, failed: { code: string; message: string }) {
  const mandate = failed.code === 'mandate_required';
  await tx.execute(sql`UPDATE payment_attempts SET outcome = ${mandate ? 'mandate_error' : 'failed'}, failure_code = ${failed.code},
    failure_message = ${failed.message}, settled_at = now() WHERE id = ${claim.attemptId}`);
  const exhausted = invoice.attempts_made >= MONEY_RULES.maxPaymentAttempts;
  const to: PaymentStatus = mandate ? 'INCOMPLETE_MANDATE_ERROR' : exhausted ? 'FAILED_NO_ATTEMPTS_REMAINING' : 'FAILED_ATTEMPTS_REMAINING';
  // Only a plain failure with attempts left is retried automatically; the others need the tenant.
  const retry = to === 'FAILED_ATTEMPTS_REMAINING'
    ? sql`next_attempt_at = now() + make_interval(days => ${MONEY_RULES.retryAfterDays})`
    : sql`next_attempt_at = NULL`;
  await changeInvoiceStatus(tx, invoice, {
    to, reason: `Attempt ${claim.attemptNo} failed: ${failed.code}`, actor: input.actor, triggerSource: input.triggerSource, set: retry,
    tenantNotice: { title: `Payment failed: ${invoice.description}`, body: failed.message },
  });
  await recordEvent(tx, {
    type: 'payment.failed', actor: input.actor, triggerSource: input.triggerSource, buildingId: invoice.building_id,
    subject: { type: 'invoice', id: invoice.id }, audience: [invoice.tenant_user_id],
    data: { invoice_id: invoice.id, attempt_id: claim.attemptId, failure_code: failed.code, status: to },
  });
}

/**
 * Settles attempts a crash left pending for longer than `olderThanMinutes`
 * (each resumed with its own processor key, so nothing is charged twice).
 * For the scheduler: its due-attempts query does not pick CHARGE_PENDING invoices.
 */
export async function resumePendingAttempts(deps: AttemptPaymentDeps, olderThanMinutes = 10): Promise<AttemptPaymentResult[]> {
  const stale = await rows<{ invoice_id: number }>(deps.db, sql`
    SELECT invoice_id FROM payment_attempts
    WHERE outcome = 'pending' AND created_at < now() - make_interval(mins => ${olderThanMinutes}) ORDER BY id`);
  const settled: AttemptPaymentResult[] = [];
  for (const { invoice_id: invoiceId } of stale) {
    settled.push(await attemptPayment(deps, {
      invoiceId, paymentSourceId: null, actor: { role: 'automatic', userId: null }, triggerSource: 'CRON',
    }));
  }
  return settled;
}
