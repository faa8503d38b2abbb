import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import type { InvoicesRow } from '../../db/__generated__/rows.js';

/** Moves the automatic attempt of an invoice waiting for one to the day `on`; false when it has none to move. */
export async function moveAutomaticAttempt(ex: Executor, invoiceId: number, on: string): Promise<boolean> {
  const moved = await rows<Pick<InvoicesRow, 'id'>>(ex, sql`UPDATE invoices SET next_attempt_at = ${on}::date::timestamptz, updated_at = now()
      WHERE id = ${invoiceId} AND payment_status IN ('INITIAL_ATTEMPT_UPCOMING', 'FAILED_ATTEMPTS_REMAINING') RETURNING id`);
  return moved.length > 0;
}

/** The columns a canceled invoice sets besides its status. */
export const CANCELED_COLUMNS: SQL = sql`canceled_at = now(), next_attempt_at = NULL`;

/** The ledger entry that charged the invoice to the tenant, if any. */
export async function invoiceChargeEntryId(ex: Executor, invoiceId: number): Promise<string | undefined> {
  const [charge] = await rows<{ id: string }>(ex, sql`SELECT id::text FROM ledger_entries WHERE posting_key = ${`invoice:${invoiceId}:charge`}`);
  return charge?.id;
}
