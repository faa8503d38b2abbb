import { formatDate } from '../../common/dates.js';
import { formatUsd, type ChargeType, type LedgerItemType, type PaymentStatus } from '../../common/money.js';
import type { TriggerSource } from '../../common/live.js';
import { rows, sql, type Executor } from '../db/client.js';
import { recordEvent, type Actor } from '../events/record.js';
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
  const [created] = await rows<{ id: number }>(ex, sql`
    INSERT INTO invoices (tenant_user_id, lifecycle_id, building_id, charge_type, ledger_item_type, description, amount_cents,
      period_month, due_date, next_attempt_at, source_key)
    VALUES (${input.tenantUserId}, ${input.lifecycleId ?? null}, ${input.buildingId ?? null}, ${input.chargeType}, ${input.ledgerItemType},
      ${input.description}, ${input.amountCents}, ${input.periodMonth}::date, ${input.dueDate}::date,
      ${input.nextAttemptAt ?? null}::timestamptz, ${input.sourceKey})
    ON CONFLICT (source_key) DO NOTHING
    RETURNING id`);
  if (!created) return null;
  await ex.execute(sql`UPDATE invoices SET stripe_invoice_id = ${`in_test_${created.id}`} WHERE id = ${created.id}`);
  await ex.execute(sql`
    INSERT INTO invoice_status_history (invoice_id, status_from, status_to, reason, actor_role, trigger_source)
    VALUES (${created.id}, NULL, 'INITIAL_ATTEMPT_UPCOMING', 'Invoice created', ${input.actor.role}, ${input.triggerSource ?? 'HTTP'})`);
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
    invoiceId: created.id,
    postingKey: `invoice:${created.id}:charge`,
    actor: input.actor,
  }]);
  await recordEvent(ex, {
    type: 'invoice.created',
    actor: input.actor,
    triggerSource: input.triggerSource,
    buildingId: input.buildingId,
    subject: { type: 'invoice', id: created.id },
    audience: [input.tenantUserId],
    data: { invoice_id: created.id, amount_cents: input.amountCents, due_date: input.dueDate, charge_type: input.chargeType },
    notify: input.paidAtOnce ? [] : [{
      userId: input.tenantUserId,
      group: 'tenant_user',
      title: `New invoice: ${input.description}`,
      body: `${formatUsd(input.amountCents)} due ${formatDate(input.dueDate)}`,
      linkPath: '/billing',
    }],
  });
  return { id: created.id, status: 'INITIAL_ATTEMPT_UPCOMING' };
}
