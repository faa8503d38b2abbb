import { MONEY_RULES, type ChargeType, type LedgerItemType, type PaymentStatus } from '../../../common/money.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { canMovePayment } from '../../domain/money/payment-status.js';
import { cardFeeCents, totalPaidCents } from '../../money/figures.js';
import { homesManagedIn } from '../../db/managed-homes.js';
import { firstNameSql } from '../../db/person-name.js';
import type { InvoiceDto } from './invoice-dto.js';
import type { BuildingsRow, InvoiceStatusHistoryRow, InvoicesRow, PaymentAttemptsRow, PaymentPlanInstallmentsRow, PaymentSourcesRow, UsersRow } from '../../db/__generated__/rows.js';

/** Whose invoices a caller sees: a tenant their own, a manager those of their homes (payments area), staff all. */
export type InvoiceReader = { tenantUserId: number } | { managerUserId: number } | { staff: true };

export interface InvoiceFilters {
  ids?: number[];
  status?: string;
  tenantUserId?: number;
  buildingId?: number;
}

const iso = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Homes whose invoices a manager sees: owned, or co-managed with the payments area. */
export const paymentHomesOf = (managerUserId: number) => sql`(${homesManagedIn(managerUserId, 'payments')})`;

function readerClause(reader: InvoiceReader) {
  if ('tenantUserId' in reader) return sql`i.tenant_user_id = ${reader.tenantUserId}`;
  if ('managerUserId' in reader) return sql`i.building_id IN ${paymentHomesOf(reader.managerUserId)}`;
  return sql`true`;
}

/**
 * A manager's page of invoices, as ids: the newest `limit` of each of their payment homes
 * (read through invoices (building_id, id DESC), 0039), then the newest `limit` of those.
 * The same rows as `building_id IN (homes) ORDER BY id DESC LIMIT n`, but written that way
 * the planner walked every invoice backwards comparing it with each home: 2.2 s for a
 * manager with 500 homes (docs/performance.md "Invoices of many homes").
 */
function managerPage(managerUserId: number, f: InvoiceFilters, before: number | null, limit: number) {
  return sql`i.id IN (
    SELECT x.id FROM (${homesManagedIn(managerUserId, 'payments')}) h(id)
    CROSS JOIN LATERAL (
      SELECT i.id FROM invoices i
      WHERE i.building_id = h.id AND ${filterClause(f)} ${before ? sql`AND i.id < ${before}` : sql``}
      ORDER BY i.id DESC LIMIT ${limit}) x
    ORDER BY x.id DESC LIMIT ${limit})`;
}

function filterClause(f: InvoiceFilters) {
  const parts = [sql`true`];
  if (f.ids) parts.push(sql`i.id = ANY (${`{${f.ids.join(',')}}`}::integer[])`);
  if (f.status) parts.push(sql`i.payment_status = ${f.status}`);
  if (f.tenantUserId) parts.push(sql`i.tenant_user_id = ${f.tenantUserId}`);
  if (f.buildingId) parts.push(sql`i.building_id = ${f.buildingId}`);
  return sql.join(parts, sql` AND `);
}

type InvoiceBase = Omit<InvoiceDto, 'status_history' | 'installments' | 'last_failure' | 'payment' | 'if_paid_by_card'>;
/** The list query's row: the DTO's base, read from these columns (bigint cents `::int`, times as ISO text). */
interface InvoiceQueryRow extends Pick<InvoicesRow, 'id' | 'stripe_invoice_id' | 'tenant_user_id' | 'lifecycle_id' | 'building_id'
  | 'description' | 'period_month' | 'due_date' | 'payment_status' | 'attempts_made' | 'next_attempt_at' | 'paid_at'
  | 'canceled_at' | 'created_at'> {
  // The columns carry no check, but createInvoice (api/money/invoices.ts), their one writer, takes only
  // these (and 0021 wrote 'application fee', 'uncategorized'); the response schema checks them on the way out.
  charge_type: ChargeType;
  ledger_item_type: LedgerItemType;
  tenant_first_name: UsersRow['first_name'];
  building_name: BuildingsRow['title'] | null;
  amount_cents: number;
  max_attempts: number;
}
/** A status change: written only by createInvoice and changeInvoiceStatus (api/money), from and to payment statuses. */
type StatusHistoryRow = Pick<InvoiceStatusHistoryRow, 'invoice_id' | 'reason' | 'actor_role' | 'created_at'> & {
  status_from: PaymentStatus | null;
  status_to: PaymentStatus;
};
type PaymentRow = Pick<PaymentAttemptsRow, 'invoice_id'> & {
  card_fee_cents: number;
  kind: PaymentSourcesRow['kind'] | null;
  brand: PaymentSourcesRow['brand'] | null;
  last4: PaymentSourcesRow['last4'] | null;
};

/** Invoices the reader may see, newest first (by id), `before` an id for paging; complete DTOs. */
export async function listInvoices(ex: Executor, reader: InvoiceReader, filters: InvoiceFilters, before: number | null, limit: number): Promise<InvoiceDto[]> {
  const found: InvoiceBase[] = await rows<InvoiceQueryRow>(ex, sql`
    SELECT i.id, i.stripe_invoice_id, i.tenant_user_id, ${firstNameSql('u')} AS tenant_first_name, i.lifecycle_id, i.building_id, b.title AS building_name, i.charge_type,
      i.ledger_item_type, i.description, i.amount_cents::int AS amount_cents, to_char(i.period_month, 'YYYY-MM-DD') AS period_month,
      to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.payment_status, i.attempts_made, ${MONEY_RULES.maxPaymentAttempts}::int AS max_attempts,
      ${iso(sql`i.next_attempt_at`)} AS next_attempt_at, ${iso(sql`i.paid_at`)} AS paid_at, ${iso(sql`i.canceled_at`)} AS canceled_at,
      ${iso(sql`i.created_at`)} AS created_at
    FROM invoices i JOIN users u ON u.id = i.tenant_user_id LEFT JOIN buildings b ON b.id = i.building_id
    WHERE ${'managerUserId' in reader ? managerPage(reader.managerUserId, filters, before, limit) : sql`${readerClause(reader)} AND ${filterClause(filters)} ${before ? sql`AND i.id < ${before}` : sql``}`}
    ORDER BY i.id DESC LIMIT ${limit}`);
  return withDetails(ex, found, reader);
}

