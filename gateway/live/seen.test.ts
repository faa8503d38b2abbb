import { describe, expect, it } from 'vitest';
import { memorySeenEvents } from './seen.js';

describe('memorySeenEvents', () => {
  it('claims an id once, until it expires', async () => {
    let clock = 0;
    const seen = memorySeenEvents(1000, () => clock);
    expect(await seen.firstTime('a')).toBe(true);
    expect(await seen.firstTime('a')).toBe(false);
    expect(await seen.firstTime('b')).toBe(true);
    clock = 999;
    expect(await seen.firstTime('a')).toBe(false);
    clock = 1000;
    expect(await seen.firstTime('a')).toBe(true);
  });
});
