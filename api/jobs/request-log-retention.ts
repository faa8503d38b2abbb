import { rows, sql } from '../db/client.js';
import type { JobDeps } from './job-deps.js';

/** Rows per DELETE: small enough that no statement holds the table for long. */
const BATCH = 5000;
export const DEFAULT_REQUEST_LOG_RETENTION_DAYS = 14;

/**
 * Deletes request-log rows older than REQUEST_LOG_RETENTION_DAYS (docs/request-log.md),
 * in batches so a large backlog never becomes one long transaction. Returns how many went.
 */
export async function pruneRequestLog(deps: JobDeps, opts: { asOf?: Date; retentionDays?: number } = {}): Promise<number> {
  const days = opts.retentionDays ?? deps.config?.requestLogRetentionDays ?? DEFAULT_REQUEST_LOG_RETENTION_DAYS;
  const cutoff = new Date((opts.asOf ?? new Date()).getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const gone = await rows<{ id: unknown }>(deps.database.db, sql`DELETE FROM backend_requests WHERE id IN (
      SELECT id FROM backend_requests WHERE occurred_at < ${cutoff}::timestamptz LIMIT ${BATCH}) RETURNING id`);
    deleted += gone.length;
    if (gone.length < BATCH) return deleted;
  }
}
