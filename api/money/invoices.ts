import { formatDate } from '../../common/dates.js';
import { formatUsd, type ChargeType, type LedgerItemType, type PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import type { Executor } from '../db/client.js';
import { recordEvent, type Actor } from '../events/record.js';
import { insertInvoiceStatusHistory } from './invoice-status-repository.js';
import { insertInvoice, setStripeInvoiceId } from './invoices-repository.js';
import { post } from './ledger.js';

export interface NewInvoice {
  tenantUserId: number;
  lifecycleId?: number | null;
  buildingId?: number | null;
  chargeType: ChargeType;
  ledgerItemType: LedgerItemType;
  description: string;
  amountCents: number;
  /** `YYYY-MM-01` for rent; otherwise the month it is billed in. */
  periodMonth: string;
  dueDate: string;
  /** What creates it, once (e.g. `rent:<schedule item id>`): a second call returns null. */
  sourceKey: string;
  /** When the first automatic attempt is due (autopay); null: the tenant pays by hand. */
  nextAttemptAt?: string | null;
  actor: Actor;
  triggerSource?: TriggerSource;
  /** Paid in the same transaction (the application fee): no "New invoice" notification, the payment's is enough. */
  paidAtOnce?: boolean;
}

export interface CreatedInvoice {
  id: number;
  status: PaymentStatus;
}

/**
 * Creates an invoice and posts its charge to the tenant's account, with its
 * first status history row and an `invoice.created` event (tenant notified),
 * all in the caller's transaction. Idempotent on `sourceKey`.
 */
export async function createInvoice(ex: Executor, input: NewInvoice): Promise<CreatedInvoice | null> {
  const id = await insertInvoice(ex, {
    tenantUserId: input.tenantUserId, lifecycleId: input.lifecycleId ?? null, buildingId: input.buildingId ?? null,
    chargeType: input.chargeType, ledgerItemType: input.ledgerItemType, description: input.description, amountCents: input.amountCents,
    periodMonth: input.periodMonth, dueDate: input.dueDate, nextAttemptAt: input.nextAttemptAt ?? null, sourceKey: input.sourceKey,
  });
  if (id === null) return null;
  await setStripeInvoiceId(ex, id, `in_test_${id}`);
  await insertInvoiceStatusHistory(ex, {
    invoiceId: id, from: null, to: 'INITIAL_ATTEMPT_UPCOMING', reason: 'Invoice created',
    actorRole: input.actor.role, triggerSource: input.triggerSource ?? 'HTTP',
  });
  await post(ex, [{
    account: { kind: 'tenant', userId: input.tenantUserId },
    kind: 'charge',
    ledgerItemType: input.ledgerItemType,
    chargeType: input.chargeType,
    amountCents: input.amountCents,
    description: input.description,
    periodMonth: input.periodMonth,
    buildingId: input.buildingId,
    lifecycleId: input.lifecycleId,
    invoiceId: id,
    postingKey: `invoice:${id}:charge`,
    actor: input.actor,
  }]);
  await recordEvent(ex, {
    type: 'invoice.created',
    actor: input.actor,
    triggerSource: input.triggerSource,
    buildingId: input.buildingId,
    subject: { type: 'invoice', id },
    audience: [input.tenantUserId],
    data: { invoice_id: id, amount_cents: input.amountCents, due_date: input.dueDate, charge_type: input.chargeType },
    notify: input.paidAtOnce ? [] : [{
      userId: input.tenantUserId,
      group: 'tenant_user',
      title: `New invoice: ${input.description}`,
      body: `${formatUsd(input.amountCents)} due ${formatDate(input.dueDate)}`,
      linkPath: '/billing',
    }],
  });
  return { id, status: 'INITIAL_ATTEMPT_UPCOMING' };
}
