import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './RenewalOfferForm';

describe('the renewal rent a manager types', () => {
  it.each([
    ['1250', 125000], ['$1,250.50', 125050], [' 980 ', 98000], ['0', null], ['12.345', null], ['abc', null], ['', null],
  ] as const)('%s → %s cents', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });
});
