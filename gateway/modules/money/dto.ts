/**
 * v20 shapes of money (docs/money.md "REST"; gateway/v20/dto.ts: generated from the
 * api's OpenAPI document). Amounts are integer cents; dates ISO strings.
 */
import type { ViewerSession } from '../../session.js';
import type { V20Response, V20Row } from '../../v20/dto.js';

export type InvoiceDto = V20Row<'/invoices', 'get'>;
export type InvoiceStatusChangeDto = InvoiceDto['status_history'][number];
export type InstallmentDto = InvoiceDto['installments'][number];
/** Once SUCCESSFUL: what the tenant paid (docs/money.md "What each screen shows"). */
export type InvoicePaymentDto = NonNullable<InvoiceDto['payment']>;
export type CardPaymentPreviewDto = NonNullable<InvoiceDto['if_paid_by_card']>;

/** `GET /ledger` answers a page of entries, or with `summary=monthly` the monthly summary. */
type LedgerAnswer = V20Response<'/ledger', 'get'>;
/** A page of the caller's own account's entries, newest first. */
export type LedgerPageDto = Extract<LedgerAnswer, { results: unknown }>;
export type LedgerEntryDto = LedgerPageDto['results'][number];
export type EntryKind = LedgerEntryDto['entry_kind'];
/** Months `YYYY-MM`, oldest first. */
export type LedgerSummaryDto = Extract<LedgerAnswer, { months: unknown }>;
export type LedgerMonthDto = LedgerSummaryDto['months'][number];

export type ScheduleItemDto = V20Row<'/tenant-payment-schedule', 'get'>;
export type StripeInfoDto = V20Response<'/stripe-info', 'get'>;
export type PaymentSourceDto = StripeInfoDto['payment_sources'][number];
export type DepositDto = V20Response<'/tenant-deposits/{id}', 'get'>;
export type DeductionDto = DepositDto['deductions'][number];

/** Parents the gateway builds (no v20 route answers them). */

/** A test card or bank account of the local provider, as the billing page offers it. */
export interface TestPaymentMethodDto {
  label: string;
  /** A card number or a bank account id. */
  value: string;
  kind: PaymentSourceDto['kind'];
  outcome: string;
}

/** A payout: a PAYOUT line of the manager's own ledger. */
export interface PayoutDto {
  id: LedgerEntryDto['id'];
  amount_cents: number;
  created_at: string;
}

/** A ledger as GraphQL sees it: the viewer's own account, in the role their token carries. */
export interface LedgerParent {
  session: ViewerSession;
}
