import type { BucketLimits, TakeOutcome, ThrottleStatus } from './bucket.js';

/** Where the buckets are held: memory (one gateway) or Redis (every gateway instance shares them). */
export interface BudgetStore {
  readonly limits: BucketLimits;
  /** Takes `cost` points from the bucket of `key` if they are available. */
  take(key: string, cost: number): Promise<TakeOutcome>;
  /** Gives back `points` (negative: takes more); returns the status after. */
  adjust(key: string, points: number): Promise<ThrottleStatus>;
  /** The bucket's status, unchanged (for responses that never reached execution). */
  peek(key: string): Promise<ThrottleStatus>;
  close(): Promise<void>;
}
