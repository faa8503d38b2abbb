import type { SQL } from 'drizzle-orm';
import type { PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import { sql, type Executor } from '../db/client.js';
import type { InvoiceStatusHistoryRow } from '../db/__generated__/rows.js';

/** Sets the invoice's status, with `set`: extra columns changed with it (the fragments below, or a caller's). */
export async function setInvoiceStatus(ex: Executor, invoiceId: number, to: PaymentStatus, set?: SQL): Promise<void> {
  await ex.execute(sql`UPDATE invoices SET payment_status = ${to}, updated_at = now()
    ${set ? sql`, ${set}` : sql``} WHERE id = ${invoiceId}`);
}

/** One row of the invoice's status history. */
export interface InvoiceHistoryInsert {
  invoiceId: number;
  from: PaymentStatus | null;
  to: PaymentStatus;
  reason: string;
  actorRole: InvoiceStatusHistoryRow['actor_role'];
  triggerSource: TriggerSource;
}

export async function insertInvoiceStatusHistory(ex: Executor, h: InvoiceHistoryInsert): Promise<void> {
  await ex.execute(sql`
    INSERT INTO invoice_status_history (invoice_id, status_from, status_to, reason, actor_role, trigger_source)
    VALUES (${h.invoiceId}, ${h.from}, ${h.to}, ${h.reason}, ${h.actorRole}, ${h.triggerSource})`);
}

/** An attempt started: it is counted, and no automatic one waits meanwhile. */
export const attemptStartedColumns = (attemptNo: number): SQL => sql`attempts_made = ${attemptNo}, next_attempt_at = NULL`;

/** Paid now: nothing more to attempt. */
export const PAID_COLUMNS: SQL = sql`paid_at = now(), next_attempt_at = NULL`;

/** After a failure: the next automatic attempt `retryAfterDays` from now (the database's clock), or none (null). */
export const nextAttemptColumns = (retryAfterDays: number | null): SQL => (retryAfterDays === null
  ? sql`next_attempt_at = NULL`
  : sql`next_attempt_at = now() + make_interval(days => ${retryAfterDays})`);
