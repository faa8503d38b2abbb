import { MONEY_RULES, type ChargeType, type LedgerItemType } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { post, type Posting } from './ledger.js';
import type { InvoiceRow } from './invoice-status.js';

/** The card fee adjustment for paying `amountCents` by card: cardFeeBasisPoints, rounded half up. */
export function cardFeeCents(amountCents: number): number {
  return Math.floor((amountCents * MONEY_RULES.cardFeeBasisPoints + 5_000) / 10_000);
}

const RENT_CHARGE_TYPES = new Set(['rent V1', 'rent V2']);
/** Fees the landlord set and keeps in full (the rest — application fee, product fees, deposits — are not the manager's). */
const LANDLORD_FEES = new Set([
  'pet fee', 'late fee', 'cleaning violation fee', 'lockout fee', 'denial-of-entry-to-vendor fee',
  'early-termination fee (landlord)', 'reimbursement to landlord', 'move-in fee',
]);

/**
 * What the home's manager is credited when the invoice is paid: rent less the
 * platform fee of its schedule item (never below 0), a landlord fee in full,
 * anything else nothing.
 */
export async function managerShareCents(ex: Executor, invoice: InvoiceRow): Promise<number> {
  if (LANDLORD_FEES.has(invoice.charge_type)) return invoice.amount_cents;
  if (!RENT_CHARGE_TYPES.has(invoice.charge_type)) return 0;
  const [item] = await rows<{ platform_fee_cents: number }>(ex, sql`
    SELECT platform_fee_cents::int AS platform_fee_cents FROM tenant_payment_schedule_items WHERE invoice_id = ${invoice.id}`);
  return Math.max(0, invoice.amount_cents - Math.min(item?.platform_fee_cents ?? 0, invoice.amount_cents));
}

const monthOf = (invoice: InvoiceRow) => invoice.period_month ?? `${invoice.due_date.slice(0, 7)}-01`;

/**
 * The entries of a successful attempt (docs/money.md "What a successful rent
 * payment posts"), keyed by the attempt so a second settlement posts nothing.
 */
export async function postPayment(ex: Executor, invoice: InvoiceRow, attempt: { id: number; cardFeeCents: number }, actor: Actor): Promise<void> {
  const common = {
    ledgerItemType: invoice.ledger_item_type as LedgerItemType,
    periodMonth: monthOf(invoice),
    buildingId: invoice.building_id,
    lifecycleId: invoice.lifecycle_id,
    invoiceId: invoice.id,
    actor,
  };
  const tenant = { kind: 'tenant' as const, userId: invoice.tenant_user_id };
  const key = `payment:${attempt.id}`;
  const postings: Posting[] = [{
    ...common, account: tenant, kind: 'payment', chargeType: invoice.charge_type as ChargeType,
    amountCents: -invoice.amount_cents, description: `Payment: ${invoice.description}`, postingKey: `${key}:tenant`,
  }];
  if (attempt.cardFeeCents > 0) {
    const fee = { ...common, account: tenant, chargeType: 'card fee adjustment' as const, description: `Card fee adjustment: ${invoice.description}` };
    postings.push({ ...fee, kind: 'charge', amountCents: attempt.cardFeeCents, postingKey: `${key}:card-fee` });
    postings.push({ ...fee, kind: 'payment', amountCents: -attempt.cardFeeCents, postingKey: `${key}:card-fee-paid` });
  }
  const share = await managerShareCents(ex, invoice);
  const managerId = await homeManagerId(ex, invoice.building_id);
  if (share > 0 && managerId) {
    postings.push({
      ...common, account: { kind: 'manager', userId: managerId }, kind: 'charge', chargeType: invoice.charge_type as ChargeType,
      amountCents: share, description: `Collected: ${invoice.description}`, counterpartyUserId: invoice.tenant_user_id,
      postingKey: `${key}:manager`,
    });
  }
  await post(ex, postings);
}

export async function homeManagerId(ex: Executor, buildingId: number | null): Promise<number | null> {
  if (!buildingId) return null;
  const [row] = await rows<{ manager_user_id: number }>(ex, sql`SELECT manager_user_id FROM buildings WHERE id = ${buildingId}`);
  return row?.manager_user_id ?? null;
}

/** The home's owner and its co-managers with the payments area: who hears of a payment. */
export async function paymentManagerIds(ex: Executor, buildingId: number | null): Promise<number[]> {
  if (!buildingId) return [];
  const found = await rows<{ user_id: number }>(ex, sql`
    SELECT manager_user_id AS user_id FROM buildings WHERE id = ${buildingId}
    UNION SELECT user_id FROM building_managers WHERE building_id = ${buildingId} AND 'payments' = ANY (permission_areas)`);
  return found.map((r) => r.user_id);
}
