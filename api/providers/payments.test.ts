import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, passesLuhn, TestCardPayments } from './payments.js';

const now = new Date('2026-06-15T12:00:00Z');
const payments = new TestCardPayments(() => now);
const charge = (number: string, expMonth = 12, expYear = 2030) =>
  payments.charge({ amountCents: 4500, card: { number, expMonth, expYear, cvc: '123' }, description: 'fee', idempotencyKey: 'k1' });

describe('test card payments', () => {
  it('4242 4242 4242 4242 succeeds, as a Visa ending 4242', async () => {
    expect(await charge('4242424242424242')).toEqual({ ok: true, chargeId: expect.stringMatching(/^ch_test_/), brand: 'visa', last4: '4242' });
  });

  it('the same idempotency key names the same charge', async () => {
    const [a, b] = [await charge('4242424242424242'), await charge('4242424242424242')];
    expect(a.ok && b.ok && a.chargeId === b.chargeId).toBe(true);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4111111111111111', 'card_declined'],
  ])('%s is declined with %s', async (number, code) => {
    expect(await charge(number)).toMatchObject({ ok: false, code });
  });

  it('an expired card is declined before anything else', async () => {
    expect(await charge('4242424242424242', 5, 2026)).toMatchObject({ ok: false, code: 'expired_card' });
    expect(await charge('4242424242424242', 6, 2026)).toMatchObject({ ok: true });
  });
});

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['5555555555554444', true],
    ['42424242', false],
    ['4242 4242 4242 4242', false],
  ])('Luhn of %s is %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('%s is a %s card', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('a card expires after the last day of its month', () => {
    expect(isExpired(6, 2026, now)).toBe(false);
    expect(isExpired(5, 2026, now)).toBe(true);
    expect(isExpired(1, 2025, now)).toBe(true);
  });
});
