import { describe, expect, it } from 'vitest';
import { incomeSchema, parseDollars } from './incomeSchema';

describe('parseDollars', () => {
  it.each([
    ['3850', 385_000],
    ['$3,850', 385_000],
    [' 3,850.50 ', 385_050],
    ['0', 0],
    ['1200.5', 120_050],
  ])('%s is %i cents', (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });

  it.each(['', 'about 4k', '-200', '3.999', '1,2,3.']) ('refuses %s', (input) => {
    expect(parseDollars(input)).toBeNull();
  });
});

describe('incomeSchema', () => {
  const errorsOf = (values: object) => {
    const result = incomeSchema.safeParse({ monthlyIncome: '3850', incomeSources: ['SAVINGS'], employerName: '', ...values });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('asks for the employer only when a job is a source', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ incomeSources: ['EMPLOYMENT'] })).toEqual([['employerName', 'Name your employer.']]);
    expect(errorsOf({ incomeSources: ['EMPLOYMENT'], employerName: 'Duke Health' })).toEqual([]);
  });

  it('needs a source and an amount', () => {
    expect(errorsOf({ incomeSources: [], monthlyIncome: 'lots' }).map(([field]) => field).sort()).toEqual(['incomeSources', 'monthlyIncome']);
  });
});
