import { rows, sql, type Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { changeInvoiceStatus, lockInvoice } from './invoice-status.js';
import { createInvoice } from './invoices.js';
import { recordPaymentSuccess } from './payment-success.js';

export interface PaidApplicationFee {
  lifecycleId: number;
  tenantUserId: number;
  amountCents: number;
  /** The processor's charge of the card the tenant typed (api/providers/payments.ts). */
  chargeId: string;
  actor: Actor;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The application fee, paid by card at POST /me/application-fee, as an invoice
 * like the others (docs/money.md "The application fee"), in the payment's
 * transaction: created, its one attempt recorded as succeeded, then everything
 * any paid invoice means (recordPaymentSuccess): the ledger's charge and payment
 * on the tenant's account, SUCCESSFUL with the tenant's notice, a receipt on
 * /billing. It names no home: the fee is Hearth's, so no manager is credited or
 * told, and it stays out of the managers' invoices. Idempotent per application.
 */
export async function billPaidApplicationFee(tx: Executor, fee: PaidApplicationFee): Promise<number | null> {
  const day = today();
  const created = await createInvoice(tx, {
    tenantUserId: fee.tenantUserId, lifecycleId: fee.lifecycleId, buildingId: null,
    chargeType: 'application fee', ledgerItemType: 'uncategorized', description: await feeDescription(tx, fee.lifecycleId),
    amountCents: fee.amountCents, periodMonth: `${day.slice(0, 7)}-01`, dueDate: day,
    sourceKey: `application-fee:${fee.lifecycleId}`, actor: fee.actor, triggerSource: 'HTTP', paidAtOnce: true,
  });
  if (!created) return null;
  const invoice = (await lockInvoice(tx, created.id))!;
  await changeInvoiceStatus(tx, invoice, {
    to: 'CHARGE_PENDING', reason: 'Attempt 1 started (card entered with the application)', actor: fee.actor, triggerSource: 'HTTP',
    set: sql`attempts_made = 1, next_attempt_at = NULL`, tenantNotice: null,
  });
  // The card was typed, not saved: the attempt names no source; the invoice JSON finds the card by the charge.
  const [attempt] = await rows<{ id: number }>(tx, sql`
    INSERT INTO payment_attempts (invoice_id, payment_source_id, amount_cents, card_fee_cents, outcome, trigger_source, attempt_no,
      provider_charge_id, settled_at)
    VALUES (${invoice.id}, NULL, ${fee.amountCents}, 0, 'succeeded', 'HTTP', 1, ${fee.chargeId}, now())
    RETURNING id`);
  await recordPaymentSuccess(tx, invoice, { id: attempt!.id, attemptNo: 1, chargeId: fee.chargeId, cardFeeCents: 0 }, fee.actor, 'HTTP');
  return invoice.id;
}

/** "Application fee: Primary suite at Welcoming bungalow", so the receipt says which application it paid for. */
async function feeDescription(ex: Executor, lifecycleId: number): Promise<string> {
  const [row] = await rows<{ room: string | null; home: string }>(ex, sql`
    SELECT r.name AS room, b.title AS home FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    LEFT JOIN bedrooms r ON r.id = l.assigned_bedroom_id WHERE l.id = ${lifecycleId}`);
  if (!row) return 'Application fee';
  return `Application fee: ${row.room ? `${row.room} at ` : ''}${row.home}`.slice(0, 300);
}
