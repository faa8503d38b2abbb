import { describe, expect, it } from 'vitest';
import { dollarsToCents, parseStatusFilter } from './invoiceFilter';

describe('parseStatusFilter', () => {
  it('keeps payment statuses only', () => {
    expect(parseStatusFilter(new URLSearchParams('status=SUCCESSFUL'))).toBe('SUCCESSFUL');
    expect(parseStatusFilter(new URLSearchParams('status=paid'))).toBeNull();
    expect(parseStatusFilter(new URLSearchParams(''))).toBeNull();
  });
});

describe('dollarsToCents', () => {
  it('reads dollars as typed', () => {
    expect(dollarsToCents('40')).toBe(4000);
    expect(dollarsToCents('$1,250.5')).toBe(125050);
    expect(dollarsToCents('0.10')).toBe(10);
  });
  it('refuses the rest', () => {
    expect(dollarsToCents('0')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
});
