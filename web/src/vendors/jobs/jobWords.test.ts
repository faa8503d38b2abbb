import { describe, expect, it } from 'vitest';
import { categoryLabel, formatPay, placeOf } from './jobWords';

describe('job words', () => {
  it('names the place, the region only when it says more than the city', () => {
    expect(placeOf({ city: 'Raleigh', state: 'NC' }, 'Raleigh')).toBe('Raleigh, NC');
    expect(placeOf({ city: 'Greensboro', state: 'NC' }, 'The Triad')).toBe('Greensboro, NC · The Triad');
    expect(placeOf({ city: 'Austin', state: 'TX' }, undefined)).toBe('Austin, TX');
  });

  it('formats pay and categories', () => {
    expect(formatPay(8000)).toBe('$80');
    expect(formatPay(8050)).toBe('$80.50');
    expect(formatPay(null)).toBe('—');
    expect(categoryLabel('SMALL_REPAIRS')).toBe('Small repairs');
  });
});
