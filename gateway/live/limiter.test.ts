import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './limiter.js';

describe('concurrencyLimit', () => {
  it('runs at most n at once, all eventually, failures included', async () => {
    const run = concurrencyLimit(3);
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
