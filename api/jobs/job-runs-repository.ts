import type { TriggerSource } from '../../common/live.js';
import { rows, sql, type Executor } from '../db/client.js';

/** Records a run as started; its id as text (bigint). */
export async function startJobRun(ex: Executor, job: string, triggerSource: TriggerSource): Promise<string> {
  const [started] = await rows<{ id: string }>(ex, sql`
    INSERT INTO scheduled_job_runs (job, trigger_source) VALUES (${job}, ${triggerSource}) RETURNING id::text`);
  return started!.id;
}

/** The run finished, with what it did (or its error) for operators. */
export async function finishJobRun(ex: Executor, runId: string, summary: object) {
  return ex.execute(sql`UPDATE scheduled_job_runs SET finished_at = now(),
    summary = ${JSON.stringify(summary)}::jsonb WHERE id = ${runId}::bigint`);
}

/** Deletes idempotency keys older than `retentionHours` (real time); how many. */
export async function purgeIdempotencyKeys(ex: Executor, retentionHours: number): Promise<number> {
  const purged = await rows(ex, sql`
    DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${retentionHours})
    RETURNING 1`);
  return purged.length;
}
