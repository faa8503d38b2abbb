import type { PaymentStatus } from '../../../common/money.js';
import { HttpError } from '../../http/errors.js';

/**
 * Spec §4 payment status of an invoice: the one table of allowed changes, exactly
 * as docs/money.md lists it. Everything else is refused, so no code path can
 * (say) turn a paid invoice back into a pending one.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  INITIAL_ATTEMPT_UPCOMING: ['CHARGE_PENDING', 'PAYMENT_CANCELED', 'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT'],
  CHARGE_PENDING: ['SUCCESSFUL', 'FAILED_ATTEMPTS_REMAINING', 'FAILED_NO_ATTEMPTS_REMAINING', 'INCOMPLETE_MANDATE_ERROR'],
  FAILED_ATTEMPTS_REMAINING: ['CHARGE_PENDING', 'PAYMENT_CANCELED', 'MARKED_UNCOLLECTIBLE'],
  // The tenant may still pay by hand after the automatic attempts ran out.
  FAILED_NO_ATTEMPTS_REMAINING: ['CHARGE_PENDING', 'MARKED_UNCOLLECTIBLE', 'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT'],
  INCOMPLETE_MANDATE_ERROR: ['CHARGE_PENDING', 'PAYMENT_CANCELED'],
  // SUCCESSFUL from here is a payment staff recorded by hand.
  INCOMPLETE_SENT_FOR_MANUAL_PAYMENT: ['SUCCESSFUL', 'MARKED_UNCOLLECTIBLE'],
  SUCCESSFUL: [],
  PAYMENT_CANCELED: [],
  MARKED_UNCOLLECTIBLE: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** Throws 422 `payment_status_transition_not_allowed` unless the table allows `from → to`. */
export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canMovePayment(from, to)) {
    throw new HttpError(422, 'payment_status_transition_not_allowed', `An invoice cannot go from ${from} to ${to}.`);
  }
}

/** Final statuses: nothing moves an invoice out of them. */
export const isFinalPaymentStatus = (status: PaymentStatus) => PAYMENT_TRANSITIONS[status].length === 0;
