/**
 * Card payments provider. The api charges cards only through this interface; a
 * real processor (Stripe, Adyen) is an adapter chosen by configuration. The card
 * number and CVC pass through to the provider and are never stored or logged:
 * callers keep only `brand` and `last4` from the result.
 *
 * Local default: `TestCardPayments`, deterministic, charges nothing. Its cards
 * (the well-known processor test numbers, any future expiry, any 3-4 digit CVC):
 *
 * | card number        | result                               |
 * | ------------------ | ------------------------------------ |
 * | 4242424242424242   | succeeds (visa)                      |
 * | 5555555555554444   | succeeds (mastercard)                |
 * | 4000000000000002   | declined: `card_declined`            |
 * | 4000000000009995   | declined: `insufficient_funds`       |
 * | any other number   | declined: `card_declined` (never a real card) |
 */
import { createHash } from 'node:crypto';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ChargeRequest {
  amountCents: number;
  card: CardDetails;
  description: string;
  /** The provider's own idempotency key: the same key never charges twice. */
  idempotencyKey: string;
}

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card';

export type ChargeResult =
  | { ok: true; chargeId: string; brand: string; last4: string }
  | { ok: false; code: DeclineCode; message: string };

export interface PaymentsProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Card brand from the number's leading digits (enough to show "Visa ending 4242"). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum every card number carries: catches typos before any charge. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether the card's expiry month (inclusive) is already over at `now`. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

const DECLINES: Record<string, { code: DeclineCode; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined. Try another card.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds. Try another card.' },
};
const SUCCEEDS = new Set(['4242424242424242', '5555555555554444']);

export class TestCardPayments implements PaymentsProvider {
  readonly name = 'test_cards';

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge({ card, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
    if (isExpired(card.expMonth, card.expYear, this.now())) {
      return { ok: false, code: 'expired_card', message: 'Your card has expired. Try another card.' };
    }
    const decline = DECLINES[card.number];
    if (decline) return { ok: false, ...decline };
    if (!SUCCEEDS.has(card.number)) return { ok: false, code: 'card_declined', message: 'Your card was declined. Try another card.' };
    // Deterministic: the same idempotency key always names the same charge.
    const chargeId = `ch_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    return { ok: true, chargeId, brand: cardBrand(card.number), last4: card.number.slice(-4) };
  }
}

/**
 * The provider the api uses. Only the local one exists so far; a real processor
 * would be picked here from configuration (e.g. a PAYMENTS_PROVIDER setting).
 */
export function paymentsProvider(): PaymentsProvider {
  return new TestCardPayments();
}
