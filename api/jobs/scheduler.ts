import type { FastifyBaseLogger } from 'fastify';
import { remindExpiringProviderDocuments } from './document-reminders.js';
import { computeMonthlyRecurringCharges } from './monthly-charges.js';
import { pruneRequestLog } from './request-log-retention.js';
import { buildWeeklyDigests } from './weekly-digests.js';
import type { JobDeps } from './job-deps.js';

export interface Scheduler {
  stop(): Promise<void>;
}

/** One run of every scheduled job, one after the other; a failing job does not stop the next. */
async function runJobs(deps: JobDeps, log: FastifyBaseLogger): Promise<void> {
  await computeMonthlyRecurringCharges(deps, { triggerSource: 'CRON' })
    .then((summary) => log.info({ summary }, 'compute-monthly-recurring-charges'))
    .catch((err: unknown) => log.error({ err }, 'compute-monthly-recurring-charges failed'));
  await remindExpiringProviderDocuments(deps, { triggerSource: 'CRON' })
    .then((sent) => log.info({ sent }, 'service-provider-document-reminders'))
    .catch((err: unknown) => log.error({ err }, 'service-provider-document-reminders failed'));
  await pruneRequestLog(deps).then((deleted) => log.info({ deleted }, 'request-log-retention'))
    .catch((err: unknown) => log.error({ err }, 'request-log-retention failed'));
  await buildWeeklyDigests(deps, { triggerSource: 'CRON' }).then((made) => log.info({ made }, 'weekly-digests'))
    .catch((err: unknown) => log.error({ err }, 'weekly-digests failed'));
}

/**
 * Runs the money job and the vendors' document reminders every `intervalMinutes` (SCHEDULER_INTERVAL_MINUTES; 0 = off),
 * first one interval after start so booting never waits on it. Runs never
 * overlap in one process; across processes the job's own keys keep it safe.
 * stop() waits for a run in flight.
 */
export function startScheduler(deps: JobDeps, opts: { intervalMinutes: number; log: FastifyBaseLogger }): Scheduler {
  if (opts.intervalMinutes <= 0) return { async stop() {} };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runJobs(deps, opts.log).finally(() => { running = null; });
  };
  const timer = setInterval(tick, opts.intervalMinutes * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
