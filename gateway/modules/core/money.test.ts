import { expect, it } from 'vitest';
import { money } from './money.js';

it.each([
  [85000, '$850'],
  [84950, '$849.50'],
  [0, '$0'],
  [123456700, '$1,234,567'],
])('%i cents are shown as %s', (cents, formatted) => {
  expect(money(cents)).toMatchObject({ cents, formatted });
});
