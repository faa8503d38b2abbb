/** GraphQL ↔ v20 values of the money enums (see listings/enums.ts for the pattern). */
import {
  CHARGE_BACK_CATEGORIES, CHARGE_TYPES, LEDGER_ITEM_TYPES, PAYMENT_STATUSES, SECURITY_DEPOSIT_STATUSES,
} from '../../../common/money.js';
import { enumValueMap } from '../../schema/enumValues.js';

const ENTRY_KINDS = ['charge', 'payment', 'credit', 'refund', 'reversal', 'payout'] as const;
const SOURCE_KINDS = ['card', 'bank_account'] as const;
const MANDATE_STATUSES = ['not_required', 'active', 'missing'] as const;

export type LedgerItemType = (typeof LEDGER_ITEM_TYPES)[number];
export const LedgerItemType = enumValueMap(LEDGER_ITEM_TYPES);
/** `early-termination fee (product)` is EARLY_TERMINATION_FEE_PRODUCT. */
export type ChargeType = (typeof CHARGE_TYPES)[number];
export const ChargeType = enumValueMap(CHARGE_TYPES);
export type ChargeBackCategory = (typeof CHARGE_BACK_CATEGORIES)[number];
export const ChargeBackCategory = enumValueMap(CHARGE_BACK_CATEGORIES);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PaymentStatus = enumValueMap(PAYMENT_STATUSES);
export type SecurityDepositStatus = (typeof SECURITY_DEPOSIT_STATUSES)[number];
export const SecurityDepositStatus = enumValueMap(SECURITY_DEPOSIT_STATUSES);
export type LedgerEntryKind = (typeof ENTRY_KINDS)[number];
export const LedgerEntryKind = enumValueMap(ENTRY_KINDS);
export type PaymentSourceKind = (typeof SOURCE_KINDS)[number];
export const PaymentSourceKind = enumValueMap(SOURCE_KINDS);
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
export const MandateStatus = enumValueMap(MANDATE_STATUSES);
