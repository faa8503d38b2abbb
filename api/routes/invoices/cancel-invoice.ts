import type { Executor } from '../../db/client.js';
import type { Actor } from '../../events/record.js';
import { notFound } from '../../http/errors.js';
import { changeInvoiceStatus } from '../../money/invoice-status.js';
import { lockInvoice } from '../../money/invoices-repository.js';
import { reverse } from '../../money/ledger.js';
import { CANCELED_COLUMNS, invoiceChargeEntryId } from './pay-repository.js';

/**
 * PAYMENT_CANCELED (the one table decides from which statuses) and the
 * invoice's charge reversed, in one transaction: the tenant no longer owes it.
 */
export async function cancelInvoice(tx: Executor, invoiceId: number, actor: Actor): Promise<void> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw notFound('invoice');
  await changeInvoiceStatus(tx, invoice, {
    to: 'PAYMENT_CANCELED', reason: 'Canceled', actor, triggerSource: 'HTTP',
    set: CANCELED_COLUMNS,
    tenantNotice: { title: `Invoice canceled: ${invoice.description}`, body: 'You no longer owe this invoice.' },
  });
  const chargeId = await invoiceChargeEntryId(tx, invoiceId);
  if (chargeId) await reverse(tx, chargeId, actor, `invoice ${invoiceId} canceled`);
}
