import type { SQL } from 'drizzle-orm';
import type { PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import type { Executor } from '../db/client.js';
import { assertPaymentTransition } from '../domain/money/payment-status.js';
import { recordEvent, type Actor, type NotificationDraft } from '../events/record.js';
import { insertInvoiceStatusHistory, setInvoiceStatus } from './invoice-status-repository.js';
import type { InvoiceRow } from './invoices-repository.js';

export interface StatusChange {
  to: PaymentStatus;
  reason: string;
  actor: Actor;
  triggerSource: TriggerSource;
  /** Extra columns set with the status (e.g. paid_at, next_attempt_at): a repository's fragment. */
  set?: SQL;
  /** What the tenant reads; null: no notification (a passing state such as CHARGE_PENDING). */
  tenantNotice?: { title: string; body?: string } | null;
}

/**
 * Moves a locked invoice to a new status, if the one table allows it: the row,
 * its history and an `invoice.updated` event, in the caller's transaction.
 */
export async function changeInvoiceStatus(ex: Executor, invoice: InvoiceRow, change: StatusChange): Promise<void> {
  assertPaymentTransition(invoice.payment_status, change.to);
  await setInvoiceStatus(ex, invoice.id, change.to, change.set);
  await insertInvoiceStatusHistory(ex, {
    invoiceId: invoice.id, from: invoice.payment_status, to: change.to, reason: change.reason.slice(0, 500),
    actorRole: change.actor.role, triggerSource: change.triggerSource,
  });
  const notify: NotificationDraft[] = change.tenantNotice
    ? [{ userId: invoice.tenant_user_id, group: 'tenant_user', ...change.tenantNotice, linkPath: '/billing' }]
    : [];
  await recordEvent(ex, {
    type: 'invoice.updated',
    actor: change.actor,
    triggerSource: change.triggerSource,
    buildingId: invoice.building_id,
    subject: { type: 'invoice', id: invoice.id },
    audience: [invoice.tenant_user_id],
    data: { invoice_id: invoice.id, status_from: invoice.payment_status, status_to: change.to },
    notify,
  });
  invoice.payment_status = change.to;
}
