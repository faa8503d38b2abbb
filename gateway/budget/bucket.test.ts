import { describe, expect, it } from 'vitest';
import { adjust, restored, secondsUntilFull, take, type BucketLimits } from './bucket.js';
import { createMemoryStore } from './memoryStore.js';

const limits: BucketLimits = { maximumAvailable: 1000, restoreRate: 50 };
const T0 = 1_800_000_000_000;

describe('the leaky bucket', () => {
  it('starts full and takes what an operation requested', () => {
    const { state, outcome } = take(undefined, 120, limits, T0);
    expect(outcome).toEqual({ taken: true, status: { maximumAvailable: 1000, currentlyAvailable: 880, restoreRate: 50 } });
    expect(state).toEqual({ available: 880, at: T0 });
  });

  it('restores restoreRate points a second, never past full', () => {
    expect(restored({ available: 100, at: T0 }, limits, T0 + 2_000).available).toBe(200);
    expect(restored({ available: 100, at: T0 }, limits, T0 + 500).available).toBe(125);
    expect(restored({ available: 990, at: T0 }, limits, T0 + 60_000).available).toBe(1000);
  });

  it('refuses what does not fit, takes nothing, and says in whole seconds when it will', () => {
    const { state, outcome } = take({ available: 30, at: T0 }, 100, limits, T0);
    expect(state.available).toBe(30);
    expect(outcome).toMatchObject({ taken: false, retryAfter: 2 }); // 70 missing at 50/s
    // After that wait it fits.
    expect(take(state, 100, limits, T0 + 2_000).outcome.taken).toBe(true);
  });

  it('asks for at least a second, and never promises a cost above the full bucket', () => {
    expect(take({ available: 99.9, at: T0 }, 100, limits, T0).outcome).toMatchObject({ taken: false, retryAfter: 1 });
    expect(take(undefined, 1001, limits, T0).outcome).toMatchObject({ taken: false, retryAfter: null });
  });

  it('gives back requested − actual after the run, within 0 and full', () => {
    expect(adjust({ available: 500, at: T0 }, 40, limits, T0).available).toBe(540);
    expect(adjust({ available: 990, at: T0 }, 40, limits, T0).available).toBe(1000);
    expect(adjust({ available: 5, at: T0 }, -40, limits, T0).available).toBe(0);
  });

  it('reports whole points left and the seconds until full', () => {
    const { outcome } = take({ available: 100.7, at: T0 }, 0, limits, T0);
    expect(outcome.status.currentlyAvailable).toBe(100);
    expect(secondsUntilFull(outcome.status)).toBe(18); // 900 missing at 50/s
    expect(secondsUntilFull({ ...outcome.status, currentlyAvailable: 1000 })).toBe(0);
  });
});

describe('the memory store', () => {
  it('keeps one bucket per token', async () => {
    let now = T0;
    const store = createMemoryStore(limits, 10, () => now);
    await store.take('a', 600);
    expect((await store.take('a', 600)).taken).toBe(false);
    expect((await store.take('b', 600)).taken).toBe(true);
    now += 4_000; // 200 restored: 600 available again
    expect((await store.take('a', 600)).taken).toBe(true);
    expect((await store.peek('a')).currentlyAvailable).toBe(0);
  });

  it('stays within its bound, dropping full buckets first, then the least recently used', async () => {
    let now = T0;
    const store = createMemoryStore(limits, 2, () => now);
    await store.take('old', 500);
    await store.take('used', 500);
    await store.take('new', 500); // over the bound: 'old' (least recently used) goes, refilled
    expect((await store.peek('old')).currentlyAvailable).toBe(1000);
    expect((await store.peek('used')).currentlyAvailable).toBe(500);
    now += 20_000; // everything full again: no entry needed
    expect((await store.adjust('used', 0)).currentlyAvailable).toBe(1000);
    expect((await store.peek('new')).currentlyAvailable).toBe(1000);
  });
});
