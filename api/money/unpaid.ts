import { PAYMENT_STATUSES } from '../../common/money.js';
import { isFinalPaymentStatus } from '../domain/money/payment-status.js';

/**
 * Paid, canceled or written off: the final statuses of the payment table, nothing is owed.
 * Its SQL twin, the rule readers filter unpaid invoices by, is unpaidInvoiceSql (invoices-repository.ts).
 */
export const SETTLED_PAYMENT_STATUSES = PAYMENT_STATUSES.filter(isFinalPaymentStatus);
