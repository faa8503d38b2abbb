import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { rows, sql, type Executor } from '../db/client.js';

/** Expired counters are swept at most this often per api instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts one request under `key` in a fixed window of `windowMs`: the first hit
 * opens the window, later hits add to it until it ends. One upsert, atomic on
 * PostgreSQL and PGlite alike, so concurrent requests on any instance count once each.
 */
export async function countHit(ex: Executor, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await rows<{ hits: number; ttl_ms: number }>(ex, sql`
    INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
      expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
    RETURNING c.hits, ceil(extract(epoch FROM c.expires_at - now()) * 1000)::int AS ttl_ms`);
  return { current: row!.hits, ttl: Math.max(0, row!.ttl_ms) };
}

/**
 * A @fastify/rate-limit store kept in the `rate_limit_counters` table, so a limit
 * holds across every api instance on one database (the api has no Redis).
 * Keys arrive already named by their rule (api/http/rate-limits.ts).
 */
export function databaseRateLimitStore(ex: Executor) {
  let sweptAt = 0;
  const sweep = async () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    await ex.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`);
  };
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      sweep()
        .then(() => countHit(ex, key, timeWindow))
        .then((result) => callback(null, result), (err: Error) => callback(err));
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
