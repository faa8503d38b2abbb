import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../common/money.js';
import { HttpError } from '../../http/errors.js';
import { assertPaymentTransition, isFinalPaymentStatus } from './payment-status.js';

// docs/money.md "Payment status", written out again on purpose: the test is the second reading of the contract.
const ALLOWED: Array<[PaymentStatus, PaymentStatus]> = [
  ['INITIAL_ATTEMPT_UPCOMING', 'CHARGE_PENDING'],
  ['INITIAL_ATTEMPT_UPCOMING', 'PAYMENT_CANCELED'],
  ['INITIAL_ATTEMPT_UPCOMING', 'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT'],
  ['CHARGE_PENDING', 'SUCCESSFUL'],
  ['CHARGE_PENDING', 'FAILED_ATTEMPTS_REMAINING'],
  ['CHARGE_PENDING', 'FAILED_NO_ATTEMPTS_REMAINING'],
  ['CHARGE_PENDING', 'INCOMPLETE_MANDATE_ERROR'],
  ['FAILED_ATTEMPTS_REMAINING', 'CHARGE_PENDING'],
  ['FAILED_ATTEMPTS_REMAINING', 'PAYMENT_CANCELED'],
  ['FAILED_ATTEMPTS_REMAINING', 'MARKED_UNCOLLECTIBLE'],
  ['FAILED_NO_ATTEMPTS_REMAINING', 'CHARGE_PENDING'],
  ['FAILED_NO_ATTEMPTS_REMAINING', 'MARKED_UNCOLLECTIBLE'],
  ['FAILED_NO_ATTEMPTS_REMAINING', 'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT'],
  ['INCOMPLETE_MANDATE_ERROR', 'CHARGE_PENDING'],
  ['INCOMPLETE_MANDATE_ERROR', 'PAYMENT_CANCELED'],
  ['INCOMPLETE_SENT_FOR_MANUAL_PAYMENT', 'SUCCESSFUL'],
  ['INCOMPLETE_SENT_FOR_MANUAL_PAYMENT', 'MARKED_UNCOLLECTIBLE'],
];
const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));

describe('payment status transitions', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    if (allowed.has(`${from}>${to}`)) {
      expect(() => assertPaymentTransition(from, to)).not.toThrow();
      return;
    }
    try {
      assertPaymentTransition(from, to);
      expect.unreachable(`${from} → ${to} should be refused`);
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(422);
      expect((err as HttpError).code).toBe('payment_status_transition_not_allowed');
    }
  });

  it('SUCCESSFUL, PAYMENT_CANCELED and MARKED_UNCOLLECTIBLE are final', () => {
    expect(PAYMENT_STATUSES.filter(isFinalPaymentStatus).sort()).toEqual(['MARKED_UNCOLLECTIBLE', 'PAYMENT_CANCELED', 'SUCCESSFUL']);
  });
});
