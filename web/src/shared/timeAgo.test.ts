import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

const now = new Date('2026-11-21T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 min ago'],
    [3 * 3600, '3 h ago'],
    [30 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [-30, 'just now'],
  ])('%i s before is %s', (seconds, label) => {
    expect(timeAgo(before(seconds), now)).toBe(label);
  });

  it('shows the date after a week', () => {
    // Noon where the test runs: the reader's day.
    expect(timeAgo(new Date(2026, 9, 2, 12).toISOString(), now)).toBe('Oct 2, 2026');
    expect(timeAgo(new Date(2025, 9, 2, 12).toISOString(), now)).toBe('Oct 2, 2025');
  });
});
