import type { Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { appliedPlace } from './application-fee-repository.js';
import { changeInvoiceStatus } from './invoice-status.js';
import { attemptStartedColumns } from './invoice-status-repository.js';
import { lockInvoice } from './invoices-repository.js';
import { createInvoice } from './invoices.js';
import { insertTypedCardAttempt } from './payment-attempts-repository.js';
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
    set: attemptStartedColumns(1), tenantNotice: null,
  });
  // The card was typed, not saved: the attempt names no source; the invoice JSON finds the card by the charge.
  const attemptId = await insertTypedCardAttempt(tx, invoice.id, fee.amountCents, fee.chargeId);
  await recordPaymentSuccess(tx, invoice, { id: attemptId, attemptNo: 1, chargeId: fee.chargeId, cardFeeCents: 0 }, fee.actor, 'HTTP');
  return invoice.id;
}

/** "Application fee: Primary suite at Welcoming bungalow", so the receipt says which application it paid for. */
async function feeDescription(ex: Executor, lifecycleId: number): Promise<string> {
  const row = await appliedPlace(ex, lifecycleId);
  if (!row) return 'Application fee';
  return `Application fee: ${row.room ? `${row.room} at ` : ''}${row.home}`.slice(0, 300);
}
