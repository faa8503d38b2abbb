/**
 * Payment sources, charges of saved sources, and manager payouts, behind one
 * interface; a real processor (Stripe + Plaid) is an adapter chosen by
 * configuration. Only references, brand and last four digits ever reach our
 * database.
 *
 * Local default `TestPaymentSources`: deterministic, moves no money.
 *
 * Card tokens (the processor's documented test tokens; the web's card form gets
 * one from POST /v20/test-payments/card-tokens, which maps the test card numbers of
 * api/providers/payments.ts to them):
 * | token                                   | charging it                |
 * | tok_visa, tok_mastercard                | succeeds                   |
 * | tok_chargeDeclined                      | declined: card_declined    |
 * | tok_chargeDeclinedInsufficientFunds     | declined: insufficient_funds |
 * | tok_chargeDeclinedExpiredCard           | declined: expired_card     |
 *
 * Bank accounts (plaid_account_id, with any public token starting `public-sandbox-`):
 * | acct_checking_ok        | mandate active; debits succeed                           |
 * | acct_needs_mandate      | no mandate; debits end INCOMPLETE_MANDATE_ERROR          |
 * | acct_insufficient_funds | mandate active; debits fail: insufficient_funds          |
 */
import { createHash } from 'node:crypto';
import type { DeclineCode } from './payments.js';

export interface AttachedSource {
  kind: 'card' | 'bank_account';
  providerRef: string;
  brand: string;
  last4: string;
  mandateStatus: 'not_required' | 'active' | 'missing';
}

export type AttachResult = { ok: true; source: AttachedSource } | { ok: false; field: string; code: string; message: string };

export interface SourceCharge {
  amountCents: number;
  providerRef: string;
  description: string;
  /** The processor's idempotency key: the same key never charges twice. */
  idempotencyKey: string;
}

export type SourceChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; code: DeclineCode | 'mandate_required'; message: string };

export interface PaymentSourcesProvider {
  readonly name: string;
  attachCardToken(token: string): Promise<AttachResult>;
  attachBankAccount(publicToken: string, accountId: string): Promise<AttachResult>;
  charge(request: SourceCharge): Promise<SourceChargeResult>;
  /** A payout to a manager's connected account. */
  payout(request: { providerAccountId: string; amountCents: number; idempotencyKey: string }): Promise<{ payoutId: string }>;
}

const CARD_TOKENS: Record<string, { brand: string; last4: string; decline?: { code: DeclineCode; message: string } }> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', decline: { code: 'card_declined', message: 'Your card was declined. Try another card.' } },
  tok_chargeDeclinedInsufficientFunds: {
    brand: 'visa', last4: '9995', decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds. Try another card.' },
  },
  tok_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', decline: { code: 'expired_card', message: 'Your card has expired. Try another card.' } },
};

/** Test card numbers (api/providers/payments.ts) → the token the local card form hands out. */
export const TEST_CARD_NUMBER_TOKENS: Record<string, string> = {
  '4242424242424242': 'tok_visa',
  '5555555555554444': 'tok_mastercard',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'tok_chargeDeclinedExpiredCard',
};

const BANK_ACCOUNTS: Record<string, { last4: string; mandate: 'active' | 'missing'; decline?: { code: DeclineCode; message: string } }> = {
  acct_checking_ok: { last4: '6789', mandate: 'active' },
  acct_needs_mandate: { last4: '1116', mandate: 'missing' },
  acct_insufficient_funds: {
    last4: '3333', mandate: 'active', decline: { code: 'insufficient_funds', message: 'The bank account has insufficient funds.' },
  },
};

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

export class TestPaymentSources implements PaymentSourcesProvider {
  readonly name = 'test_payment_sources';

  async attachCardToken(token: string): Promise<AttachResult> {
    const card = CARD_TOKENS[token];
    if (!card) return { ok: false, field: 'stripe_card_token', code: 'invalid_card_token', message: 'This card could not be saved. Enter it again.' };
    return { ok: true, source: { kind: 'card', providerRef: `card:${token}`, brand: card.brand, last4: card.last4, mandateStatus: 'not_required' } };
  }

  async attachBankAccount(publicToken: string, accountId: string): Promise<AttachResult> {
    if (!publicToken.startsWith('public-sandbox-')) {
      return { ok: false, field: 'plaid_public_token', code: 'invalid_bank_link', message: 'The bank link has expired. Connect your bank again.' };
    }
    const bank = BANK_ACCOUNTS[accountId];
    if (!bank) return { ok: false, field: 'plaid_account_id', code: 'unknown_bank_account', message: 'That bank account was not found.' };
    return {
      ok: true,
      source: { kind: 'bank_account', providerRef: `bank:${accountId}`, brand: 'Test Bank', last4: bank.last4, mandateStatus: bank.mandate },
    };
  }

  async charge({ providerRef, idempotencyKey }: SourceCharge): Promise<SourceChargeResult> {
    const [kind, ref] = providerRef.split(':') as [string, string];
    const chargeId = `ch_test_${digest(idempotencyKey)}`;
    if (kind === 'card') {
      const card = CARD_TOKENS[ref];
      if (!card) return { ok: false, code: 'card_declined', message: 'Your card was declined. Try another card.' };
      return card.decline ? { ok: false, ...card.decline } : { ok: true, chargeId };
    }
    const bank = BANK_ACCOUNTS[ref];
    if (!bank) return { ok: false, code: 'card_declined', message: 'The bank declined the debit.' };
    if (bank.mandate === 'missing') {
      return { ok: false, code: 'mandate_required', message: 'Your bank needs your authorization (a mandate) before we can debit it.' };
    }
    return bank.decline ? { ok: false, ...bank.decline } : { ok: true, chargeId };
  }

  async payout({ idempotencyKey }: { providerAccountId: string; amountCents: number; idempotencyKey: string }) {
    return { payoutId: `po_test_${digest(idempotencyKey)}` };
  }
}

/** The provider the api uses; only the local one exists so far. */
export function paymentSourcesProvider(): PaymentSourcesProvider {
  return new TestPaymentSources();
}
