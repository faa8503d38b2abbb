import type { ActorRole, TicketStatus } from '../../../common/live.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { firstNameSql } from '../../db/person-name.js';
import type { MaintenanceTicketUpdatesRow, UsersRow } from '../../db/__generated__/rows.js';

export interface UpdateRow extends MaintenanceTicketUpdatesRow {
  actor_role: ActorRole;
  status_from: TicketStatus | null;
  status_to: TicketStatus | null;
  author_first_name: UsersRow['first_name'] | null;
}

const SELECT_UPDATES = sql`
  SELECT u.id, u.ticket_id, u.author_user_id, ${firstNameSql('a')} AS author_first_name, u.actor_role, u.body, u.status_from, u.status_to,
    u.service_activity_id, u.service_action, u.manager_note,
    to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM maintenance_ticket_updates u LEFT JOIN users a ON a.id = u.author_user_id`;

/** A ticket's timeline, oldest first. */
export async function listUpdates(ex: Executor, ticketId: number): Promise<UpdateRow[]> {
  return rows<UpdateRow>(ex, sql`${SELECT_UPDATES} WHERE u.ticket_id = ${ticketId} ORDER BY u.id`);
}

export async function findUpdate(ex: Executor, id: number): Promise<UpdateRow> {
  const [row] = await rows<UpdateRow>(ex, sql`${SELECT_UPDATES} WHERE u.id = ${id}`);
  return row!;
}

export async function insertUpdate(ex: Executor, u: {
  ticketId: number; authorUserId: number | null; actorRole: ActorRole; body: string; statusFrom: TicketStatus | null; statusTo: TicketStatus | null;
  /** A step of the service booked for the ticket (docs/vendors.md "Tickets and services"). */
  service?: { activityId: number; action: string; managerNote: string };
}): Promise<number> {
  const [row] = await rows<Pick<MaintenanceTicketUpdatesRow, 'id'>>(ex, sql`
    INSERT INTO maintenance_ticket_updates (ticket_id, author_user_id, actor_role, body, status_from, status_to,
      service_activity_id, service_action, manager_note)
    VALUES (${u.ticketId}, ${u.authorUserId}, ${u.actorRole}, ${u.body}, ${u.statusFrom}, ${u.statusTo},
      ${u.service?.activityId ?? null}, ${u.service?.action ?? null}, ${u.service?.managerNote ?? ''}) RETURNING id`);
  return row!.id;
}
