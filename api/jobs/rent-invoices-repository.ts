import { rows, sql, type Executor } from '../db/client.js';
import type { BuildingsRow, LeasesRow, TenantPaymentScheduleItemsRow } from '../db/__generated__/rows.js';

/** A schedule item to invoice: amounts `::int`, dates as text, its home's title, its lease's version, whether autopay is on. */
export type DueItem = Pick<TenantPaymentScheduleItemsRow, 'id' | 'lifecycle_id' | 'tenant_user_id' | 'building_id' | 'period_month' | 'due_date'>
  & Pick<LeasesRow, 'lease_version'> & {
    building_title: BuildingsRow['title'];
    total_rent_cents: number;
    promotion_credit_cents: number;
    autopay: boolean;
  };

/**
 * Schedule items due within `leadDays` of `day` without an invoice, of leases still
 * signed. A month the promotion pays in full has no invoice (an invoice is never
 * for 0): it is done once its promotion posting exists.
 */
export async function dueScheduleItems(ex: Executor, day: string, leadDays: number): Promise<DueItem[]> {
  return rows<DueItem>(ex, sql`
    SELECT i.id, i.lifecycle_id, i.tenant_user_id, i.building_id, b.title AS building_title, i.period_month::text AS period_month,
      i.due_date::text AS due_date, i.total_rent_cents::int AS total_rent_cents, i.promotion_credit_cents::int AS promotion_credit_cents,
      s.lease_version,
      EXISTS (SELECT 1 FROM payment_sources p WHERE p.user_id = i.tenant_user_id AND p.is_autopay AND p.removed_at IS NULL) AS autopay
    FROM tenant_payment_schedule_items i
    JOIN buildings b ON b.id = i.building_id
    JOIN LATERAL (SELECT lease_version FROM leases WHERE lifecycle_id = i.lifecycle_id AND status IN ('tenant_signed','countersigned')
      ORDER BY id DESC LIMIT 1) s ON true
    WHERE i.invoice_id IS NULL AND i.total_rent_cents > 0
      AND i.due_date <= ${day}::date + ${leadDays}::int
      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.posting_key = 'rent:' || i.id || ':promotion')
    ORDER BY i.due_date, i.id`);
}

/** The item's invoice, its row locked (a concurrent run waits, then sees the invoice); undefined without the item. */
export async function lockScheduleItemInvoice(ex: Executor, itemId: number): Promise<Pick<TenantPaymentScheduleItemsRow, 'invoice_id'> | undefined> {
  const [locked] = await rows<Pick<TenantPaymentScheduleItemsRow, 'invoice_id'>>(ex, sql`
    SELECT invoice_id FROM tenant_payment_schedule_items WHERE id = ${itemId} FOR UPDATE`);
  return locked;
}

export async function setScheduleItemInvoice(ex: Executor, itemId: number, invoiceId: number): Promise<void> {
  await ex.execute(sql`UPDATE tenant_payment_schedule_items SET invoice_id = ${invoiceId} WHERE id = ${itemId}`);
}
