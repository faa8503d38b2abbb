import type { ChargeType, LedgerItemType } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { managerShareOf, RENT_CHARGE_TYPES } from './figures.js';
import { post, type Posting } from './ledger.js';
import type { InvoiceRow } from './invoice-status.js';

/**
 * What the home's manager is credited when the invoice is paid (figures.ts
 * managerShareOf): rent less the platform fee of its schedule item, a landlord
 * fee in full, anything else nothing.
 */
export async function managerShareCents(ex: Executor, invoice: InvoiceRow): Promise<number> {
  const [item] = RENT_CHARGE_TYPES.has(invoice.charge_type) ? await rows<{ platform_fee_cents: number }>(ex, sql`
    SELECT platform_fee_cents::int AS platform_fee_cents FROM tenant_payment_schedule_items WHERE invoice_id = ${invoice.id}`) : [];
  return managerShareOf({ chargeType: invoice.charge_type, amountCents: invoice.amount_cents }, item?.platform_fee_cents ?? 0);
}

const monthOf = (invoice: InvoiceRow) => invoice.period_month ?? `${invoice.due_date.slice(0, 7)}-01`;

/**
 * The entries of a successful attempt (docs/money.md "What a successful rent
 * payment posts"), keyed by the attempt so a second settlement posts nothing.
 * Returns the manager's share it credited (0 when none), for the notification.
 */
export async function postPayment(ex: Executor, invoice: InvoiceRow, attempt: { id: number; cardFeeCents: number }, actor: Actor): Promise<number> {
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
  const managerId = await homeManagerId(ex, invoice.building_id);
  const share = managerId ? await managerShareCents(ex, invoice) : 0;
  if (share > 0 && managerId) {
    postings.push({
      ...common, account: { kind: 'manager', userId: managerId }, kind: 'charge', chargeType: invoice.charge_type as ChargeType,
      amountCents: share, description: `Collected: ${invoice.description}`, counterpartyUserId: invoice.tenant_user_id,
      postingKey: `${key}:manager`,
    });
  }
  await post(ex, postings);
  return share;
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
