import { describe, expect, it } from 'vitest';
import { signatureMatchesName } from './signature.js';

const ana = { firstName: 'Ana', lastName: 'Smith-Jones' };

describe('a typed signature matches the account name loosely', () => {
  it.each<[string, string, { firstName: string; lastName: string }, boolean]>([
    ['the exact name', 'Ana Smith-Jones', ana, true],
    ['any case and spacing', '  ana   SMITH-jones ', ana, true],
    ['a middle name in between', 'Ana Maria Smith Jones', ana, true],
    ['surname first, with a comma', 'Smith-Jones, Ana', ana, true],
    ['accents typed or left out', 'José Núñez', { firstName: 'Jose', lastName: 'Nunez' }, true],
    ['apostrophes typed or left out', 'Liam OBrien', { firstName: 'Liam', lastName: "O'Brien" }, true],
    ['only the first name', 'Ana', ana, false],
    ['an initial for the last name', 'Ana S.', ana, false],
    ['half of a double-barrelled last name', 'Ana Smith', ana, false],
    ['someone else', 'Theo Park', ana, false],
    ['an account with no name on record takes a full name', 'Rosa Diaz', { firstName: '', lastName: '' }, true],
    ['an account with no name on record refuses one word', 'Rosa', { firstName: '', lastName: '' }, false],
  ])('%s', (_case, signature, name, expected) => {
    expect(signatureMatchesName(signature, name)).toBe(expected);
  });
});
