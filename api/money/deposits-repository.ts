import type { SQL } from 'drizzle-orm';
import type { SecurityDepositStatus } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { TenantDepositsRow } from '../db/__generated__/rows.js';
import type { Actor } from '../events/record.js';

/** A tenant_deposits row as the money code reads it: amounts `::int`, timestamps as ISO text. */
export type DepositRow = Pick<TenantDepositsRow,
  'id' | 'lifecycle_id' | 'tenant_user_id' | 'building_id' | 'status' | 'held_by_deposit_id' | 'invoice_id'
  | 'return_created_at' | 'created_at'> & { amount_cents: number; returned_amount_cents: number | null };

const DEPOSIT_COLUMNS = sql`id, lifecycle_id, tenant_user_id, building_id, amount_cents::int AS amount_cents, status,
  held_by_deposit_id, invoice_id, returned_amount_cents::int AS returned_amount_cents,
  to_char(return_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS return_created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** The deposit row, locked for the rest of the transaction (status changes take turns). */
export async function lockDeposit(ex: Executor, where: { id: number } | { lifecycleId: number }): Promise<DepositRow | null> {
  const cond = 'id' in where ? sql`id = ${where.id}` : sql`lifecycle_id = ${where.lifecycleId}`;
  const [row] = await rows<DepositRow>(ex, sql`SELECT ${DEPOSIT_COLUMNS} FROM tenant_deposits WHERE ${cond} FOR UPDATE`);
  return row ?? null;
}

/** The lifecycle's deposit row, once (status no_deposit): its id, or null when the lifecycle has one already. */
export async function insertDeposit(
  ex: Executor, d: { lifecycleId: number; tenantUserId: number; buildingId: number; amountCents: number },
): Promise<number | null> {
  const [created] = await rows<Pick<TenantDepositsRow, 'id'>>(ex, sql`
    INSERT INTO tenant_deposits (lifecycle_id, tenant_user_id, building_id, amount_cents)
    VALUES (${d.lifecycleId}, ${d.tenantUserId}, ${d.buildingId}, ${d.amountCents})
    ON CONFLICT (lifecycle_id) DO NOTHING RETURNING id`);
  return created?.id ?? null;
}

/** The invoice that bills the deposit. */
export async function setDepositInvoice(ex: Executor, depositId: number, invoiceId: number): Promise<void> {
  await ex.execute(sql`UPDATE tenant_deposits SET invoice_id = ${invoiceId} WHERE id = ${depositId}`);
}

/** The deposit an invoice bills, if any. */
export async function depositIdOfInvoice(ex: Executor, invoiceId: number): Promise<number | null> {
  const [found] = await rows<Pick<TenantDepositsRow, 'id'>>(ex, sql`SELECT id FROM tenant_deposits WHERE invoice_id = ${invoiceId}`);
  return found?.id ?? null;
}

/** Sets the deposit's status, with `set`: extra columns changed with it (the fragments below). */
export async function setDepositStatus(ex: Executor, depositId: number, to: SecurityDepositStatus, set?: SQL): Promise<void> {
  await ex.execute(sql`UPDATE tenant_deposits SET status = ${to}, updated_at = now() ${set ? sql`, ${set}` : sql``} WHERE id = ${depositId}`);
}

export async function insertDepositHistory(
  ex: Executor, depositId: number, from: SecurityDepositStatus | null, to: SecurityDepositStatus, actor: Actor,
): Promise<void> {
  await ex.execute(sql`INSERT INTO deposit_status_history (deposit_id, status_from, status_to, actor_role)
    VALUES (${depositId}, ${from}, ${to}, ${actor.role})`);
}

/** A return created: what goes back to the tenant, and when. */
export const returnCreatedColumns = (returnedCents: number): SQL =>
  sql`returned_amount_cents = ${returnedCents}, return_created_at = now()`;

/** Held by the next lease's deposit. */
export const heldByColumns = (holderDepositId: number): SQL => sql`held_by_deposit_id = ${holderDepositId}`;
