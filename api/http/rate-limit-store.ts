import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Executor } from '../db/client.js';
import { countHit, deleteExpiredCounters } from './rate-limit-counters-repository.js';

/** Expired counters are swept at most this often per api instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store kept in the `rate_limit_counters` table, so a limit
 * holds across every api instance on one database (the api has no Redis).
 * Keys arrive already named by their rule (api/http/rate-limits.ts); each hit is
 * counted by countHit (rate-limit-counters-repository.ts).
 */
export function databaseRateLimitStore(ex: Executor) {
  let sweptAt = 0;
  const sweep = async () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    await deleteExpiredCounters(ex);
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
