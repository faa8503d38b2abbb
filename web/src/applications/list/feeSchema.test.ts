import { describe, expect, it } from 'vitest';
import { feeSchema } from './feeSchema';

describe('application fee card form', () => {
  it('accepts a card typed with spaces and a two-digit year', () => {
    expect(feeSchema.parse({ cardNumber: '4242 4242 4242 4242', expMonth: '07', expYear: '29', cvc: '123' }))
      .toEqual({ cardNumber: '4242424242424242', expMonth: 7, expYear: 2029, cvc: '123' });
  });

  it('names every field that is wrong', () => {
    const result = feeSchema.safeParse({ cardNumber: '4242', expMonth: '13', expYear: '202', cvc: '1' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path[0])).toEqual(['cardNumber', 'expMonth', 'expYear', 'cvc']);
  });
});
