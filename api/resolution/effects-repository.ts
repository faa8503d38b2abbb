/** The SQL of an accepted proposal's effects (effects.ts) other than room switches and deposit disputes. */
import { rows, sql, type Executor } from '../db/client.js';
import type { BuildingsRow, InvoicesRow, LifecyclesRow } from '../db/__generated__/rows.js';

/**
 * Sets the lease's early_lease_termination_vacate_date to the requested date, or
 * with notice the later of it and today + notice (half a month is 15 days); never
 * after the lease's move-out date. Returns the date set.
 */
export async function setVacateDate(tx: Executor, lifecycleId: number, requestedDate: string | null, noticeMonths: number | null): Promise<string> {
  const requested = sql`${requestedDate}::date`;
  const earliest = noticeMonths === null ? requested
    : noticeMonths === 0.5 ? sql`greatest(${requested}, current_date + 15)`
      : sql`greatest(${requested}, (current_date + make_interval(months => ${noticeMonths}::int))::date)`;
  const [updated] = await rows<{ vacate: LifecyclesRow['early_lease_termination_vacate_date'] }>(tx, sql`UPDATE lifecycles
    SET early_lease_termination_vacate_date = least(move_out_date, ${earliest}), updated_at = now()
    WHERE id = ${lifecycleId} RETURNING early_lease_termination_vacate_date::text AS vacate`);
  return updated!.vacate!;
}

/** The invoice raised under a source key (the one an earlier acceptance created). */
export async function invoiceIdBySourceKey(tx: Executor, sourceKey: string): Promise<number> {
  const [existing] = await rows<Pick<InvoicesRow, 'id'>>(tx, sql`SELECT id FROM invoices WHERE source_key = ${sourceKey}`);
  return existing!.id;
}

/** The home's owner: the manager account landlord-backed postings go to. */
export async function homeOwnerId(ex: Executor, buildingId: number): Promise<number> {
  const [home] = await rows<{ owner: BuildingsRow['manager_user_id'] }>(ex, sql`SELECT manager_user_id AS owner FROM buildings WHERE id = ${buildingId}`);
  return home!.owner;
}
