import { describe, expect, it } from 'vitest';
import { renterInfoSchema } from './renterInfoSchema';

const valid = {
  legalFirstName: 'Rosa', legalMiddleName: '', legalLastName: 'Diaz', dateOfBirth: '1996-04-12', street: '12 Oak Street',
  unit: '', city: 'Durham', state: 'NC', zip: '27701', phoneNumber: '(919) 555-0142',
};
const errorsOf = (change: Partial<typeof valid>) => {
  const result = renterInfoSchema.safeParse({ ...valid, ...change });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('renterInfoSchema', () => {
  it('accepts a complete adult applicant', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it('refuses someone under 18, saying why', () => {
    const born = `${new Date().getUTCFullYear() - 17}-01-01`;
    expect(errorsOf({ dateOfBirth: born })).toEqual([['dateOfBirth', 'You must be 18 or older to be screened.']]);
  });

  it.each([
    ['zip', { zip: '2770' }, 'Enter a 5-digit ZIP code.'],
    ['state', { state: 'Carolina' }, 'Choose your state.'],
    ['phoneNumber', { phoneNumber: '555-0142' }, 'Enter a phone number with its area code.'],
    ['legalLastName', { legalLastName: ' ' }, 'Enter your legal last name.'],
  ])('names %s', (field, change, message) => {
    expect(errorsOf(change)).toEqual([[field, message]]);
  });
});
