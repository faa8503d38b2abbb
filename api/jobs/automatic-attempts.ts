import { attemptPayment, resumePendingAttempts } from '../money/attempt-payment.js';
import { dueAttemptInvoiceIds } from './automatic-attempts-repository.js';
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
  const due = await dueAttemptInvoiceIds(db, run.asOf.toISOString());
  let attempted = resumed.length;
  for (const id of due) {
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
