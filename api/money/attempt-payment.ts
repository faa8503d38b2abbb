import { MONEY_RULES, type PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import type { Db, Executor } from '../db/client.js';
import { recordEvent, type Actor } from '../events/record.js';
import { HttpError, notFound } from '../http/errors.js';
import { paymentSourcesProvider, type PaymentSourcesProvider, type SourceChargeResult } from '../providers/payment-sources.js';
import { changeInvoiceStatus } from './invoice-status.js';
import { attemptStartedColumns, nextAttemptColumns } from './invoice-status-repository.js';
import { lockInvoice, type InvoiceRow } from './invoices-repository.js';
import { cardFeeCents } from './figures.js';
import { SETTLED_PAYMENT_STATUSES } from './unpaid.js';
import {
  insertClaimedAttempt, lockAttempt, markAttemptFailed, markAttemptSucceeded, pendingAttemptOf, stalePendingAttemptInvoiceIds,
} from './payment-attempts-repository.js';
import { recordPaymentSuccess } from './payment-success.js';
import { findChargeableSource, type ChargeableSource } from './payment-sources-repository.js';

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
    set: attemptStartedColumns(attemptNo),
    tenantNotice: null,
  });
  const attemptId = await insertClaimedAttempt(tx, {
    invoiceId: invoice.id, paymentSourceId: source.id, amountCents: invoice.amount_cents, cardFeeCents: fee,
    triggerSource: input.triggerSource, attemptNo, providerKey,
  });
  return {
    attemptId, attemptNo, providerKey, providerRef: source.provider_ref,
    chargeCents: invoice.amount_cents + fee, description: invoice.description,
  };
}

/** The attempt a crash (or a concurrent request) left unsettled, to resume with its own key. */
async function pendingClaim(tx: Executor, invoice: InvoiceRow): Promise<Claim | null> {
  const row = await pendingAttemptOf(tx, invoice.id);
  if (!row) return null;
  return {
    attemptId: row.id, attemptNo: row.attempt_no, providerKey: row.provider_idempotency_key, providerRef: row.provider_ref,
    chargeCents: row.charge_cents, description: invoice.description,
  };
}

/** The given source (the tenant's own, not removed) or the tenant's autopay source. */
async function chargeableSource(tx: Executor, tenantUserId: number, sourceId: number | null): Promise<ChargeableSource> {
  const source = await findChargeableSource(tx, tenantUserId, sourceId);
  if (source) return source;
  if (sourceId !== null) throw new HttpError(404, 'not_found', 'No such payment source.', { payment_source_id: 'Choose one of your payment sources.' });
  throw new HttpError(422, 'no_payment_source', 'Add a payment source (or choose one for autopay) to pay this invoice.');
}

async function settleAttempt(tx: Executor, input: AttemptPaymentInput, claim: Claim, result: SourceChargeResult): Promise<AttemptPaymentResult> {
  const invoice = (await lockInvoice(tx, input.invoiceId))!;
  const attempt = await lockAttempt(tx, claim.attemptId);
  // Settled meanwhile by a concurrent resume of the same attempt: its answer stands.
  if (attempt!.outcome !== 'pending') return { invoiceId: invoice.id, attemptId: claim.attemptId, status: invoice.payment_status };
  if (result.ok) await settleSuccess(tx, invoice, input, claim, { chargeId: result.chargeId, cardFeeCents: attempt!.card_fee_cents });
  else await settleFailure(tx, invoice, input, claim, result);
  return { invoiceId: invoice.id, attemptId: claim.attemptId, status: invoice.payment_status };
}

async function settleSuccess(tx: Executor, invoice: InvoiceRow, input: AttemptPaymentInput, claim: Claim, paid: { chargeId: string; cardFeeCents: number }) {
  await markAttemptSucceeded(tx, claim.attemptId, paid.chargeId);
  await recordPaymentSuccess(tx, invoice, {
    id: claim.attemptId, attemptNo: claim.attemptNo, chargeId: paid.chargeId, cardFeeCents: paid.cardFeeCents,
  }, input.actor, input.triggerSource);
}

async function settleFailure(tx: Executor, invoice: InvoiceRow, input: AttemptPaymentInput, claim: Claim, failed: { code: string; message: string }) {
  const mandate = failed.code === 'mandate_required';
  await markAttemptFailed(tx, claim.attemptId, { outcome: mandate ? 'mandate_error' : 'failed', code: failed.code, message: failed.message });
  const exhausted = invoice.attempts_made >= MONEY_RULES.maxPaymentAttempts;
  const to: PaymentStatus = mandate ? 'INCOMPLETE_MANDATE_ERROR' : exhausted ? 'FAILED_NO_ATTEMPTS_REMAINING' : 'FAILED_ATTEMPTS_REMAINING';
  // Only a plain failure with attempts left is retried automatically; the others need the tenant.
  const retry = nextAttemptColumns(to === 'FAILED_ATTEMPTS_REMAINING' ? MONEY_RULES.retryAfterDays : null);
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
  const stale = await stalePendingAttemptInvoiceIds(deps.db, olderThanMinutes);
  const settled: AttemptPaymentResult[] = [];
  for (const invoiceId of stale) {
    settled.push(await attemptPayment(deps, {
      invoiceId, paymentSourceId: null, actor: { role: 'automatic', userId: null }, triggerSource: 'CRON',
    }));
  }
  return settled;
}
