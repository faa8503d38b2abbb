import { rows, sql, type Executor } from '../../db/client.js';
import type { MaintenanceTicketUsersRow, UsersRow } from '../../db/__generated__/rows.js';
import { firstNameSql } from '../../db/person-name.js';

export async function firstNameOf(ex: Executor, userId: number): Promise<string> {
  const [row] = await rows<Pick<UsersRow, 'first_name'>>(ex, sql`SELECT ${firstNameSql('u', 'Someone')} AS first_name FROM users u WHERE u.id = ${userId}`);
  return row?.first_name ?? 'Someone';
}

/** The users added to a ticket (its followers). */
export async function followerIds(ex: Executor, ticketId: number): Promise<number[]> {
  const followers = await rows<Pick<MaintenanceTicketUsersRow, 'user_id'>>(ex, sql`SELECT user_id FROM maintenance_ticket_users WHERE ticket_id = ${ticketId}`);
  return followers.map((f) => f.user_id);
}
