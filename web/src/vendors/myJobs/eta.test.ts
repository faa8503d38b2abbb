import { describe, expect, it } from 'vitest';
import { etaProblem } from './eta';

describe('etaProblem (the on-my-way ETA field)', () => {
  it('takes nothing, or whole minutes from 1 to 240', () => {
    for (const ok of ['', '  ', '1', '25', '240']) expect(etaProblem(ok), ok).toBeNull();
  });
  it('refuses 0, more than 240, fractions and words', () => {
    for (const bad of ['0', '241', '2.5', '-5', 'soon']) expect(etaProblem(bad), bad).toBe('Give 1 to 240 minutes, or leave it empty.');
  });
});
