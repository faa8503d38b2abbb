import { adjust, msUntilFull, restored, statusOf, take, type BucketLimits, type BucketState } from './bucket.js';
import type { BudgetStore } from './store.js';

/** Tokens held at once before the least recently used bucket is dropped (a dropped bucket is a full one). */
export const MEMORY_BUCKETS = 10_000;

/**
 * Buckets in one gateway's memory (no REDIS_URL): a Map in least-recently-used
 * order, bounded. A bucket that would be full again is the same as no bucket, so
 * such entries are dropped first; the bound then drops the least recently used,
 * which at worst refills one idle token early.
 */
export function createMemoryStore(limits: BucketLimits, capacity = MEMORY_BUCKETS, clock: () => number = Date.now): BudgetStore {
  const buckets = new Map<string, { state: BucketState; expiresAt: number }>();

  const read = (key: string, now: number): BucketState | undefined => {
    const entry = buckets.get(key);
    if (!entry) return undefined;
    buckets.delete(key);
    return entry.expiresAt > now ? entry.state : undefined;
  };

  const write = (key: string, state: BucketState) => {
    const untilFull = msUntilFull(state, limits);
    if (untilFull <= 0) return;
    buckets.set(key, { state, expiresAt: state.at + untilFull });
    if (buckets.size > capacity) evict(state.at);
  };

  const evict = (now: number) => {
    for (const [key, entry] of buckets) if (entry.expiresAt <= now) buckets.delete(key);
    for (const key of buckets.keys()) {
      if (buckets.size <= capacity) break;
      buckets.delete(key);
    }
  };

  return {
    limits,
    async take(key, cost) {
      const now = clock();
      const { state, outcome } = take(read(key, now), cost, limits, now);
      write(key, state);
      return outcome;
    },
    async adjust(key, points) {
      const now = clock();
      const state = adjust(read(key, now), points, limits, now);
      write(key, state);
      return statusOf(state, limits);
    },
    async peek(key) {
      const now = clock();
      const entry = buckets.get(key);
      return statusOf(restored(entry && entry.expiresAt > now ? entry.state : undefined, limits, now), limits);
    },
    close: async () => buckets.clear(),
  };
}
