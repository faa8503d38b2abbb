import type { PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import { rows, sql, type Executor } from '../db/client.js';
import { assertPaymentTransition } from '../domain/money/payment-status.js';
import { recordEvent, type Actor, type NotificationDraft } from '../events/record.js';

/** The invoice columns the money code reads, locked or not. */
export interface InvoiceRow {
  id: number;
  tenant_user_id: number;
  lifecycle_id: number | null;
  building_id: number | null;
  charge_type: string;
  ledger_item_type: string;
  description: string;
  amount_cents: number;
  period_month: string | null;
  due_date: string;
  payment_status: PaymentStatus;
  attempts_made: number;
}

const INVOICE_COLUMNS = sql`id, tenant_user_id, lifecycle_id, building_id, charge_type, ledger_item_type, description,
  amount_cents::int AS amount_cents, to_char(period_month, 'YYYY-MM-DD') AS period_month,
  to_char(due_date, 'YYYY-MM-DD') AS due_date, payment_status, attempts_made`;

/** The invoice, its row locked until the caller's transaction ends (every status change goes through this lock). */
export async function lockInvoice(ex: Executor, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await rows<InvoiceRow>(ex, sql`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = ${invoiceId} FOR UPDATE`);
  return row ?? null;
}

export interface StatusChange {
  to: PaymentStatus;
  reason: string;
  actor: Actor;
  triggerSource: TriggerSource;
  /** Extra columns set with the status (e.g. paid_at, next_attempt_at). */
  set?: ReturnType<typeof sql>;
  /** What the tenant reads; null: no notification (a passing state such as CHARGE_PENDING). */
  tenantNotice?: { title: string; body?: string } | null;
}

/**
 * Moves a locked invoice to a new status, if the one table allows it: the row,
 * its history and an `invoice.updated` event, in the caller's transaction.
 */
export async function changeInvoiceStatus(ex: Executor, invoice: InvoiceRow, change: StatusChange): Promise<void> {
  assertPaymentTransition(invoice.payment_status, change.to);
  await ex.execute(sql`UPDATE invoices SET payment_status = ${change.to}, updated_at = now()
    ${change.set ? sql`, ${change.set}` : sql``} WHERE id = ${invoice.id}`);
  await ex.execute(sql`
    INSERT INTO invoice_status_history (invoice_id, status_from, status_to, reason, actor_role, trigger_source)
    VALUES (${invoice.id}, ${invoice.payment_status}, ${change.to}, ${change.reason.slice(0, 500)}, ${change.actor.role}, ${change.triggerSource})`);
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
