/** GraphQL ↔ v20 values of the money enums (see listings/enums.ts for the pattern). */
import {
  CHARGE_BACK_CATEGORIES, CHARGE_TYPES, LEDGER_ITEM_TYPES, PAYMENT_STATUSES, SECURITY_DEPOSIT_STATUSES,
} from '../../../common/money.js';
import { enumValueMap } from '../../schema/enumValues.js';

export const LedgerItemType = enumValueMap(LEDGER_ITEM_TYPES);
/** `early-termination fee (product)` is EARLY_TERMINATION_FEE_PRODUCT. */
export const ChargeType = enumValueMap(CHARGE_TYPES);
export const ChargeBackCategory = enumValueMap(CHARGE_BACK_CATEGORIES);
export const PaymentStatus = enumValueMap(PAYMENT_STATUSES);
export const SecurityDepositStatus = enumValueMap(SECURITY_DEPOSIT_STATUSES);
export const LedgerEntryKind = enumValueMap(['charge', 'payment', 'credit', 'refund', 'reversal', 'payout'] as const);
export const PaymentSourceKind = enumValueMap(['card', 'bank_account'] as const);
export const MandateStatus = enumValueMap(['not_required', 'active', 'missing'] as const);
