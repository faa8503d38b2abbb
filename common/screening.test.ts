import { describe, expect, it } from 'vitest';
import { ageOn, parseSsn } from './screening.js';

describe('parseSsn', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    [' 222-33-4444 ', '222334444'],
  ])('reads %s', (input, digits) => {
    expect(parseSsn(input)).toBe(digits);
  });

  it.each([
    '000-12-3456', '666-12-3456', '900-12-3456', '999-99-9999', '123-00-4567', '123-45-0000',
    '12-345-6789', '1234-56-789', '12345678', '1234567890', '123 45 6789', 'abc-de-fghi', '',
  ])('refuses %s', (input) => {
    expect(parseSsn(input)).toBeNull();
  });
});

describe('ageOn', () => {
  it.each([
    ['2008-06-15', '2026-06-15', 18],
    ['2008-06-15', '2026-06-14', 17],
    ['2008-06-15', '2026-05-30', 17],
    ['2000-02-29', '2026-02-28', 25],
    ['1990-01-01', '2026-12-31', 36],
  ])('someone born %s is %s years old on %s', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });
});
