import type {
  DepositDeductionResolvers, DepositResolvers, PaymentScheduleItemResolvers, PaymentSourceResolvers, PayoutResolvers,
  TestPaymentMethodResolvers,
} from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { money } from '../../core/money.js';
import { homeNamedBy } from '../homeNamed.js';

export const PaymentScheduleItem: PaymentScheduleItemResolvers = {
  periodMonth: (i) => i.period_month,
  dueDate: (i) => i.due_date,
  base: (i) => money(i.rent_components.BASE),
  utilities: (i) => money(i.rent_components.UTILITIES),
  platformFee: (i) => money(i.rent_components.PLATFORM_FEE),
  totalRent: (i) => money(i.rent_components.TOTAL_RENT),
  promotionCredit: (i) => money(i.promotion_credit_cents),
  amountDue: (i) => money(i.amount_due_cents),
  daysCovered: (i) => i.days_covered,
  daysInMonth: (i) => i.days_in_month,
  // Batched: a whole schedule's invoices are one `GET /invoices?ids=`.
  invoice: (i, _a, ctx) => (i.invoice_id ? ctx.loaders.money.invoices.load(String(i.invoice_id)) : null),
};

export const PaymentSource: PaymentSourceResolvers = {
  id: (p) => toGlobalId('PaymentSource', p.id),
  databaseId: (p) => Number(p.id),
  kind: (p) => p.kind,
  brand: (p) => p.brand,
  last4: (p) => p.last4,
  mandateStatus: (p) => p.mandate_status,
  isAutopay: (p) => p.is_autopay,
  createdAt: (p) => p.created_at,
};

export const Deposit: DepositResolvers = {
  id: (d) => toGlobalId('Deposit', d.id),
  databaseId: (d) => Number(d.id),
  building: (d, _a, ctx, info) => homeNamedBy(d, ctx, info),
  amount: (d) => money(d.amount_cents),
  status: (d) => d.status,
  deductions: (d) => d.deductions,
  returnedAmount: (d) => (d.returned_amount_cents === null ? null : money(d.returned_amount_cents)),
  returnCreatedAt: (d) => d.return_created_at,
  invoice: (d, _a, ctx) => (d.invoice_id ? ctx.loaders.money.invoices.load(String(d.invoice_id)) : null),
};

export const DepositDeduction: DepositDeductionResolvers = {
  category: (d) => d.charge_back_category,
  amount: (d) => money(d.amount_cents),
  description: (d) => d.description,
};

export const Payout: PayoutResolvers = {
  databaseId: (p) => Number(p.id),
  amount: (p) => money(p.amount_cents),
  createdAt: (p) => p.created_at,
};

export const TestPaymentMethod: TestPaymentMethodResolvers = {
  label: (t) => t.label,
  value: (t) => t.value,
  kind: (t) => t.kind,
  outcome: (t) => t.outcome,
};
