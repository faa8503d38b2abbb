import { PAYMENT_STATUSES, type PaymentStatus } from '../../../common/money';

/** `?status=` of /internal/invoices: a spec §4 payment status, or null (all). */
export function parseStatusFilter(params: URLSearchParams): PaymentStatus | null {
  const status = params.get('status');
  return (PAYMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as PaymentStatus) : null;
}

/** Dollars as typed ("1,250.5", "$40") → whole cents; null unless a positive amount with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}
