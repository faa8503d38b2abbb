import type { SQL } from 'drizzle-orm';
import type { AccessRequirement, ActorRole, TicketArea, TicketStatus, TicketType } from '../../../common/live.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { firstNameSql } from '../../db/person-name.js';
import type { Viewer } from '../../http/viewer.js';
import { managedHomes, visibleCondition } from './ticket-visibility-repository.js';
import type { BuildingsRow, MaintenanceTicketUpdatesRow, MaintenanceTicketUsersRow, MaintenanceTicketsRow, SupportCategoriesRow, UsersRow } from '../../db/__generated__/rows.js';


export interface TicketRow extends Omit<MaintenanceTicketsRow, 'ticket_type' | 'area' | 'access_requirement' | 'status' | 'created_by_actor_role'> {
  // The same lists as common/live.ts, which the DTOs use.
  ticket_type: TicketType;
  area: TicketArea;
  access_requirement: AccessRequirement;
  status: TicketStatus;
  created_by_actor_role: ActorRole;
  building_name: BuildingsRow['title'];
  support_category_name: SupportCategoriesRow['name'] | null;
  created_by_first_name: UsersRow['first_name'];
  responsible_first_name: UsersRow['first_name'] | null;
  updates_count: number;
  last_update_at: MaintenanceTicketUpdatesRow['created_at'] | null;
  /** The job booked for the ticket: the open one, else the latest (docs/vendors.md "Tickets and services"). */
  service_activity_id: number | null;
  /** Whether the viewer runs this ticket: staff, or the home's manager (support service) in the manager role. */
  viewer_manages: boolean;
}

const managesColumn = (viewer: Viewer): SQL => {
  if (viewer.isStaff) return sql`TRUE`;
  if (viewer.role !== 'manager') return sql`FALSE`;
  return sql`(t.building_id IN (${managedHomes(viewer.userId)}))`;
};

const selectTickets = (viewer: Viewer): SQL => sql`
  SELECT t.id, t.building_id, b.title AS building_name, t.ticket_type, t.support_category_id, c.name AS support_category_name,
    t.area, t.access_requirement, t.title, t.description, t.status,
    t.created_by_user_id, ${firstNameSql('cu')} AS created_by_first_name, t.created_by_actor_role,
    t.responsible_user_id, ${firstNameSql('ru')} AS responsible_first_name, t.manager_notifications_enabled,
    ${isoOf(sql`t.sent_to_manager_at`)} AS sent_to_manager_at,
    (SELECT count(*)::int FROM maintenance_ticket_updates u WHERE u.ticket_id = t.id) AS updates_count,
    (SELECT ${isoOf(sql`max(u.created_at)`)} FROM maintenance_ticket_updates u WHERE u.ticket_id = t.id) AS last_update_at,
    ${isoOf(sql`t.created_at`)} AS created_at, ${isoOf(sql`t.updated_at`)} AS updated_at, ${isoOf(sql`t.completed_at`)} AS completed_at,
    (SELECT a.id FROM service_activities a WHERE a.maintenance_ticket_id = t.id
      ORDER BY a.status IN ('APPOINTMENT_COMPLETED', 'APPOINTMENT_CANCELED'), a.id DESC LIMIT 1) AS service_activity_id,
    ${managesColumn(viewer)} AS viewer_manages
  FROM maintenance_tickets t JOIN buildings b ON b.id = t.building_id
  JOIN users cu ON cu.id = t.created_by_user_id
  LEFT JOIN users ru ON ru.id = t.responsible_user_id
  LEFT JOIN support_categories c ON c.id = t.support_category_id`;

