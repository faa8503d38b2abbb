/**
 * A partner token's leaky bucket of points (one point = one v20 call): it holds
 * at most `maximumAvailable`, regains `restoreRate` points a second, and a request
 * may start only when its requested cost fits in what is available now. Pure
 * functions of (state, now), so the memory store and the Redis script
 * (redisStore.ts, the same arithmetic in Lua) agree and the math is unit-tested.
 */
export interface BucketLimits {
  maximumAvailable: number;
  /** Points regained per second. */
  restoreRate: number;
}

/** What a bucket held at `at` (ms since the epoch). A bucket nobody has touched is full. */
export interface BucketState {
  available: number;
  at: number;
}

/** The throttle status reported to the partner (extensions.cost.throttleStatus, RateLimit-* headers). */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export type TakeOutcome =
  | { taken: true; status: ThrottleStatus }
  /** `retryAfter`: whole seconds until `cost` fits; null when it never will (more than the full bucket). */
  | { taken: false; status: ThrottleStatus; retryAfter: number | null };

export const fullBucket = (limits: BucketLimits, now: number): BucketState => ({ available: limits.maximumAvailable, at: now });

/** The bucket at `now`: what it held plus what it regained since, never more than full. */
export function restored(state: BucketState | undefined, limits: BucketLimits, now: number): BucketState {
  if (!state) return fullBucket(limits, now);
  const regained = (Math.max(0, now - state.at) / 1000) * limits.restoreRate;
  return { available: Math.min(limits.maximumAvailable, state.available + regained), at: now };
}

export function statusOf(state: BucketState, limits: BucketLimits): ThrottleStatus {
  return {
    maximumAvailable: limits.maximumAvailable,
    // Reported whole, rounded down: a partner never sees more than it may spend.
    currentlyAvailable: Math.floor(state.available),
    restoreRate: limits.restoreRate,
  };
}

/** Takes `cost` points if they are available now; otherwise leaves the bucket as it was. */
export function take(state: BucketState | undefined, cost: number, limits: BucketLimits, now: number): { state: BucketState; outcome: TakeOutcome } {
  const current = restored(state, limits, now);
  if (cost <= current.available) {
    const after = { available: current.available - cost, at: now };
    return { state: after, outcome: { taken: true, status: statusOf(after, limits) } };
  }
  const retryAfter = cost > limits.maximumAvailable ? null : secondsUntil(cost - current.available, limits);
  return { state: current, outcome: { taken: false, status: statusOf(current, limits), retryAfter } };
}

/**
 * Gives back `points` (requested − actual, after the request ran), or takes more
 * when negative (a request that made more calls than counted); kept within 0 and full.
 */
export function adjust(state: BucketState | undefined, points: number, limits: BucketLimits, now: number): BucketState {
  const current = restored(state, limits, now);
  return { available: Math.max(0, Math.min(limits.maximumAvailable, current.available + points)), at: now };
}

/** Whole seconds (at least 1) until `missing` points are regained. */
export function secondsUntil(missing: number, limits: BucketLimits): number {
  return Math.max(1, Math.ceil(missing / limits.restoreRate));
}

/** Whole seconds until the bucket is full again (0 when it is): the RateLimit-Reset header. */
export function secondsUntilFull(status: ThrottleStatus): number {
  const missing = status.maximumAvailable - status.currentlyAvailable;
  return missing <= 0 ? 0 : Math.ceil(missing / status.restoreRate);
}

/** How long a bucket must be kept: once it would be full again, forgetting it changes nothing. */
export function msUntilFull(state: BucketState, limits: BucketLimits): number {
  return Math.ceil(((limits.maximumAvailable - state.available) / limits.restoreRate) * 1000);
}
