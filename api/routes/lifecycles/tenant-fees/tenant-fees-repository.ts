import { rows, sql, type Executor } from '../../../db/client.js';
import { notFound } from '../../../http/errors.js';
import { TENANT_FEE_CHARGE_TYPES, type LedgerItemType, type TenantFeeChargeType } from '../../../../common/money.js';
import type { BuildingsRow, InvoicesRow, LifecyclesRow } from '../../../db/__generated__/rows.js';
import { homesManagedIn } from '../../../db/managed-homes.js';
import type { TenantFeeDto } from './fee-dto.js';

export interface FeeLifecycle extends Pick<LifecyclesRow, 'id' | 'tenant_user_id' | 'building_id'> { leased: boolean }

/**
 * A fee invoice as listFees reads it: amount_cents `::int` (a number on both drivers); the query narrows the rest:
 * a lifecycle's invoices (lifecycle_id set) on a home (the join: building_id set) of the fee charge types.
 */
interface FeeRow extends Pick<InvoicesRow, 'id' | 'stripe_invoice_id' | 'tenant_user_id' | 'description' | 'due_date'
  | 'payment_status' | 'paid_at' | 'canceled_at' | 'created_at'> {
  lifecycle_id: NonNullable<InvoicesRow['lifecycle_id']>;
  building_id: NonNullable<InvoicesRow['building_id']>;
  building_name: BuildingsRow['title'];
  charge_type: TenantFeeChargeType;
  /** Plain text in the table; only createInvoice writes it, from LEDGER_ITEM_TYPES (as in invoices-repository). */
  ledger_item_type: LedgerItemType;
  amount_cents: number;
}

/** The lifecycle, if on a home the manager owns or co-manages with `payments` (the SQL twin of managerCan); else 404. */
export async function paymentsLifecycle(ex: Executor, managerId: number, lifecycleId: number): Promise<FeeLifecycle> {
  const [row] = await rows<FeeLifecycle>(ex, sql`
    SELECT l.id, l.tenant_user_id, l.building_id, (l.lease_signed_at IS NOT NULL) AS leased FROM lifecycles l
    WHERE l.id = ${lifecycleId} AND l.building_id IN (${homesManagedIn(managerId, 'payments')})`);
  if (!row) throw notFound('lifecycle');
  return row;
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const feeTypes = sql.join(TENANT_FEE_CHARGE_TYPES.map((t) => sql`${t}`), sql`, `);

/** The lifecycle's fee invoices (charge types TENANT_FEE_CHARGE_TYPES), newest first; `invoiceId` narrows to one. */
export async function listFees(ex: Executor, lifecycleId: number, invoiceId?: number): Promise<TenantFeeDto[]> {
  return rows<FeeRow>(ex, sql`
    SELECT i.id, i.stripe_invoice_id, i.tenant_user_id, i.lifecycle_id, i.building_id, b.title AS building_name, i.charge_type,
      i.ledger_item_type, i.description, i.amount_cents::int AS amount_cents, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
      i.payment_status, ${iso('i.paid_at')} AS paid_at, ${iso('i.canceled_at')} AS canceled_at, ${iso('i.created_at')} AS created_at
    FROM invoices i JOIN buildings b ON b.id = i.building_id
    WHERE i.lifecycle_id = ${lifecycleId} AND i.charge_type IN (${feeTypes}) ${invoiceId ? sql`AND i.id = ${invoiceId}` : sql``}
    ORDER BY i.id DESC`);
}
