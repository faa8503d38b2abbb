import { rows, sql, type Executor } from '../db/client.js';
import type { RateLimitCountersRow } from '../db/__generated__/rows.js';

/**
 * Counts one request under `key` in a fixed window of `windowMs`: the first hit
 * opens the window, later hits add to it until it ends. One upsert, atomic on
 * PostgreSQL and PGlite alike, so concurrent requests on any instance count once each.
 */
export async function countHit(ex: Executor, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await rows<Pick<RateLimitCountersRow, 'hits'> & { ttl_ms: number }>(ex, sql`
    INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
      expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
    RETURNING c.hits, ceil(extract(epoch FROM c.expires_at - now()) * 1000)::int AS ttl_ms`);
  return { current: row!.hits, ttl: Math.max(0, row!.ttl_ms) };
}

/** Deletes the counters whose window has ended. */
export async function deleteExpiredCounters(ex: Executor): Promise<void> {
  await ex.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`);
}
