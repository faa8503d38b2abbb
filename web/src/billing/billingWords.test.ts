import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../../common/money';
import { cardDigits, depositStatusWords, invoiceDateWords, parseExpiry, paymentStatusWords, sourceLabel } from './billingWords';

describe('paymentStatusWords', () => {
  it('has words for every spec §4 payment status', () => {
    for (const status of PAYMENT_STATUSES) {
      const words = paymentStatusWords(status);
      expect(words.label).not.toMatch(/_/);
    }
    expect(paymentStatusWords('SUCCESSFUL')).toEqual({ label: 'Paid', tone: 'success' });
    expect(paymentStatusWords('FAILED_NO_ATTEMPTS_REMAINING').tone).toBe('danger');
  });

  it('reads an unknown status instead of failing', () => {
    expect(paymentStatusWords('NEW_THING').label).toBe('New thing');
  });
});

describe('invoiceDateWords', () => {
  const dueDate = '2026-12-05';
  // Noon on Nov 26 where the test runs: a payment is the reader's day.
  const paidAt = new Date(2026, 10, 26, 12).toISOString();
  it('never repeats the badge word next to it ("Due due Dec 5")', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      const badge = paymentStatusWords(paymentStatus).label.toLowerCase().split(/\W+/).filter(Boolean);
      const date = invoiceDateWords({ paymentStatus, dueDate, paidAt }).toLowerCase().split(/\W+/);
      expect(date[0], `${paymentStatus}: "${badge.join(' ')}" then "${date.join(' ')}"`).not.toBe(badge.at(-1));
    }
  });
  it('says when it is due, when it was paid, or that it was due', () => {
    expect(invoiceDateWords({ paymentStatus: 'INITIAL_ATTEMPT_UPCOMING', dueDate })).toBe('due Dec 5, 2026');
    expect(invoiceDateWords({ paymentStatus: 'SUCCESSFUL', dueDate, paidAt })).toBe('on Nov 26, 2026');
    expect(invoiceDateWords({ paymentStatus: 'PAYMENT_CANCELED', dueDate })).toBe('was due Dec 5, 2026');
  });
});

describe('depositStatusWords', () => {
  it('words every deposit status', () => {
    expect(depositStatusWords('DEPOSIT_ACTIVE')).toBe('Held for your lease');
    expect(depositStatusWords('SOMETHING_ELSE')).toBe('Something else');
  });
});

describe('card form helpers', () => {
  it('strips spaces from card numbers', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
  it('parses expiry dates', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry(' 1 / 2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
  });
  it('labels sources', () => {
    expect(sourceLabel({ kind: 'CARD', brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(sourceLabel({ kind: 'BANK_ACCOUNT', brand: 'Test Bank', last4: '6789' })).toBe('Bank account •••• 6789');
  });
});
