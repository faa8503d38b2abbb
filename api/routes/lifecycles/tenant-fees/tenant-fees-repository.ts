import { rows, sql, type Executor } from '../../../db/client.js';
import { notFound } from '../../../http/errors.js';
import { homesManagedIn } from '../../../db/managed-homes.js';
import { TENANT_FEE_CHARGE_TYPES } from '../../../../common/money.js';
import type { TenantFeeDto } from './fee-dto.js';

export interface FeeLifecycle { id: number; tenant_user_id: number; building_id: number; leased: boolean }

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
  return rows<TenantFeeDto>(ex, sql`
    SELECT i.id, i.stripe_invoice_id, i.tenant_user_id, i.lifecycle_id, i.building_id, b.title AS building_name, i.charge_type,
      i.ledger_item_type, i.description, i.amount_cents::int AS amount_cents, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
      i.payment_status, ${iso('i.paid_at')} AS paid_at, ${iso('i.canceled_at')} AS canceled_at, ${iso('i.created_at')} AS created_at
    FROM invoices i JOIN buildings b ON b.id = i.building_id
    WHERE i.lifecycle_id = ${lifecycleId} AND i.charge_type IN (${feeTypes}) ${invoiceId ? sql`AND i.id = ${invoiceId}` : sql``}
    ORDER BY i.id DESC`);
}
