import { formatMonth } from '../../common/dates.js';
import { MONEY_RULES, type ChargeType } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import { createInvoice } from '../money/invoices.js';
import { post, type Posting } from '../money/ledger.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';

interface DueItem {
  id: number;
  lifecycle_id: number;
  tenant_user_id: number;
  building_id: number;
  building_title: string;
  period_month: string;
  due_date: string;
  total_rent_cents: number;
  promotion_credit_cents: number;
  lease_version: string;
  autopay: boolean;
}

/**
 * Schedule items due within invoiceLeadDays without an invoice, of leases still
 * signed. A month the promotion pays in full has no invoice (an invoice is never
 * for 0): it is done once its promotion posting exists.
 */
async function dueItems(ex: Executor, run: JobRun): Promise<DueItem[]> {
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
      AND i.due_date <= ${run.day}::date + ${MONEY_RULES.invoiceLeadDays}::int
      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.posting_key = 'rent:' || i.id || ':promotion')
    ORDER BY i.due_date, i.id`);
}

/** Spec §3: the master lease (V1) bills `rent V1`; every later version `rent V2`. */
export const rentChargeType = (leaseVersion: string): ChargeType => (leaseVersion === 'V1_MASTER_LEASE' ? 'rent V1' : 'rent V2');

/**
 * The gross rent the credit covers (+credit, so the ledger shows the whole
 * month's rent) and the credit itself (−credit), both once per item.
 */
function promotionPostings(item: DueItem, invoiceId: number | null, description: string): Posting[] {
  const credit = item.promotion_credit_cents;
  const common = {
    account: { kind: 'tenant' as const, userId: item.tenant_user_id }, periodMonth: item.period_month,
    buildingId: item.building_id, lifecycleId: item.lifecycle_id, invoiceId, actor: AUTOMATIC,
  };
  return [
    { ...common, kind: 'charge', ledgerItemType: 'bedroom rent', chargeType: rentChargeType(item.lease_version), amountCents: credit,
      description: `${description} (covered by promotion)`, postingKey: `rent:${item.id}:promotion-gross` },
    { ...common, kind: 'credit', ledgerItemType: 'tenant promotional credit', amountCents: -credit,
      description: `Promotional credit: ${description}`, postingKey: `rent:${item.id}:promotion` },
  ];
}

/**
 * One item, in its own transaction: the invoice for what the tenant pays
 * (total rent less the month's promotion credit), its charge, the promotion
 * postings, and the item's invoice_id. The item row lock and the invoice's
 * source key `rent:<item id>` make a concurrent or second run a no-op.
 */
async function invoiceItem(ex: Executor, item: DueItem, run: JobRun): Promise<boolean> {
  const [locked] = await rows<{ invoice_id: number | null }>(ex, sql`
    SELECT invoice_id FROM tenant_payment_schedule_items WHERE id = ${item.id} FOR UPDATE`);
  if (locked?.invoice_id !== null) return false;
  const description = `Rent for ${formatMonth(item.period_month)}, ${item.building_title}`.slice(0, 250);
  const amountDue = item.total_rent_cents - item.promotion_credit_cents;
  let invoiceId: number | null = null;
  if (amountDue > 0) {
    const created = await createInvoice(ex, {
      tenantUserId: item.tenant_user_id, lifecycleId: item.lifecycle_id, buildingId: item.building_id,
      chargeType: rentChargeType(item.lease_version), ledgerItemType: 'bedroom rent', description, amountCents: amountDue,
      periodMonth: item.period_month, dueDate: item.due_date, sourceKey: `rent:${item.id}`,
      nextAttemptAt: item.autopay ? item.due_date : null, actor: AUTOMATIC, triggerSource: run.triggerSource,
    });
    if (!created) return false;
    invoiceId = created.id;
    await ex.execute(sql`UPDATE tenant_payment_schedule_items SET invoice_id = ${invoiceId} WHERE id = ${item.id}`);
  }
  if (item.promotion_credit_cents > 0) await post(ex, promotionPostings(item, invoiceId, description));
  return invoiceId !== null;
}

/** Invoices every due schedule item; returns how many invoices were created. */
export async function createRentInvoices(deps: JobDeps, run: JobRun): Promise<number> {
  const db = deps.database.db;
  let created = 0;
  for (const item of await dueItems(db, run)) {
    if (await db.transaction((tx) => invoiceItem(tx, item, run))) created++;
  }
  return created;
}
