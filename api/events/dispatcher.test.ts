import { describe, expect, it } from 'vitest';
import { backoffSeconds } from './dispatcher.js';

describe('backoffSeconds', () => {
  it.each([
    [1, 0.5, 2], [2, 0.5, 4], [5, 0.5, 32], [11, 0.5, 2048], [12, 0.5, 3600], [15, 0.5, 3600],
    [1, 0, 1.6], [1, 1, 2.4], [12, 0, 2880], [12, 1, 4320],
  ])('attempt %i, random %d → %d s', (attempts, random, expected) => {
    expect(backoffSeconds(attempts, random)).toBeCloseTo(expected, 6);
  });
});
