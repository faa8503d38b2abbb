import { rows, sql, type Executor } from '../../db/client.js';
import type { SupportingDocumentationSubmissionsRow, UsersRow } from '../../db/__generated__/rows.js';
import { firstNameSql } from '../../db/person-name.js';

export interface SubmissionRow extends Pick<SupportingDocumentationSubmissionsRow, 'id' | 'ticket_id' | 'note' | 'created_at'> {
  user_id: SupportingDocumentationSubmissionsRow['submitted_by_user_id'];
  first_name: UsersRow['first_name'];
}

export async function listSubmissions(ex: Executor, ticketId: number, id?: number): Promise<SubmissionRow[]> {
  return rows<SubmissionRow>(ex, sql`
    SELECT s.id, s.ticket_id, s.submitted_by_user_id AS user_id, ${firstNameSql('u')} AS first_name, s.note,
      to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM supporting_documentation_submissions s JOIN users u ON u.id = s.submitted_by_user_id
    WHERE s.ticket_id = ${ticketId} ${id === undefined ? sql`` : sql`AND s.id = ${id}`} ORDER BY s.id`);
}

/** Whether the user follows the ticket (was added to it). */
export async function followsTicket(ex: Executor, ticketId: number, userId: number): Promise<boolean> {
  const follows = await rows(ex, sql`SELECT 1 FROM maintenance_ticket_users WHERE ticket_id = ${ticketId} AND user_id = ${userId}`);
  return follows.length > 0;
}

/** A new submission of supporting documentation; returns its id. */
export async function insertSubmission(tx: Executor, ticketId: number, userId: number, note: string): Promise<number> {
  const [created] = await rows<Pick<SupportingDocumentationSubmissionsRow, 'id'>>(tx, sql`
        INSERT INTO supporting_documentation_submissions (ticket_id, submitted_by_user_id, note)
        VALUES (${ticketId}, ${userId}, ${note}) RETURNING id`);
  return created!.id;
}
