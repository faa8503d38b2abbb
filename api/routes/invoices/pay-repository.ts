import { rows, sql, type Executor } from '../../db/client.js';

/** Moves the automatic attempt of an invoice waiting for one to the day `on`; false when it has none to move. */
export async function moveAutomaticAttempt(ex: Executor, invoiceId: number, on: string): Promise<boolean> {
  const moved = await rows<{ id: number }>(ex, sql`UPDATE invoices SET next_attempt_at = ${on}::date::timestamptz, updated_at = now()
      WHERE id = ${invoiceId} AND payment_status IN ('INITIAL_ATTEMPT_UPCOMING', 'FAILED_ATTEMPTS_REMAINING') RETURNING id`);
  return moved.length > 0;
}
