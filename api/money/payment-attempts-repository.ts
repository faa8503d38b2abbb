import type { TriggerSource } from '../../common/live.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { PaymentAttemptsRow, PaymentSourcesRow } from '../db/__generated__/rows.js';

/** An attempt claimed before the processor call: 'pending', with the processor key it is charged under. */
export interface ClaimedAttemptInsert {
  invoiceId: number;
  paymentSourceId: number;
  amountCents: number;
  cardFeeCents: number;
  triggerSource: TriggerSource;
  attemptNo: number;
  providerKey: string;
}

export async function insertClaimedAttempt(ex: Executor, a: ClaimedAttemptInsert): Promise<number> {
  const [attempt] = await rows<Pick<PaymentAttemptsRow, 'id'>>(ex, sql`
    INSERT INTO payment_attempts (invoice_id, payment_source_id, amount_cents, card_fee_cents, outcome, trigger_source,
      attempt_no, provider_idempotency_key)
    VALUES (${a.invoiceId}, ${a.paymentSourceId}, ${a.amountCents}, ${a.cardFeeCents}, 'pending', ${a.triggerSource}, ${a.attemptNo}, ${a.providerKey})
    RETURNING id`);
  return attempt!.id;
}

/**
 * The first attempt of a card typed, not saved (the application fee), already
 * charged: it names no source; the invoice JSON finds the card by the charge.
 */
export async function insertTypedCardAttempt(ex: Executor, invoiceId: number, amountCents: number, chargeId: string): Promise<number> {
  const [attempt] = await rows<Pick<PaymentAttemptsRow, 'id'>>(ex, sql`
    INSERT INTO payment_attempts (invoice_id, payment_source_id, amount_cents, card_fee_cents, outcome, trigger_source, attempt_no,
      provider_charge_id, settled_at)
    VALUES (${invoiceId}, NULL, ${amountCents}, 0, 'succeeded', 'HTTP', 1, ${chargeId}, now())
    RETURNING id`);
  return attempt!.id;
}

/** The invoice's unsettled attempt with its source's processor reference, and what it charges (amount + card fee). */
export type PendingAttempt = Pick<PaymentAttemptsRow, 'id'> & Pick<PaymentSourcesRow, 'provider_ref'> & {
  attempt_no: number;
  provider_idempotency_key: string;
  charge_cents: number;
};

export async function pendingAttemptOf(ex: Executor, invoiceId: number): Promise<PendingAttempt | null> {
  const [row] = await rows<PendingAttempt>(ex, sql`
    SELECT a.id, a.attempt_no, a.provider_idempotency_key, s.provider_ref, (a.amount_cents + a.card_fee_cents)::int AS charge_cents
    FROM payment_attempts a JOIN payment_sources s ON s.id = a.payment_source_id
    WHERE a.invoice_id = ${invoiceId} AND a.outcome = 'pending'`);
  return row ?? null;
}

export type LockedAttempt = Pick<PaymentAttemptsRow, 'outcome'> & { card_fee_cents: number };

/** The attempt's outcome and card fee, its row locked (two resumes of one attempt settle it once). */
export async function lockAttempt(ex: Executor, attemptId: number): Promise<LockedAttempt | null> {
  const [attempt] = await rows<LockedAttempt>(ex, sql`
    SELECT outcome, card_fee_cents::int AS card_fee_cents FROM payment_attempts WHERE id = ${attemptId} FOR UPDATE`);
  return attempt ?? null;
}

export async function markAttemptSucceeded(ex: Executor, attemptId: number, chargeId: string): Promise<void> {
  await ex.execute(sql`UPDATE payment_attempts SET outcome = 'succeeded', provider_charge_id = ${chargeId}, settled_at = now()
    WHERE id = ${attemptId}`);
}

export async function markAttemptFailed(
  ex: Executor, attemptId: number, failed: { outcome: 'failed' | 'mandate_error'; code: string; message: string },
): Promise<void> {
  await ex.execute(sql`UPDATE payment_attempts SET outcome = ${failed.outcome}, failure_code = ${failed.code},
    failure_message = ${failed.message}, settled_at = now() WHERE id = ${attemptId}`);
}

/** Invoices of attempts left pending longer than `olderThanMinutes`, oldest attempt first. */
export async function stalePendingAttemptInvoiceIds(ex: Executor, olderThanMinutes: number): Promise<number[]> {
  const stale = await rows<Pick<PaymentAttemptsRow, 'invoice_id'>>(ex, sql`
    SELECT invoice_id FROM payment_attempts
    WHERE outcome = 'pending' AND created_at < now() - make_interval(mins => ${olderThanMinutes}) ORDER BY id`);
  return stale.map((r) => r.invoice_id);
}
