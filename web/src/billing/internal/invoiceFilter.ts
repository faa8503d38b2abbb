import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../common/money';

/** `?status=` of /internal/invoices: a spec §4 payment status, or null (all). */
export function parseStatusFilter(params: URLSearchParams): PaymentStatus | null {
  const status = params.get('status');
  return (PAYMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as PaymentStatus) : null;
}
