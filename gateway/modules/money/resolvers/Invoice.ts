import type {
  CardPaymentPreviewResolvers, InvoicePaymentResolvers, InvoiceResolvers, InvoiceStatusChangeResolvers, PaymentPlanInstallmentResolvers,
} from '../../../__generated__/resolvers-types.js';
import type { ViewerSession } from '../../../session.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { money } from '../../core/money.js';
import type { InvoiceDto } from '../dto.js';
import { homeNamedBy } from '../homeNamed.js';
import type { PaymentStatus } from '../enums.js';

/**
 * Statuses from which the tenant may start an attempt (→ CHARGE_PENDING in the
 * api's one table, docs/money.md "Payment status"); CHARGE_PENDING is already one.
 */
const PAYABLE: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>([
  'INITIAL_ATTEMPT_UPCOMING', 'FAILED_ATTEMPTS_REMAINING', 'FAILED_NO_ATTEMPTS_REMAINING', 'INCOMPLETE_MANDATE_ERROR',
]);

export const isUnpaid = (i: InvoiceDto) => PAYABLE.has(i.payment_status) || i.payment_status === 'CHARGE_PENDING'
  || i.payment_status === 'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT';

/** Their own, in the tenant role, in a status an attempt may start from. */
export const viewerCanPay = (i: InvoiceDto, s: ViewerSession) =>
  s.role === 'tenant' && String(i.tenant_user_id) === s.userId && i.canceled_at === null && PAYABLE.has(i.payment_status);

export const Invoice: InvoiceResolvers = {
  id: (i) => toGlobalId('Invoice', i.id),
  databaseId: (i) => Number(i.id),
  stripeInvoiceId: (i) => i.stripe_invoice_id,
  tenantFirstName: (i) => i.tenant_first_name,
  building: (i, _a, ctx, info) => homeNamedBy(i, ctx, info),
  chargeType: (i) => i.charge_type,
  ledgerItemType: (i) => i.ledger_item_type,
  description: (i) => i.description,
  amount: (i) => money(i.amount_cents),
  periodMonth: (i) => i.period_month,
  dueDate: (i) => i.due_date,
  paymentStatus: (i) => i.payment_status,
  attemptsMade: (i) => i.attempts_made,
  maxAttempts: (i) => i.max_attempts,
  nextAttemptAt: (i) => i.next_attempt_at,
  paidAt: (i) => i.paid_at,
  canceledAt: (i) => i.canceled_at,
  lastFailure: (i) => i.last_failure,
  statusHistory: (i) => i.status_history,
  installments: (i) => i.installments,
  payment: (i) => i.payment,
  ifPaidByCard: (i) => i.if_paid_by_card,
  viewerCanPay: (i, _a, ctx) => viewerCanPay(i, ctx.session),
  createdAt: (i) => i.created_at,
};

/** v20 computes what was paid (api/money/figures.ts); the gateway only formats it. */
export const InvoicePayment: InvoicePaymentResolvers = {
  invoiceAmount: (p) => money(p.invoice_amount_cents),
  cardFee: (p) => money(p.card_fee_cents),
  total: (p) => money(p.total_cents),
  paidWith: (p) => p.paid_with,
};

export const CardPaymentPreview: CardPaymentPreviewResolvers = {
  cardFee: (p) => money(p.card_fee_cents),
  total: (p) => money(p.total_cents),
};

export const InvoiceStatusChange: InvoiceStatusChangeResolvers = {
  from: (c) => c.status_from,
  to: (c) => c.status_to,
  reason: (c) => c.reason,
  actorRole: (c) => c.actor_role,
  at: (c) => c.created_at,
};

export const PaymentPlanInstallment: PaymentPlanInstallmentResolvers = {
  seq: (p) => p.seq,
  amount: (p) => money(p.amount_cents),
  dueDate: (p) => p.due_date,
  paidAt: (p) => p.paid_at,
};
