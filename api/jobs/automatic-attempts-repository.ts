import { rows, sql, type Executor } from '../db/client.js';
import type { InvoicesRow } from '../db/__generated__/rows.js';

/** Invoices whose automatic attempt is due at `asOf` (ISO time), soonest first; CHARGE_PENDING ones are not among them. */
export async function dueAttemptInvoiceIds(ex: Executor, asOf: string): Promise<number[]> {
  const due = await rows<Pick<InvoicesRow, 'id'>>(ex, sql`
    SELECT id FROM invoices
    WHERE next_attempt_at <= ${asOf}::timestamptz
      AND payment_status IN ('INITIAL_ATTEMPT_UPCOMING','FAILED_ATTEMPTS_REMAINING')
    ORDER BY next_attempt_at, id`);
  return due.map((r) => r.id);
}
