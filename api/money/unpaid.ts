import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_STATUSES } from '../../common/money.js';
import { isFinalPaymentStatus } from '../domain/money/payment-status.js';

/** Paid, canceled or written off: the final statuses of the payment table, nothing is owed. */
export const SETTLED_PAYMENT_STATUSES = PAYMENT_STATUSES.filter(isFinalPaymentStatus);

/**
 * An invoice still owed, over an `invoices` row aliased `alias` (a fixed identifier
 * in code). The one rule behind the ledger's "Unpaid by your tenants" and the
 * overview's "Overdue" (those of them past their due date), so the two agree.
 */
export const unpaidInvoiceSql = (alias: string): SQL =>
  sql`${sql.raw(alias)}.payment_status NOT IN (${sql.join(SETTLED_PAYMENT_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
