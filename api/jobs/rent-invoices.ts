import { formatMonth } from '../../common/dates.js';
import { MONEY_RULES, type ChargeType } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import { createInvoice } from '../money/invoices.js';
import { post, type Posting } from '../money/ledger.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';
import { dueScheduleItems, lockScheduleItemInvoice, setScheduleItemInvoice, type DueItem } from './rent-invoices-repository.js';

/** Schedule items due within invoiceLeadDays without an invoice, of leases still signed. */
const dueItems = (ex: Executor, run: JobRun) => dueScheduleItems(ex, run.day, MONEY_RULES.invoiceLeadDays);

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
  const locked = await lockScheduleItemInvoice(ex, item.id);
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
    await setScheduleItemInvoice(ex, item.id, invoiceId);
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
