import { z } from 'zod';
import { PAYMENT_STATUSES, TENANT_FEE_CHARGE_TYPES, type LedgerItemType, type TenantFeeChargeType } from '../../../common/money.js';
import { rows, sql, type Executor } from '../../db/client.js';

/** The fields of the Invoice JSON (docs/money.md) a fee list needs. */
export const TenantFeeSchema = z.object({
  id: z.number().int(),
  stripe_invoice_id: z.string().nullable(),
  tenant_user_id: z.number().int(),
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  charge_type: z.enum(TENANT_FEE_CHARGE_TYPES),
  ledger_item_type: z.string(),
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

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const feeTypes = sql.join(TENANT_FEE_CHARGE_TYPES.map((t) => sql`${t}`), sql`, `);

/** The lifecycle's fee invoices (charge types TENANT_FEE_CHARGE_TYPES), newest first; `invoiceId` narrows to one. */
export async function listFees(ex: Executor, lifecycleId: number, invoiceId?: number): Promise<TenantFeeDto[]> {
  return rows<TenantFeeDto>(ex, sql`
    SELECT i.id, i.stripe_invoice_id, i.tenant_user_id, i.lifecycle_id, i.building_id, b.title AS building_name, i.charge_type,
      i.ledger_item_type, i.description, i.amount_cents::int AS amount_cents, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
      i.payment_status, ${iso('i.paid_at')} AS paid_at, ${iso('i.canceled_at')} AS canceled_at, ${iso('i.created_at')} AS created_at
    FROM invoices i JOIN buildings b ON b.id = i.building_id
    WHERE i.lifecycle_id = ${lifecycleId} AND i.charge_type IN (${feeTypes}) ${invoiceId ? sql`AND i.id = ${invoiceId}` : sql``}
    ORDER BY i.id DESC`);
}
