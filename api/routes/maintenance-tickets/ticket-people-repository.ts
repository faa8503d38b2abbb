import { rows, sql, type Executor } from '../../db/client.js';
import { firstNameSql } from '../../db/person-name.js';

export async function firstNameOf(ex: Executor, userId: number): Promise<string> {
  const [row] = await rows<{ first_name: string }>(ex, sql`SELECT ${firstNameSql('u', 'Someone')} AS first_name FROM users u WHERE u.id = ${userId}`);
  return row?.first_name ?? 'Someone';
}

/** The users added to a ticket (its followers). */
export async function followerIds(ex: Executor, ticketId: number): Promise<number[]> {
  const followers = await rows<{ user_id: number }>(ex, sql`SELECT user_id FROM maintenance_ticket_users WHERE ticket_id = ${ticketId}`);
  return followers.map((f) => f.user_id);
}
