import { formatUsd, MONEY_RULES } from '../../common/money.js';

/**
 * The money figures of one payment, by one rule each (docs/money.md "What each
 * screen shows"). Pure: the postings, the invoice JSON and the notification
 * texts all read these, so no screen computes its own.
 *
 * - invoice amount: what the tenant was billed (after promotions); what the
 *   manager's screens call "paid" and "collected".
 * - card fee: what paying by card added (cardFeeBasisPoints of the invoice
 *   amount, half up); the tenant's alone, never the manager's.
 * - total paid: invoice amount + card fee, what the tenant's card or bank was
 *   charged; the tenant's receipt and notification show it, split.
 * - manager share: what the payment adds to the home's owner's balance (rent less
 *   the platform fee, a landlord fee in full, anything else nothing).
 */
export interface PaymentFigures {
  invoiceCents: number;
  cardFeeCents: number;
  managerShareCents: number;
  chargeType: string;
}

/** The card fee adjustment for paying `amountCents` by card: cardFeeBasisPoints, rounded half up. */
export function cardFeeCents(amountCents: number): number {
  return Math.floor((amountCents * MONEY_RULES.cardFeeBasisPoints + 5_000) / 10_000);
}

export const totalPaidCents = (f: Pick<PaymentFigures, 'invoiceCents' | 'cardFeeCents'>) => f.invoiceCents + f.cardFeeCents;

/** Rent: the manager is credited the rent less the platform fee of its schedule item. */
export const RENT_CHARGE_TYPES: ReadonlySet<string> = new Set(['rent V1', 'rent V2']);

/** Fees the landlord set and keeps in full (the rest — application fee, product fees, deposits — are not the manager's). */
export const LANDLORD_FEES: ReadonlySet<string> = new Set([
  'pet fee', 'late fee', 'cleaning violation fee', 'lockout fee', 'denial-of-entry-to-vendor fee',
  'early-termination fee (landlord)', 'reimbursement to landlord', 'move-in fee',
]);

/** The manager's share of a paid invoice, given its platform fee (rent only): never below 0, never above the amount. */
export function managerShareOf(invoice: { chargeType: string; amountCents: number }, platformFeeCents: number): number {
  if (LANDLORD_FEES.has(invoice.chargeType)) return invoice.amountCents;
  if (!RENT_CHARGE_TYPES.has(invoice.chargeType)) return 0;
  return Math.max(0, invoice.amountCents - Math.min(platformFeeCents, invoice.amountCents));
}

/** "$751.90 paid: $730 + $21.90 card fee." or "$730 paid." — the tenant's notification. */
export function tenantPaidWords(f: PaymentFigures): string {
  if (f.cardFeeCents === 0) return `${formatUsd(f.invoiceCents)} paid.`;
  return `${formatUsd(totalPaidCents(f))} paid: ${formatUsd(f.invoiceCents)} + ${formatUsd(f.cardFeeCents)} card fee.`;
}

/**
 * The manager's notification: who paid (the tenant's name, from the one name rule),
 * the invoice amount (never the tenant's card fee) and what it adds to the home
 * owner's balance, which is the entry on their ledger. `owner`: whether the reader
 * is the home's owner (a co-manager with the payments area hears of it too, but
 * the share is the owner's).
 */
export function managerPaidWords(f: PaymentFigures, owner = true, tenantName = 'Your tenant'): string {
  const paid = `${tenantName} paid ${formatUsd(f.invoiceCents)}.`;
  const balance = owner ? 'your balance' : "the home owner's balance";
  if (f.managerShareCents === f.invoiceCents) return `${paid} ${formatUsd(f.managerShareCents)} is added to ${balance}.`;
  if (f.managerShareCents > 0) {
    return `${paid} ${formatUsd(f.managerShareCents)} is added to ${balance} (after Hearth's ${formatUsd(f.invoiceCents - f.managerShareCents)} platform fee).`;
  }
  if (f.chargeType === 'security deposit') return `${paid} Hearth holds the deposit until the lease ends, so nothing is added to ${balance}.`;
  return `${paid} It is Hearth's fee, so nothing is added to ${balance}.`;
}
