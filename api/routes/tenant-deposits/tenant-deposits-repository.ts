import type { SQL } from 'drizzle-orm';
import type { SecurityDepositStatus } from '../../../common/money.js';
import { rows, sql, type Executor } from '../../db/client.js';
import type { BuildingsRow, DepositReturnDeductionsRow, DepositStatusHistoryRow, TenantDepositsRow } from '../../db/__generated__/rows.js';
import { notFound } from '../../http/errors.js';
import { lockDeposit, type DepositRow } from '../../money/deposits-repository.js';
import { homesManagedIn } from '../../db/managed-homes.js';
import type { DepositViewer } from './deposit-access.js';

/** Homes whose deposits a manager runs: owner, or co-manager with deposit_returns (the SQL twin of managerCan). */
export const depositHomes = (userId: number): SQL => homesManagedIn(userId, 'deposit_returns');

/** The one read rule, on `tenant_deposits d`: staff all; tenant role own; manager role their deposit homes. */
export function depositVisible(viewer: DepositViewer): SQL {
  if (viewer.isStaff) return sql`TRUE`;
  if (viewer.role === 'tenant') return sql`d.tenant_user_id = ${viewer.userId}`;
  if (viewer.role === 'manager') return sql`d.building_id IN (${depositHomes(viewer.userId)})`;
  return sql`FALSE`;
}

/** The deposit the viewer may see, or 404 (theirs or not, nobody learns it exists). */
export async function visibleDeposit(ex: Executor, viewer: DepositViewer, by: { id: number } | { lifecycleId: number }): Promise<DepositRow> {
  const where = 'id' in by ? sql`d.id = ${by.id}` : sql`d.lifecycle_id = ${by.lifecycleId}`;
  const [found] = await rows<Pick<TenantDepositsRow, 'id'>>(ex, sql`SELECT d.id FROM tenant_deposits d WHERE ${where} AND ${depositVisible(viewer)}`);
  const row = found ? await lockDeposit(ex, { id: found.id }) : null;
  if (!row) throw notFound('deposit');
  return row;
}

export interface DepositListFilters {
  lifecycle_id?: number | undefined;
  building_id?: number | undefined;
  status?: SecurityDepositStatus | undefined;
  limit: number;
}

/** Deposits the viewer may see, newest first (GET /tenant-deposits). */
export async function listVisibleDeposits(ex: Executor, viewer: DepositViewer, q: DepositListFilters): Promise<DepositRow[]> {
  const filters = [
    q.lifecycle_id ? sql`AND d.lifecycle_id = ${q.lifecycle_id}` : sql``,
    q.building_id ? sql`AND d.building_id = ${q.building_id}` : sql``,
    q.status ? sql`AND d.status = ${q.status}` : sql``,
  ];
  return rows<DepositRow>(ex, sql`
        SELECT d.id, d.lifecycle_id, d.tenant_user_id, d.building_id, d.amount_cents::int AS amount_cents, d.status, d.held_by_deposit_id,
          d.invoice_id, d.returned_amount_cents::int AS returned_amount_cents,
          to_char(d.return_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS return_created_at,
          to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM tenant_deposits d WHERE ${depositVisible(viewer)} ${sql.join(filters, sql` `)}
        ORDER BY d.id DESC LIMIT ${q.limit}`);
}

/** Counts and sums per status over the homes whose deposits the manager runs (statuses with no deposit are absent). */
export async function depositStatsByStatus(ex: Executor, manager: number, buildingId: number | undefined) {
  const only = buildingId ? sql`AND building_id = ${buildingId}` : sql``;
  return rows<Pick<TenantDepositsRow, 'status'> & { count: number; amount_cents: number }>(ex, sql`
      SELECT status, count(*)::int AS count, coalesce(sum(amount_cents), 0)::float8 AS amount_cents
      FROM tenant_deposits WHERE building_id IN (${depositHomes(manager)}) ${only} GROUP BY status`);
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** amount_cents is read `::int`, so a number on both drivers. */
export interface DeductionRow extends Pick<DepositReturnDeductionsRow, 'id' | 'charge_back_category' | 'description' | 'created_at'> {
  amount_cents: number;
}
/** The statuses are text columns the deposit status table writes, so they are read as its statuses. */
export interface DepositHistoryRow extends Pick<DepositStatusHistoryRow, 'actor_role' | 'created_at'> {
  status_from: SecurityDepositStatus | null;
  status_to: SecurityDepositStatus;
}

/** What the Deposit JSON adds to the row: its home's name, its deductions and its history, oldest first. */
export async function depositDetails(ex: Executor, d: DepositRow): Promise<{ title: string | undefined; deductions: DeductionRow[]; history: DepositHistoryRow[] }> {
  const [home] = await rows<Pick<BuildingsRow, 'title'>>(ex, sql`SELECT title FROM buildings WHERE id = ${d.building_id}`);
  const deductions = await rows<DeductionRow>(ex, sql`
    SELECT id, charge_back_category, amount_cents::int AS amount_cents, description, ${iso('created_at')} AS created_at
    FROM deposit_return_deductions WHERE deposit_id = ${d.id} ORDER BY id`);
  const history = await rows<DepositHistoryRow>(ex, sql`
    SELECT status_from, status_to, actor_role, ${iso('created_at')} AS created_at FROM deposit_status_history WHERE deposit_id = ${d.id} ORDER BY id`);
  return { title: home?.title, deductions, history };
}
