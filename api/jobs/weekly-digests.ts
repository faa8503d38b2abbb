import { rows, sql } from '../db/client.js';
import { buildDigest, lastWeek } from '../digests/build-digest.js';
import { digestCandidates } from '../digests/digests-repository.js';
import { outboxMailer } from '../providers/mailer.js';
import type { JobDeps } from './job-deps.js';
import { finishJobRun, startJobRun } from './job-runs-repository.js';

export const WEEKLY_DIGESTS_JOB = 'weekly-digests';

/**
 * docs/digests.md: once a week (the hourly scheduler finds the week done once), each
 * manager and tenant with something to tell gets a digest of the last whole week, stored
 * and mailed to the outbox. The digests' unique key keeps a second run, or two at once,
 * from mailing twice. Returns how many were made (null when the week was already done).
 */
export async function buildWeeklyDigests(deps: JobDeps, opts: { asOf?: Date; triggerSource: 'CRON' | 'HTTP' }): Promise<number | null> {
  const db = deps.database.db;
  const period = lastWeek(opts.asOf ?? new Date());
  const [done] = await rows(db, sql`SELECT 1 FROM scheduled_job_runs WHERE job = ${WEEKLY_DIGESTS_JOB}
    AND finished_at IS NOT NULL AND summary->>'period_start' = ${period.start}`);
  if (done) return null;
  const runId = await startJobRun(db, WEEKLY_DIGESTS_JOB, opts.triggerSource);
  const mailer = deps.mailer ?? outboxMailer(db, deps.config?.webOrigin);
  let made = 0;
  for (const c of await digestCandidates(db)) {
    const built = await buildDigest(db, mailer, { userId: c.user_id, role: c.user_role, period, skipEmpty: true });
    if (built?.created) made += 1;
  }
  await finishJobRun(db, runId, { period_start: period.start, period_end: period.end, digests: made });
  return made;
}
