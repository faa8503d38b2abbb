import { z } from 'zod';
import { LEDGER_ITEM_TYPES, PAYMENT_STATUSES, TENANT_FEE_CHARGE_TYPES, type LedgerItemType, type TenantFeeChargeType } from '../../../../common/money.js';

/** The fields of the Invoice JSON (docs/money.md) a fee list needs. */
export const TenantFeeSchema = z.object({
  id: z.number().int(),
  stripe_invoice_id: z.string().nullable(),
  tenant_user_id: z.number().int(),
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  charge_type: z.enum(TENANT_FEE_CHARGE_TYPES),
  ledger_item_type: z.enum(LEDGER_ITEM_TYPES),
  description: z.string(),
  amount_cents: z.number().int(),
  due_date: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  paid_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  created_at: z.string(),
});
export type TenantFeeDto = z.infer<typeof TenantFeeSchema>;

/** Which ledger item a fee is booked as (spec §3 ledger item types). */
export function feeLedgerItem(chargeType: TenantFeeChargeType): LedgerItemType {
  if (chargeType === 'pet fee') return 'pet fee';
  if (chargeType.startsWith('early-termination fee')) return 'early lease termination fee';
  return 'uncategorized';
}

