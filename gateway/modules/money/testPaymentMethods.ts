/**
 * The local payments provider's test cards and sandbox bank accounts, as the
 * billing page offers them. Cards come from `GET /stripe-info`; the bank accounts
 * are the provider's fixed sandbox ids (api/providers/payment-sources.ts), which
 * v20 does not list, offered only when v20 says the local provider is in use.
 */
import type { StripeInfoDto, TestPaymentMethodDto } from './dto.js';

/** What charging each test token does (the provider's table). */
const CARD_OUTCOMES: Record<string, string> = {
  tok_visa: 'Succeeds',
  tok_mastercard: 'Succeeds',
  tok_chargeDeclined: 'Declined (card_declined)',
  tok_chargeDeclinedInsufficientFunds: 'Declined (insufficient_funds)',
  tok_chargeDeclinedExpiredCard: 'Declined (expired_card)',
};

const SANDBOX_BANKS: TestPaymentMethodDto[] = [
  { label: 'Test Bank checking ••6789', value: 'acct_checking_ok', kind: 'bank_account', outcome: 'Mandate active; debits succeed' },
  { label: 'Test Bank ••1116', value: 'acct_needs_mandate', kind: 'bank_account', outcome: 'No mandate; debits need authorization' },
  { label: 'Test Bank ••3333', value: 'acct_insufficient_funds', kind: 'bank_account', outcome: 'Debits fail (insufficient_funds)' },
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function testPaymentMethods(info: StripeInfoDto): TestPaymentMethodDto[] {
  if (!info.test_cards) return [];
  const cards = info.test_cards.map((c): TestPaymentMethodDto => ({
    label: `${capitalized(c.brand)} ••${c.number.slice(-4)}`,
    value: c.number,
    kind: 'card',
    outcome: CARD_OUTCOMES[c.token] ?? 'Unknown',
  }));
  return info.provider === 'test_payment_sources' ? [...cards, ...SANDBOX_BANKS] : cards;
}
