/** v20 shapes of money (docs/money.md "REST"). Amounts are integer cents; dates ISO strings. */
import type { ActorRole } from '../../../common/live.js';
import type {
  ChargeBackCategory, ChargeType, LedgerItemType, PaymentStatus, SecurityDepositStatus,
} from '../../../common/money.js';
import type { ViewerSession } from '../../context.js';
import type { RestId } from '../../v20/dto.js';

export interface InvoiceStatusChangeDto {
  status_from: PaymentStatus | null;
  status_to: PaymentStatus;
  reason: string;
  actor_role: ActorRole;
  created_at: string;
}

export interface InstallmentDto {
  seq: number;
  amount_cents: number;
  due_date: string;
  paid_at: string | null;
}

export interface InvoiceDto {
  id: RestId;
  stripe_invoice_id: string | null;
  tenant_user_id: RestId;
  tenant_first_name: string;
  lifecycle_id: RestId | null;
  building_id: RestId | null;
  building_name: string | null;
  charge_type: ChargeType;
  ledger_item_type: LedgerItemType;
  description: string;
  amount_cents: number;
  period_month: string | null;
  due_date: string;
  payment_status: PaymentStatus;
  attempts_made: number;
  max_attempts: number;
  next_attempt_at: string | null;
  paid_at: string | null;
  canceled_at: string | null;
  last_failure: { code: string; message: string } | null;
  status_history: InvoiceStatusChangeDto[];
  installments: InstallmentDto[];
  /** Once SUCCESSFUL: what the tenant paid (docs/money.md "What each screen shows"). */
  payment: InvoicePaymentDto | null;
  if_paid_by_card: CardPaymentPreviewDto | null;
  created_at: string;
}

export interface CardPaymentPreviewDto {
  card_fee_cents: number;
  total_cents: number;
}

export interface InvoicePaymentDto {
  invoice_amount_cents: number;
  card_fee_cents: number;
  total_cents: number;
  paid_with: { kind: 'card' | 'bank_account'; brand: string; last4: string } | null;
}

export type EntryKind = 'charge' | 'payment' | 'credit' | 'refund' | 'reversal' | 'payout';

export interface LedgerEntryDto {
  id: RestId;
  account_kind: 'tenant' | 'manager';
  user_id: RestId;
  entry_kind: EntryKind;
  ledger_item_type: LedgerItemType;
  charge_type: ChargeType | null;
  amount_cents: number;
  description: string;
  period_month: string;
  building_id: RestId | null;
  building_name: string | null;
  lifecycle_id: RestId | null;
  invoice_id: RestId | null;
  deposit_id: RestId | null;
  counterparty: { user_id: RestId; first_name: string } | null;
  reverses_entry_id: RestId | null;
  actor_role: ActorRole;
  created_at: string;
}

/** `GET /ledger`: a page of the caller's own account's entries, newest first. */
export interface LedgerPageDto {
  results: LedgerEntryDto[];
  next_cursor: string | null;
}

export interface LedgerMonthDto {
  month: string;
  charged_cents: number;
  collected_cents: number;
  /** Managers: what the month's entries of their own account add to it (all but payouts). */
  credited_cents: number;
}

/**
 * `GET /ledger?summary=monthly`: months `YYYY-MM`, oldest first. Charged, collected and
 * outstanding count invoices (a tenant's own; a manager's homes), credited the manager's account.
 */
export interface LedgerSummaryDto {
  months: LedgerMonthDto[];
  outstanding_cents: number;
  /** Security deposits paid and not returned, in the same scope. */
  deposits_held_cents: number;
  /** The viewer's own account balance. */
  balance_cents: number;
  /** Managers: staff paused their payouts. */
  payouts_paused: boolean;
}

export interface ScheduleItemDto {
  id: RestId;
  lifecycle_id: RestId;
  building_id: RestId;
  period_month: string;
  due_date: string;
  days_covered: number;
  days_in_month: number;
  /** This month's rent, prorated by days for the first and last months. */
  rent_components: { BASE: number; UTILITIES: number; PLATFORM_FEE: number; TOTAL_RENT: number };
  promotion_credit_cents: number;
  amount_due_cents: number;
  invoice_id: RestId | null;
}

export interface PaymentSourceDto {
  id: RestId;
  kind: 'card' | 'bank_account';
  brand: string;
  last4: string;
  mandate_status: 'not_required' | 'active' | 'missing';
  is_autopay: boolean;
  created_at: string;
}

/** A test card or bank account of the local provider, as the billing page offers it. */
export interface TestPaymentMethodDto {
  label: string;
  /** A card number or a bank account id. */
  value: string;
  kind: 'card' | 'bank_account';
  outcome: string;
}

export interface StripeInfoDto {
  publishable_key: string;
  provider: string;
  payment_sources: PaymentSourceDto[];
  autopay_source_id: RestId | null;
  /** Local provider only: the test card numbers and the token each stands for. */
  test_cards?: { number: string; brand: string; token: string }[];
}

export interface DeductionDto {
  charge_back_category: ChargeBackCategory;
  amount_cents: number;
  description: string;
}

export interface DepositDto {
  id: RestId;
  lifecycle_id: RestId;
  building_id: RestId | null;
  amount_cents: number;
  status: SecurityDepositStatus;
  deductions: DeductionDto[];
  returned_amount_cents: number | null;
  return_created_at: string | null;
  invoice_id: RestId | null;
}

export interface PayoutDto {
  id: RestId;
  amount_cents: number;
  created_at: string;
}

/** A ledger as GraphQL sees it: the viewer's own account, in the role their token carries. */
export interface LedgerParent {
  session: ViewerSession;
}