export interface TicketFilters {
  ids?: number[];
  buildingId?: number;
  status?: TicketStatus;
  ticketType?: TicketType;
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** A page of the tickets the viewer may see, newest first (keyset on id). */
export async function listTickets(ex: Executor, viewer: Viewer, filters: TicketFilters, beforeId: number | null, limit: number): Promise<TicketRow[]> {
  const narrowed = filterConditions(filters, beforeId);
  const conditions = [
    visibleCondition(viewer),
    ...narrowed,
    // The candidates as an array: the rows are then read by id, and the visibility rule
    // above still decides (as a join, the planner read every ticket to apply it first).
    viewer.isStaff || viewer.role !== 'manager' ? null : sql`t.id = ANY (ARRAY(${managerPage(viewer.userId, narrowed, limit)}))`,
  ].filter((c): c is SQL => c !== null);
  return rows<TicketRow>(ex, sql`${selectTickets(viewer)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY t.id DESC LIMIT ${limit}`);
}

function filterConditions(filters: TicketFilters, beforeId: number | null): SQL[] {
  return [
    filters.ids ? sql`t.id IN (${idList(filters.ids)})` : null,
    filters.buildingId === undefined ? null : sql`t.building_id = ${filters.buildingId}`,
    filters.status === undefined ? null : sql`t.status = ${filters.status}`,
    filters.ticketType === undefined ? null : sql`t.ticket_type = ${filters.ticketType}`,
    beforeId === null ? null : sql`t.id < ${beforeId}`,
  ].filter((c): c is SQL => c !== null);
}

/**
 * The ids a manager's page can hold: the newest `limit` of each home they run (read
 * through maintenance_tickets (building_id, id DESC), 0042), of the tickets they opened
 * and of those they follow; the newest `limit` of those. The same tickets as the
 * visibility rule alone, which the planner answered by walking every ticket backwards
 * (all 9,175 at 100× data for a manager with 5 homes; docs/performance.md).
 */
function managerPage(userId: number, narrowed: SQL[], limit: number): SQL {
  const where = (first: SQL) => sql.join([first, ...narrowed], sql` AND `);
  return sql`SELECT x.id FROM (
      SELECT y.id FROM (${managedHomes(userId)}) h(id)
        CROSS JOIN LATERAL (SELECT t.id FROM maintenance_tickets t WHERE ${where(sql`t.building_id = h.id`)} ORDER BY t.id DESC LIMIT ${limit}) y
      UNION (SELECT t.id FROM maintenance_tickets t WHERE ${where(sql`t.created_by_user_id = ${userId}`)} ORDER BY t.id DESC LIMIT ${limit})
      UNION (SELECT t.id FROM maintenance_ticket_users f JOIN maintenance_tickets t ON t.id = f.ticket_id
        WHERE ${where(sql`f.user_id = ${userId}`)} ORDER BY t.id DESC LIMIT ${limit})
    ) x ORDER BY x.id DESC LIMIT ${limit}`;
}

/** The homes whose tickets a manager runs (owned, or co-managed with support service), id and title only. */
export async function ticketHomes(ex: Executor, managerUserId: number) {
  return rows<Pick<BuildingsRow, 'id' | 'title'>>(ex, sql`SELECT b.id, b.title FROM buildings b WHERE b.id IN (${managedHomes(managerUserId)}) ORDER BY b.id`);
}

/** One ticket if the viewer may see it, else null (the caller answers 404). */
export async function findVisibleTicket(ex: Executor, viewer: Viewer, id: number): Promise<TicketRow | null> {
  const [row] = await rows<TicketRow>(ex, sql`${selectTickets(viewer)} WHERE t.id = ${id} AND ${visibleCondition(viewer)}`);
  return row ?? null;
}

/**
 * Locks the ticket for a write (two writers take turns, so a status change reads
 * the status it changes) and answers it as the viewer sees it, or null if invisible.
 */
export async function lockVisibleTicket(ex: Executor, viewer: Viewer, id: number): Promise<TicketRow | null> {
  const locked = await rows<Pick<MaintenanceTicketsRow, 'id'>>(ex, sql`SELECT id FROM maintenance_tickets WHERE id = ${id} FOR UPDATE`);
  return locked.length === 0 ? null : findVisibleTicket(ex, viewer, id);
}

/** A ticket by id whoever may see it (staff routes). */
export async function lockTicket(ex: Executor, id: number): Promise<TicketRow | null> {
  return lockVisibleTicket(ex, { userId: 0, role: null, isStaff: true }, id);
}

export interface TicketDraft {
  buildingId: number;
  ticketType: TicketType;
  supportCategoryId: number | null;
  area: TicketArea;
  accessRequirement: AccessRequirement;
  title: string;
  description: string;
  createdBy: number;
  actorRole: ActorRole;
}

export async function insertTicket(ex: Executor, d: TicketDraft): Promise<number> {
  const [row] = await rows<Pick<MaintenanceTicketsRow, 'id'>>(ex, sql`
    INSERT INTO maintenance_tickets (building_id, ticket_type, support_category_id, area, access_requirement, title, description,
      created_by_user_id, created_by_actor_role)
    VALUES (${d.buildingId}, ${d.ticketType}, ${d.supportCategoryId}, ${d.area}, ${d.accessRequirement}, ${d.title}, ${d.description},
      ${d.createdBy}, ${d.actorRole})
    RETURNING id`);
  return row!.id;
}

/** Sets columns of a ticket and bumps updated_at; `completed_at` follows the status (the table's CHECK). */
export async function updateTicket(ex: Executor, id: number, set: {
  status?: TicketStatus; responsibleUserId?: number | null; managerNotificationsEnabled?: boolean; sentToManager?: boolean;
}): Promise<void> {
  const parts: SQL[] = [sql`updated_at = now()`];
  if (set.status !== undefined) {
    parts.push(sql`status = ${set.status}`, sql`completed_at = ${set.status === 'completed' ? sql`now()` : sql`NULL`}`);
  }
  if (set.responsibleUserId !== undefined) parts.push(sql`responsible_user_id = ${set.responsibleUserId}`);
  if (set.managerNotificationsEnabled !== undefined) parts.push(sql`manager_notifications_enabled = ${set.managerNotificationsEnabled}`);
  if (set.sentToManager) parts.push(sql`sent_to_manager_at = now()`);
  await ex.execute(sql`UPDATE maintenance_tickets SET ${sql.join(parts, sql`, `)} WHERE id = ${id}`);
}

export async function supportCategoryIsActive(ex: Executor, id: number): Promise<boolean> {
  const found = await rows(ex, sql`SELECT 1 FROM support_categories WHERE id = ${id} AND is_active`);
  return found.length > 0;
}

export async function buildingExists(ex: Executor, id: number): Promise<boolean> {
  return (await rows(ex, sql`SELECT 1 FROM buildings WHERE id = ${id}`)).length > 0;
}

export interface Person extends Pick<MaintenanceTicketUsersRow, 'user_id'>, Pick<UsersRow, 'first_name'> {}

/** Followers (add-users) of each ticket, in the order they were added. */
export async function followersOf(ex: Executor, ticketIds: readonly number[]): Promise<Map<number, Person[]>> {
  const found = ticketIds.length === 0 ? [] : await rows<Person & Pick<MaintenanceTicketUsersRow, 'ticket_id'>>(ex, sql`
    SELECT f.ticket_id, f.user_id, ${firstNameSql('u')} AS first_name FROM maintenance_ticket_users f JOIN users u ON u.id = f.user_id
    WHERE f.ticket_id IN (${idList(ticketIds)}) ORDER BY f.created_at, f.user_id`);
  const byTicket = new Map<number, Person[]>();
  for (const { ticket_id, ...person } of found) byTicket.set(ticket_id, [...(byTicket.get(ticket_id) ?? []), person]);
  return byTicket;
}

export async function addFollowers(ex: Executor, ticketId: number, userIds: readonly number[], addedBy: number): Promise<number[]> {
  const added = await rows<Pick<MaintenanceTicketUsersRow, 'user_id'>>(ex, sql`
    INSERT INTO maintenance_ticket_users (ticket_id, user_id, added_by_user_id)
    SELECT ${ticketId}, u, ${addedBy} FROM unnest(${`{${userIds.join(',')}}`}::integer[]) AS u
    ON CONFLICT (ticket_id, user_id) DO NOTHING RETURNING user_id`);
  return added.map((r) => r.user_id);
}

export async function removeFollowers(ex: Executor, ticketId: number, userIds: readonly number[]): Promise<number[]> {
  const removed = await rows<Pick<MaintenanceTicketUsersRow, 'user_id'>>(ex, sql`
    DELETE FROM maintenance_ticket_users WHERE ticket_id = ${ticketId} AND user_id IN (${idList(userIds)}) RETURNING user_id`);
  return removed.map((r) => r.user_id);
}

/**
 * Of `userIds`, those who are not people of the home: residents now, the owner, or
 * a co-manager (any area). Only people of the home may follow its tickets.
 */
export async function outsidersOfHome(ex: Executor, buildingId: number, userIds: readonly number[]): Promise<number[]> {
  const inside = await rows<{ user_id: UsersRow['id'] }>(ex, sql`
    SELECT tenant_user_id AS user_id FROM lifecycles WHERE building_id = ${buildingId} AND lease_signed_at IS NOT NULL
      AND application_deactivated_at IS NULL AND move_out_date >= current_date
    UNION SELECT manager_user_id FROM buildings WHERE id = ${buildingId}
    UNION SELECT user_id FROM building_managers WHERE building_id = ${buildingId}`);
  const members = new Set(inside.map((r) => r.user_id));
  return userIds.filter((id) => !members.has(id));
}
