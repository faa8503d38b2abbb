import { rows, sql } from '../db/client.js';
import { attemptPayment, resumePendingAttempts } from '../money/attempt-payment.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';

/**
 * Automatic attempts that are due (next_attempt_at reached: the due date with
 * autopay, or retryAfterDays after a failure), each with the tenant's autopay
 * source. A failure is the invoice's business (its status and next attempt),
 * not the job's: one bad invoice never stops the others.
 */
export async function runDueAttempts(deps: JobDeps, run: JobRun): Promise<number> {
  const db = deps.database.db;
  // Attempts a crash left CHARGE_PENDING are settled first, with their own
  // processor keys (never charged twice); the query below does not see them.
  const resumed = await resumePendingAttempts({ db, provider: deps.provider }).catch(() => []);
  const due = await rows<{ id: number }>(db, sql`
    SELECT id FROM invoices
    WHERE next_attempt_at <= ${run.asOf.toISOString()}::timestamptz
      AND payment_status IN ('INITIAL_ATTEMPT_UPCOMING','FAILED_ATTEMPTS_REMAINING')
    ORDER BY next_attempt_at, id`);
  let attempted = resumed.length;
  for (const { id } of due) {
    try {
      await attemptPayment({ db, provider: deps.provider }, {
        invoiceId: id, paymentSourceId: null, actor: AUTOMATIC, triggerSource: run.triggerSource,
      });
      attempted++;
    } catch {
      // e.g. 422 no_payment_source (autopay removed since): the invoice waits for the tenant.
    }
  }
  return attempted;
}
