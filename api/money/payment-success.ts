import type { TriggerSource } from '../../common/live.js';
import type { Executor } from '../db/client.js';
import { recordEvent, type Actor } from '../events/record.js';
import { markDepositPaid } from './deposits.js';
import { managerPaidWords, tenantPaidWords, type PaymentFigures } from './figures.js';
import { changeInvoiceStatus } from './invoice-status.js';
import { PAID_COLUMNS } from './invoice-status-repository.js';
import type { InvoiceRow } from './invoices-repository.js';
import { homeManagerId, paymentManagerIds, tenantName } from './payment-audience-repository.js';
import { postPayment } from './payment-postings.js';

export interface SucceededAttempt {
  id: number;
  attemptNo: number;
  chargeId: string;
  cardFeeCents: number;
}

/**
 * Everything a paid invoice means, in the caller's transaction, for every way an
 * invoice is paid (an attempt on a saved source, the application fee's card):
 * the ledger entries, SUCCESSFUL with the tenant's notice, the deposit made
 * active, and `payment.succeeded` telling the home's payment managers. The
 * figures in both notices come from figures.ts, so they are the ones the
 * receipt, the ledger and the chart show.
 */
export async function recordPaymentSuccess(
  tx: Executor, invoice: InvoiceRow, attempt: SucceededAttempt, actor: Actor, triggerSource: TriggerSource,
): Promise<void> {
  const share = await postPayment(tx, invoice, { id: attempt.id, cardFeeCents: attempt.cardFeeCents }, actor);
  const figures: PaymentFigures = {
    invoiceCents: invoice.amount_cents, cardFeeCents: attempt.cardFeeCents, managerShareCents: share, chargeType: invoice.charge_type,
  };
  await changeInvoiceStatus(tx, invoice, {
    to: 'SUCCESSFUL', reason: `Attempt ${attempt.attemptNo} succeeded (${attempt.chargeId})`,
    actor, triggerSource, set: PAID_COLUMNS,
    tenantNotice: { title: `Payment received: ${invoice.description}`, body: tenantPaidWords(figures) },
  });
  // A deposit invoice paid makes the deposit active (deposits.ts), with the payment or not at all.
  await markDepositPaid(tx, invoice.id, actor);
  const managers = await paymentManagerIds(tx, invoice.building_id);
  const owner = await homeManagerId(tx, invoice.building_id);
  const tenant = await tenantName(tx, invoice.tenant_user_id);
  await recordEvent(tx, {
    type: 'payment.succeeded', actor, triggerSource, buildingId: invoice.building_id,
    subject: { type: 'invoice', id: invoice.id }, audience: [invoice.tenant_user_id, ...managers],
    // The managers hear of it too (their webhooks get this data): the invoice amount and their
    // share, never the tenant's card fee, which the tenant reads on the invoice itself.
    data: { invoice_id: invoice.id, attempt_id: attempt.id, amount_cents: invoice.amount_cents, manager_share_cents: share },
    notify: managers.map((userId) => ({
      userId, group: 'manager_building' as const, title: `Payment received: ${invoice.description}`, body: managerPaidWords(figures, userId === owner, tenant),
      linkPath: '/manager/ledger',
    })),
  });
}
