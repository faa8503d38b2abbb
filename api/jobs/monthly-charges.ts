import { MONEY_RULES } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import { runDueAttempts } from './automatic-attempts.js';
import type { JobDeps, JobRun } from './job-deps.js';
import { finishJobRun, purgeIdempotencyKeys, startJobRun } from './job-runs-repository.js';
import { chargeLateFees } from './late-fees.js';
import { payManagers } from './payouts.js';
import { createRentInvoices } from './rent-invoices.js';

export const MONTHLY_JOB = 'compute-monthly-recurring-charges';

export interface MonthlySummary {
  invoices_created: number;
  late_fees: number;
  attempts: number;
  payouts: number;
  idempotency_keys_purged: number;
}

/** Idempotency keys older than the retention (real time: replays must keep working that long). */
const purgeOldIdempotencyKeys = (deps: JobDeps) => purgeIdempotencyKeys(deps.database.db, MONEY_RULES.idempotencyKeyRetentionHours);

/**
 * docs/money.md "compute-monthly-recurring-charges": rent invoices, late fees,
 * due automatic attempts, payouts, the idempotency key purge, in that order
 * (a fresh invoice with autopay due today is attempted in the same run). Every
 * step is idempotent on its own keys, so a second run (or two at once) creates
 * nothing new. The run is recorded in scheduled_job_runs for operators.
 */
export async function computeMonthlyRecurringCharges(
  deps: JobDeps,
  opts: { asOf?: Date | string; triggerSource: TriggerSource },
): Promise<MonthlySummary> {
  const asOf = opts.asOf === undefined ? new Date() : new Date(opts.asOf);
  const run: JobRun = { asOf, day: asOf.toISOString().slice(0, 10), triggerSource: opts.triggerSource };
  const db = deps.database.db;
  const runId = await startJobRun(db, MONTHLY_JOB, run.triggerSource);
  const finish = (summary: object) => finishJobRun(db, runId, { as_of: run.day, ...summary });
  try {
    const summary: MonthlySummary = {
      invoices_created: await createRentInvoices(deps, run),
      late_fees: await chargeLateFees(deps, run),
      attempts: await runDueAttempts(deps, run),
      payouts: await payManagers(deps, run),
      idempotency_keys_purged: await purgeOldIdempotencyKeys(deps),
    };
    await finish(summary);
    return summary;
  } catch (err) {
    // Operators see the failed run; what committed before it stands, the next run carries on.
    await finish({ error: err instanceof Error ? err.message.slice(0, 500) : String(err) });
    throw err;
  }
}
