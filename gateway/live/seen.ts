import type { Redis } from 'ioredis';

/** How long an event id is remembered: longer than the api's retries of one attempt take to pile up. */
export const SEEN_TTL_SECONDS = 3600;

/**
 * Deliveries are at least once (docs/live.md): the same event may arrive twice,
 * at one instance or at two. `firstTime` claims an event id; only the claimant
 * publishes it.
 */
export interface SeenEvents {
  firstTime(eventId: string): Promise<boolean>;
}

/** Shared by every instance: SET NX is atomic, so exactly one instance wins an id. */
export function redisSeenEvents(redis: Redis, prefix = 'hearth:live:seen:'): SeenEvents {
  return {
    async firstTime(eventId) {
      const claimed = await redis.set(`${prefix}${eventId}`, '1', 'EX', SEEN_TTL_SECONDS, 'NX');
      return claimed === 'OK';
    },
  };
}

/**
 * One instance without Redis. The TTL is the same for every id, so the Map's
 * insertion order is expiry order and pruning only ever looks at the front.
 */
export function memorySeenEvents(ttlMs = SEEN_TTL_SECONDS * 1000, now: () => number = Date.now): SeenEvents {
  const expiries = new Map<string, number>();
  const prune = () => {
    for (const [id, expiresAt] of expiries) {
      if (expiresAt > now()) break;
      expiries.delete(id);
    }
  };
  return {
    async firstTime(eventId) {
      prune();
      if (expiries.has(eventId)) return false;
      expiries.set(eventId, now() + ttlMs);
      return true;
    },
  };
}
