/**
 * Money vocabulary (spec §3 ledger item types, charge types, charge-back
 * categories; §4 payment and security deposit status; §9 lease termination fee
 * and notice options), spelt as the spec spells them, and the product constants
 * the spec does not show ("Fee amounts and rates are not shown"): chosen here,
 * in one place, and documented in docs/money.md.
 */

/** Spec §3 "Ledger item types": what a ledger entry is for. */
export const LEDGER_ITEM_TYPES = [
  'legacy full-home rent and deposit',
  'bedroom rent',
  'bedroom security deposit',
  'residential service payment',
  'pet fee',
  'V2-to-V4 utilities reimbursement',
  'furniture reimbursement',
  'utility reimbursement',
  'washer/dryer reimbursement',
  'early lease termination fee',
  'room switch fee',
  'uncategorized',
  'uncategorized service',
  'tenant promotional credit',
] as const;
export type LedgerItemType = (typeof LEDGER_ITEM_TYPES)[number];

/**
 * Spec §3 "Charge types". The spec's "early-termination fee (product or
 * landlord)" is two values: who set the fee decides who keeps it.
 */
export const CHARGE_TYPES = [
  'application fee',
  'security deposit',
  'move-in fee',
  'pet fee',
  'rent V1',
  'rent V2',
  'late fee',
  'card fee adjustment',
  'unknown',
  'dispute retry',
  'reimbursement to landlord',
  'cleaning violation fee',
  'lockout fee',
  'denial-of-entry-to-vendor fee',
  'security deposit balance payment',
  'early-termination fee (product)',
  'early-termination fee (landlord)',
  'payment plan installment',
  'guarantor copy',
  'residential service payment',
] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** Spec §3 "Charge-back categories": why part of a deposit is kept. */
export const CHARGE_BACK_CATEGORIES = ['utility overage', 'HOA violation', 'damage to property', 'misc'] as const;
export type ChargeBackCategory = (typeof CHARGE_BACK_CATEGORIES)[number];

/** Spec §4 "Payment status" of an invoice. Transitions: api/domain/money/payment-status.ts. */
export const PAYMENT_STATUSES = [
  'CHARGE_PENDING',
  'FAILED_ATTEMPTS_REMAINING',
  'FAILED_NO_ATTEMPTS_REMAINING',
  'SUCCESSFUL',
  'PAYMENT_CANCELED',
  'MARKED_UNCOLLECTIBLE',
  'INCOMPLETE_MANDATE_ERROR',
  'INCOMPLETE_SENT_FOR_MANUAL_PAYMENT',
  'INITIAL_ATTEMPT_UPCOMING',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec §4 "Security deposit status". Transitions: api/domain/money/deposit-status.ts. */
export const SECURITY_DEPOSIT_STATUSES = [
  'no_deposit',
  'deposit_active',
  'deposit_held_by_another_lease',
  'deposit_pending_transfer_to_another_lease',
  'deposit_return_ready',
  'deposit_return_created',
  'deposit_return_created_off_platform',
] as const;
export type SecurityDepositStatus = (typeof SECURITY_DEPOSIT_STATUSES)[number];

/** Tenant fees a manager may charge from a lifecycle (`tenant-fees/charge`). */
export const TENANT_FEE_CHARGE_TYPES = [
  'pet fee',
  'cleaning violation fee',
  'lockout fee',
  'denial-of-entry-to-vendor fee',
  'early-termination fee (product)',
  'early-termination fee (landlord)',
] as const satisfies readonly ChargeType[];
export type TenantFeeChargeType = (typeof TENANT_FEE_CHARGE_TYPES)[number];

/** Spec §9: lease termination fee, none or one to four months' rent; notice, half to four months. */
export const LEASE_TERMINATION_FEE_MONTHS = [0, 1, 2, 3, 4] as const;
export const LEASE_TERMINATION_NOTICE_MONTHS = [0.5, 1, 2, 3, 4] as const;

/**
 * Product constants (the spec shows none of these amounts). Changing one changes
 * what tenants pay: docs/money.md lists them for support staff.
 */
export const MONEY_RULES = {
  /** Rent invoices are due on this day of the month. */
  rentDueDayOfMonth: 1,
  /** A rent invoice is created (and its first attempt scheduled) this many days before it is due. */
  invoiceLeadDays: 5,
  /** Days after the due date before the late fee is charged. */
  lateFeeGraceDays: 5,
  /** Late fee: this share of the month's rent (basis points) ... */
  lateFeeBasisPoints: 500,
  /** ... but never more than this (cents). */
  lateFeeCapCents: 10_000,
  /** Paying by card costs the processor this share; the tenant's card fee adjustment passes it on (basis points). */
  cardFeeBasisPoints: 300,
  /** Automatic attempts of one invoice before it needs the tenant (FAILED_NO_ATTEMPTS_REMAINING). */
  maxPaymentAttempts: 3,
  /** Days between automatic attempts. */
  retryAfterDays: 3,
  /** The security deposit: this many months of base rent. */
  securityDepositMonths: 1,
  /** Promotions that require it (the "6-month minimum" codes). */
  promotionMinimumLeaseMonths: 6,
  /** Idempotency keys are kept at least this long (then purged). */
  idempotencyKeyRetentionHours: 48,
} as const;

/**
 * Referrals (/my-hearth#promote-listing): a tenant with a signed lease shares a code
 * of their own. It is a spec §3 promotion of the kind "product-backed upfront credit"
 * (Hearth pays it, not the landlord), so the friend's first rent is lowered by
 * `friendCreditCents`; when the friend signs their lease the referrer's account is
 * credited `referrerCreditCents` once (ledger item "tenant promotional credit").
 */
export const REFERRAL_RULES = {
  promoKind: 'product_upfront_credit',
  friendCreditCents: 10_000,
  referrerCreditCents: 10_000,
  /** Codes read `<prefix>-<6 letters or digits>`, e.g. `FRIEND-K7Q2MX`. */
  codePrefix: 'FRIEND',
} as const;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * Cents as every screen prints them: whole dollars without cents (`$730`), else
 * with (`$751.90`). The gateway's Money.formatted and the api's notification texts
 * both use it, so a figure reads the same in a notification and on a page.
 */
export function formatUsd(cents: number): string {
  return (cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(cents / 100);
}
