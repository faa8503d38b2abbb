import { describe, expect, it } from 'vitest';
import { categoryLabel, formatPay, placeOf, repeatWords } from './jobWords';

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

  it('words a visit of a series, and nothing for a one-off job', () => {
    expect(repeatWords({ repeatEveryWeeks: 2, seriesSequence: 3, visitDueOn: '2026-12-07' })).toBe('Every 2 weeks · visit 3, for Dec 7, 2026');
    expect(repeatWords({ repeatEveryWeeks: 1, seriesSequence: 1, visitDueOn: null })).toBe('Every week · visit 1');
    expect(repeatWords({ repeatEveryWeeks: null, seriesSequence: null, visitDueOn: null })).toBeNull();
  });
});