/** One invoice if the reader may see it (null: 404 for them). */
export async function findInvoice(ex: Executor, reader: InvoiceReader, id: number): Promise<InvoiceDto | null> {
  const [found] = await listInvoices(ex, reader, { ids: [id] }, null, 1);
  return found ?? null;
}

async function withDetails(ex: Executor, found: InvoiceBase[], reader: InvoiceReader): Promise<InvoiceDto[]> {
  if (found.length === 0) return [];
  const ids = sql`${`{${found.map((i) => i.id).join(',')}}`}::integer[]`;
  const history = await rows<StatusHistoryRow>(ex, sql`
    SELECT invoice_id, status_from, status_to, reason, actor_role, ${iso(sql`created_at`)} AS created_at
    FROM invoice_status_history WHERE invoice_id = ANY (${ids}) ORDER BY id`);
  const installments = await rows<Pick<PaymentPlanInstallmentsRow, 'invoice_id' | 'id' | 'seq' | 'due_date' | 'paid_at'> & { amount_cents: number }>(ex, sql`
    SELECT invoice_id, id, seq, amount_cents::int AS amount_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, ${iso(sql`paid_at`)} AS paid_at
    FROM payment_plan_installments WHERE invoice_id = ANY (${ids}) ORDER BY seq`);
  const failures = await rows<Pick<PaymentAttemptsRow, 'invoice_id' | 'outcome'> & { code: PaymentAttemptsRow['failure_code']; message: PaymentAttemptsRow['failure_message'] }>(ex, sql`
    SELECT DISTINCT ON (invoice_id) invoice_id, outcome, failure_code AS code, failure_message AS message
    FROM payment_attempts WHERE invoice_id = ANY (${ids}) AND outcome <> 'pending' ORDER BY invoice_id, id DESC`);
  const payments = await paymentsOf(ex, ids);
  // What the tenant's card or bank was charged, and which card, is the tenant's (and staff's):
  // a home's managers read the invoice amount and paid_at, never the card fee or the card.
  const seesPayment = !('managerUserId' in reader);
  return found.map((invoice) => {
    const failure = failures.find((f) => f.invoice_id === invoice.id);
    const unpaid = invoice.payment_status !== 'SUCCESSFUL';
    return {
      ...invoice,
      payment: unpaid || !seesPayment ? null : paymentOf(invoice, payments.find((p) => p.invoice_id === invoice.id)),
      if_paid_by_card: cardPreviewOf(invoice),
      last_failure: unpaid && failure && failure.outcome !== 'succeeded' ? { code: failure.code ?? 'unknown', message: failure.message ?? '' } : null,
      status_history: history.filter((h) => h.invoice_id === invoice.id).map(({ invoice_id: _, ...h }) => h),
      installments: installments.filter((i) => i.invoice_id === invoice.id).map(({ invoice_id: _, ...i }) => i),
    };
  });
}

/**
 * The successful attempt of each paid invoice: its card fee and what paid it (a
 * saved source, or the card the application fee was paid with).
 */
function paymentsOf(ex: Executor, ids: ReturnType<typeof sql>) {
  return rows<PaymentRow>(ex, sql`
    SELECT a.invoice_id, a.card_fee_cents::int AS card_fee_cents,
      CASE WHEN s.id IS NOT NULL THEN s.kind WHEN f.id IS NOT NULL THEN 'card' END AS kind,
      coalesce(s.brand, f.card_brand) AS brand, coalesce(s.last4, f.card_last4) AS last4
    FROM payment_attempts a LEFT JOIN payment_sources s ON s.id = a.payment_source_id
    LEFT JOIN application_fee_payments f ON a.payment_source_id IS NULL AND f.provider_charge_id = a.provider_charge_id
    WHERE a.invoice_id = ANY (${ids}) AND a.outcome = 'succeeded'`);
}

/** What the tenant paid (docs/money.md): the invoice amount plus the card fee of its successful attempt (none: recorded by staff). */
function paymentOf(invoice: InvoiceBase, found: PaymentRow | undefined): InvoiceDto['payment'] {
  const fee = found?.card_fee_cents ?? 0;
  return {
    invoice_amount_cents: invoice.amount_cents, card_fee_cents: fee, total_cents: totalPaidCents({ invoiceCents: invoice.amount_cents, cardFeeCents: fee }),
    paid_with: found?.kind && found.brand && found.last4 ? { kind: found.kind, brand: found.brand, last4: found.last4 } : null,
  };
}

/** Only an attempt adds a card fee, so only an invoice an attempt may start on has one to preview. */
function cardPreviewOf(invoice: InvoiceBase): InvoiceDto['if_paid_by_card'] {
  if (!canMovePayment(invoice.payment_status, 'CHARGE_PENDING')) return null;
  const fee = cardFeeCents(invoice.amount_cents);
  return { card_fee_cents: fee, total_cents: totalPaidCents({ invoiceCents: invoice.amount_cents, cardFeeCents: fee }) };
}
