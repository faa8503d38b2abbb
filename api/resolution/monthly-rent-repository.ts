import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../db/client.js';

/**
 * The lease's monthly TOTAL_RENT (spec §3: BASE + UTILITIES + PLATFORM_FEE), as a
 * SQL expression over a lifecycle id, in order of authority:
 * 1. the rent snapshot of its latest signed lease (`leases.rent_total_cents`: later
 *    price changes never alter a lease);
 * 2. a whole month of its payment schedule (written from the same components when
 *    the lease is signed; first and last months are prorated, so whole months only);
 * 3. its assigned bedroom's current price (leases signed before the lease documents
 *    existed, and test tenancies, have neither of the above).
 * Null only when the lifecycle has no bedroom at all. Aliases are prefixed mr_ so
 * they never shadow the caller's (the expression is spliced into other queries).
 */
export const monthlyRentSql = (lifecycleId: SQL): SQL => sql`COALESCE(
  (SELECT mr_ls.rent_total_cents FROM leases mr_ls WHERE mr_ls.lifecycle_id = ${lifecycleId} AND mr_ls.status IN ('tenant_signed','countersigned')
    ORDER BY mr_ls.id DESC LIMIT 1),
  (SELECT mr_s.total_rent_cents::int FROM tenant_payment_schedule_items mr_s WHERE mr_s.lifecycle_id = ${lifecycleId} AND mr_s.days_covered = mr_s.days_in_month
    ORDER BY mr_s.period_month DESC LIMIT 1),
  (SELECT mr_r.rent_total_cents FROM lifecycles mr_l JOIN bedrooms mr_r ON mr_r.id = mr_l.assigned_bedroom_id WHERE mr_l.id = ${lifecycleId}))`;

/** The lease's monthly TOTAL_RENT in cents (see monthlyRentSql), or null without a bedroom. */
export async function monthlyRentCents(ex: Executor, lifecycleId: number): Promise<number | null> {
  const [row] = await rows<{ cents: number | null }>(ex, sql`SELECT (${monthlyRentSql(sql`${lifecycleId}::int`)})::int AS cents`);
  return row?.cents ?? null;
}
