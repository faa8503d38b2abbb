import type { ChargeType, LedgerItemType } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { managerShareOf, RENT_CHARGE_TYPES } from './figures.js';
import { post, type Posting } from './ledger.js';
import type { InvoiceRow } from './invoices-repository.js';
import { homeManagerId } from './payment-audience-repository.js';
import { schedulePlatformFeeCents } from './schedule-repository.js';

/**
 * What the home's manager is credited when the invoice is paid (figures.ts
 * managerShareOf): rent less the platform fee of its schedule item, a landlord
 * fee in full, anything else nothing.
 */
export async function managerShareCents(ex: Executor, invoice: InvoiceRow): Promise<number> {
  const platformFee = RENT_CHARGE_TYPES.has(invoice.charge_type) ? await schedulePlatformFeeCents(ex, invoice.id) : null;
  return managerShareOf({ chargeType: invoice.charge_type, amountCents: invoice.amount_cents }, platformFee ?? 0);
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
