// Words for the money enums, as a tenant reads them. Pure, so they are unit-tested
// and shared by /billing, the receipt and the staff invoice list.
import { formatDate } from '../shared/format';

export type PaymentStatusValue =
  | 'CHARGE_PENDING'
  | 'FAILED_ATTEMPTS_REMAINING'
  | 'FAILED_NO_ATTEMPTS_REMAINING'
  | 'SUCCESSFUL'
  | 'PAYMENT_CANCELED'
  | 'MARKED_UNCOLLECTIBLE'
  | 'INCOMPLETE_MANDATE_ERROR'
  | 'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT'
  | 'INITIAL_ATTEMPT_UPCOMING';

export type StatusTone = 'neutral' | 'pending' | 'success' | 'danger';

/** Every spec §4 payment status, in words, with the tone of its badge. */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatusValue, { label: string; tone: StatusTone }> = {
  // Not "Due": the badge stands next to the due date ("Not paid yet · due Dec 5").
  INITIAL_ATTEMPT_UPCOMING: { label: 'Not paid yet', tone: 'neutral' },
  CHARGE_PENDING: { label: 'Payment processing', tone: 'pending' },
  FAILED_ATTEMPTS_REMAINING: { label: 'Payment failed — we will retry', tone: 'danger' },
  FAILED_NO_ATTEMPTS_REMAINING: { label: 'Payment failed — pay now', tone: 'danger' },
  SUCCESSFUL: { label: 'Paid', tone: 'success' },
  PAYMENT_CANCELED: { label: 'Canceled', tone: 'neutral' },
  MARKED_UNCOLLECTIBLE: { label: 'Closed as uncollectible', tone: 'neutral' },
  INCOMPLETE_MANDATE_ERROR: { label: 'Bank authorization needed', tone: 'danger' },
  INCOMPLETE_SENT_FOR_MANUAL_PAYMENT: { label: 'Pay by hand — contact support', tone: 'pending' },
};

/** Unknown values (a newer server) still read as something rather than crash. */
export function paymentStatusWords(status: string): { label: string; tone: StatusTone } {
  return PAYMENT_STATUS_WORDS[status as PaymentStatusValue] ?? { label: humanize(status), tone: 'neutral' };
}

/**
 * The date that goes with an invoice's status badge, worded so the pair reads as
 * one phrase ("Paid · on Nov 26, 2026", "Not paid yet · due Dec 5, 2026") and never
 * repeats the badge's word ("Due due Dec 5" was the bug). `apart`: the badge is
 * elsewhere on the line, so a paid date says "paid".
 */
export function invoiceDateWords(invoice: { paymentStatus: string; dueDate: string; paidAt?: string | null }, apart = false): string {
  if (invoice.paymentStatus === 'SUCCESSFUL' && invoice.paidAt) return `${apart ? 'paid' : 'on'} ${formatDate(invoice.paidAt)}`;
  if (invoice.paymentStatus === 'PAYMENT_CANCELED' || invoice.paymentStatus === 'MARKED_UNCOLLECTIBLE') return `was due ${formatDate(invoice.dueDate)}`;
  return `due ${formatDate(invoice.dueDate)}`;
}

export const DEPOSIT_STATUS_WORDS: Record<string, string> = {
  NO_DEPOSIT: 'No deposit paid yet',
  DEPOSIT_ACTIVE: 'Held for your lease',
  DEPOSIT_HELD_BY_ANOTHER_LEASE: 'Held by your other lease',
  DEPOSIT_PENDING_TRANSFER_TO_ANOTHER_LEASE: 'Moving to your new lease',
  DEPOSIT_RETURN_READY: 'Return being prepared',
  DEPOSIT_RETURN_CREATED: 'Returned',
  DEPOSIT_RETURN_CREATED_OFF_PLATFORM: 'Returned outside Hearth',
};

export function depositStatusWords(status: string): string {
  return DEPOSIT_STATUS_WORDS[status] ?? humanize(status);
}

/** `BEDROOM_RENT` → "Bedroom rent". */
export function humanize(value: string): string {
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Visa •••• 4242", "Bank account •••• 6789". */
export function sourceLabel(source: { kind: string; brand: string; last4: string }): string {
  const brand = source.kind === 'BANK_ACCOUNT' ? 'Bank account' : source.brand.charAt(0).toUpperCase() + source.brand.slice(1);
  return `${brand} •••• ${source.last4}`;
}

/** A paid invoice's payment as the gateway gives it (api/money/figures.ts computed every figure). */
export interface PaidFigures {
  readonly invoiceAmount: { readonly formatted: string };
  readonly cardFee: { readonly cents: number; readonly formatted: string };
  readonly total: { readonly formatted: string };
  readonly paidWith?: { readonly kind: string; readonly brand: string; readonly last4: string } | null;
}

/** "Paid $751.90 with Visa •••• 4242 ($730 + $21.90 card fee)", or "Paid $730 with Bank account •••• 6789". */
export function paidWords(p: PaidFigures): string {
  const paid = `Paid ${p.total.formatted}${p.paidWith ? ` with ${sourceLabel(p.paidWith)}` : ''}`;
  return p.cardFee.cents > 0 ? `${paid} (${p.invoiceAmount.formatted} + ${p.cardFee.formatted} card fee)` : paid;
}

/** Card number as typed ("4242 4242 …") → digits only. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * "MM/YY" or "MM/YYYY" → month and four-digit year; null if it is not a date.
 * Whether it is in the past is the processor's call, not ours.
 */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  const year = Number(match[2]);
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}
