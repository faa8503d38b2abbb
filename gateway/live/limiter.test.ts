import { describe, expect, it } from 'vitest';
import pLimit from 'p-limit';

// The limit live/stream.ts puts on v20 reads of live events (LIVE_READS_IN_FLIGHT).
describe('p-limit, as the live reads use it', () => {
  it('runs at most n at once, all eventually, failures included', async () => {
    const run = pLimit(3);
    let active = 0;
    let peak = 0;
    const task = (i: number) => run(async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      if (i === 4) throw new Error('boom');
      return i;
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => task(i)));
    expect(peak).toBe(3);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9);
  });
});
