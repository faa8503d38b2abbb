import type { SQL } from 'drizzle-orm';
import type { ChargeType, LedgerItemType } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { InvoicesRow } from '../db/__generated__/rows.js';
import { SETTLED_PAYMENT_STATUSES } from './unpaid.js';

/** The invoice columns the money code reads, locked or not: amount read `::int`, dates as `YYYY-MM-DD`. */
export type InvoiceRow = Pick<InvoicesRow,
  'id' | 'tenant_user_id' | 'lifecycle_id' | 'building_id' | 'charge_type' | 'ledger_item_type' | 'description'
  | 'period_month' | 'due_date' | 'payment_status' | 'attempts_made'> & { amount_cents: number };

const INVOICE_COLUMNS = sql`id, tenant_user_id, lifecycle_id, building_id, charge_type, ledger_item_type, description,
  amount_cents::int AS amount_cents, to_char(period_month, 'YYYY-MM-DD') AS period_month,
  to_char(due_date, 'YYYY-MM-DD') AS due_date, payment_status, attempts_made`;

/** The invoice, its row locked until the caller's transaction ends (every status change goes through this lock). */
export async function lockInvoice(ex: Executor, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await rows<InvoiceRow>(ex, sql`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = ${invoiceId} FOR UPDATE`);
  return row ?? null;
}

export interface InvoiceInsert {
  tenantUserId: number;
  lifecycleId: number | null;
  buildingId: number | null;
  chargeType: ChargeType;
  ledgerItemType: LedgerItemType;
  description: string;
  amountCents: number;
  periodMonth: string;
  dueDate: string;
  nextAttemptAt: string | null;
  sourceKey: string;
}

/** Inserts the invoice once per source key: its id, or null when the key was already invoiced. */
export async function insertInvoice(ex: Executor, i: InvoiceInsert): Promise<number | null> {
  const [created] = await rows<Pick<InvoicesRow, 'id'>>(ex, sql`
    INSERT INTO invoices (tenant_user_id, lifecycle_id, building_id, charge_type, ledger_item_type, description, amount_cents,
      period_month, due_date, next_attempt_at, source_key)
    VALUES (${i.tenantUserId}, ${i.lifecycleId}, ${i.buildingId}, ${i.chargeType}, ${i.ledgerItemType},
      ${i.description}, ${i.amountCents}, ${i.periodMonth}::date, ${i.dueDate}::date,
      ${i.nextAttemptAt}::timestamptz, ${i.sourceKey})
    ON CONFLICT (source_key) DO NOTHING
    RETURNING id`);
  return created?.id ?? null;
}

/** The processor's invoice id, derived from ours (test mode). */
export async function setStripeInvoiceId(ex: Executor, invoiceId: number, stripeInvoiceId: string): Promise<void> {
  await ex.execute(sql`UPDATE invoices SET stripe_invoice_id = ${stripeInvoiceId} WHERE id = ${invoiceId}`);
}

/**
 * An invoice still owed, over an `invoices` row aliased `alias` (a fixed identifier
 * in code). The one rule behind the ledger's "Unpaid by your tenants" and the
 * overview's "Overdue" (those of them past their due date), so the two agree.
 */
export const unpaidInvoiceSql = (alias: string): SQL =>
  sql`${sql.raw(alias)}.payment_status NOT IN (${sql.join(SETTLED_PAYMENT_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
