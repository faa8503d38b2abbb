import type { FastifyBaseLogger } from 'fastify';
import { computeMonthlyRecurringCharges } from './monthly-charges.js';
import type { JobDeps } from './job-deps.js';

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Runs the money job every `intervalMinutes` (SCHEDULER_INTERVAL_MINUTES; 0 = off),
 * first one interval after start so booting never waits on it. Runs never
 * overlap in one process; across processes the job's own keys keep it safe.
 * stop() waits for a run in flight.
 */
export function startScheduler(deps: JobDeps, opts: { intervalMinutes: number; log: FastifyBaseLogger }): Scheduler {
  if (opts.intervalMinutes <= 0) return { async stop() {} };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = computeMonthlyRecurringCharges(deps, { triggerSource: 'CRON' })
      .then((summary) => opts.log.info({ summary }, 'compute-monthly-recurring-charges'))
      .catch((err: unknown) => opts.log.error({ err }, 'compute-monthly-recurring-charges failed'))
      .finally(() => { running = null; });
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
