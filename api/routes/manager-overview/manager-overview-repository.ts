import { sql } from 'drizzle-orm';
import { availableFromSql } from '../../db/availability.js';
import { rows, type Executor } from '../../db/client.js';
import { unpaidInvoiceSql } from '../../money/invoices-repository.js';
import { homesManagedAnyArea } from '../buildings/managers/building-managers-repository.js';
import { homesManagedIn } from '../../db/managed-homes.js';
import { homeCategories } from '../lifecycles/categories-repository.js';
import type { BedroomsRow, BuildingsRow, LifecyclesRow } from '../../db/__generated__/rows.js';

export interface OverviewRoom extends Pick<BedroomsRow, 'building_id' | 'name'> {
  bedroom_id: BedroomsRow['id'];
  /** The availability rule's date (api/db/availability.ts), as the listing shows it. */
  available_from: string;
  occupied: boolean;
  /** Move-in of the next signed lease when nobody lives there today. */
  leased_from: LifecyclesRow['move_in_date'] | null;
}

export interface OverviewHome extends Pick<BuildingsRow, 'title'> {
  building_id: BuildingsRow['id'];
  is_listed: boolean;
}

/** Homes the user owns or co-manages in any area, in id order. */
export async function overviewHomes(ex: Executor, userId: number): Promise<OverviewHome[]> {
  return rows<OverviewHome>(ex, sql`
    SELECT b.id AS building_id, b.title, b.listed_at IS NOT NULL AS is_listed FROM buildings b
    WHERE b.id IN (${homesManagedAnyArea(userId)}) ORDER BY b.id`);
}

/**
 * A tenant lives in a room on `today` under a signed lease (the tenant's signature,
 * spec lease_signed_at) whose term covers it: [move-in, move-out), cut short by an
 * early-termination vacate date. The same lease facts the other residency rules read.
 */
const SIGNED_LEASE = sql`l.assigned_bedroom_id = r.id AND l.lease_signed_at IS NOT NULL AND l.application_deactivated_at IS NULL`;

export async function overviewRooms(ex: Executor, buildingIds: number[], today: string): Promise<OverviewRoom[]> {
  if (buildingIds.length === 0) return [];
  return rows<OverviewRoom>(ex, sql`
    SELECT r.id AS bedroom_id, r.building_id, r.name, ${availableFromSql(sql`r.id`, sql`${today}::date`)}::text AS available_from,
      EXISTS (SELECT 1 FROM lifecycles l WHERE ${SIGNED_LEASE} AND l.move_in_date <= ${today}::date
        AND ${today}::date < least(l.move_out_date, l.early_lease_termination_vacate_date)) AS occupied,
      (SELECT min(l.move_in_date)::text FROM lifecycles l WHERE ${SIGNED_LEASE} AND l.move_in_date > ${today}::date) AS leased_from
    FROM bedrooms r WHERE r.building_id IN (${sql.join(buildingIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY r.building_id, r.id`);
}

/** Applicants sent to the manager and waiting for a decision, per home the user runs leasing for. */
export async function applicantsWaiting(ex: Executor, userId: number): Promise<Map<number, number>> {
  const homes = await homeCategories(ex, userId);
  return new Map(homes.map((h) => [h.buildingId, h.sentToManagerCount]));
}

/** Tickets not completed, per home the user runs support service for (zero included). */
export async function openTickets(ex: Executor, userId: number): Promise<Map<number, number>> {
  const found = await rows<{ building_id: BuildingsRow['id']; open: number }>(ex, sql`
    SELECT h.id AS building_id,
      (SELECT count(*)::int FROM maintenance_tickets t WHERE t.building_id = h.id AND t.status <> 'completed') AS open
    FROM (${homesManagedIn(userId, 'support_service')}) h`);
  return new Map(found.map((r) => [r.building_id, r.open]));
}

/**
 * Rent and fees past their due date and still owed (the ledger's unpaid rule,
 * unpaidInvoiceSql in api/money/invoices-repository.ts), on homes the user runs payments for; null when they run
 * payments for none.
 */
export async function overdue(ex: Executor, userId: number, today: string): Promise<{ amount_cents: number; invoice_count: number } | null> {
  const [row] = await rows<{ homes: number; amount: string; invoices: number }>(ex, sql`
    SELECT (SELECT count(*)::int FROM (${homesManagedIn(userId, 'payments')}) h) AS homes,
      coalesce(sum(i.amount_cents), 0)::text AS amount, count(i.id)::int AS invoices
    FROM invoices i
    WHERE i.building_id IN (${homesManagedIn(userId, 'payments')}) AND i.due_date < ${today}::date
      AND ${unpaidInvoiceSql('i')}`);
  if (!row || row.homes === 0) return null;
  return { amount_cents: Number(row.amount), invoice_count: row.invoices };
}
