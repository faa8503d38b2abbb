import { rows, sql, type Executor } from '../../db/client.js';
import type { Actor } from '../../events/record.js';
import { notFound } from '../../http/errors.js';
import { changeInvoiceStatus, lockInvoice } from '../../money/invoice-status.js';
import { reverse } from '../../money/ledger.js';

/**
 * PAYMENT_CANCELED (the one table decides from which statuses) and the
 * invoice's charge reversed, in one transaction: the tenant no longer owes it.
 */
export async function cancelInvoice(tx: Executor, invoiceId: number, actor: Actor): Promise<void> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw notFound('invoice');
  await changeInvoiceStatus(tx, invoice, {
    to: 'PAYMENT_CANCELED', reason: 'Canceled', actor, triggerSource: 'HTTP',
    set: sql`canceled_at = now(), next_attempt_at = NULL`,
    tenantNotice: { title: `Invoice canceled: ${invoice.description}`, body: 'You no longer owe this invoice.' },
  });
  const [charge] = await rows<{ id: string }>(tx, sql`SELECT id::text FROM ledger_entries WHERE posting_key = ${`invoice:${invoiceId}:charge`}`);
  if (charge) await reverse(tx, charge.id, actor, `invoice ${invoiceId} canceled`);
}
