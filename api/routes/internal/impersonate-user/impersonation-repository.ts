import { rows, sql, type Executor } from '../../../db/client.js';
import { firstNameSql } from '../../../db/person-name.js';
import { isoOf } from '../../../db/sql-helpers.js';
import type { ImpersonationSessionsRow } from '../../../db/__generated__/rows.js';

export interface NewImpersonation {
  sessionId: string;
  staffUserId: number;
  staffUserRole: string;
  userId: number;
  reason: string;
  ip: string | null;
}

export async function recordImpersonation(ex: Executor, row: NewImpersonation): Promise<void> {
  await ex.execute(sql`INSERT INTO impersonation_sessions (session_id, staff_user_id, staff_user_role, user_id, reason, ip)
    VALUES (${row.sessionId}, ${row.staffUserId}, ${row.staffUserRole}, ${row.userId}, ${row.reason}, ${row.ip})`);
}

/**
 * Ends the staff member's open impersonation of the user: every session of it
 * (a role switch while impersonating made more) is revoked and the row closed.
 * Returns the role the staff member was signed in as when it started.
 */
export async function endImpersonation(ex: Executor, staffUserId: number, userId: number): Promise<string | null> {
  await ex.execute(sql`UPDATE sessions SET revoked_at = now()
    WHERE user_id = ${userId} AND impersonator_user_id = ${staffUserId} AND revoked_at IS NULL`);
  const ended = await rows<Pick<ImpersonationSessionsRow, 'staff_user_role'>>(ex, sql`UPDATE impersonation_sessions SET ended_at = now()
    WHERE staff_user_id = ${staffUserId} AND user_id = ${userId} AND ended_at IS NULL RETURNING staff_user_role`);
  return ended[0]?.staff_user_role ?? null;
}

/** One staff access to a user's account, as the user and staff read it. */
export interface AccessRow {
  id: number;
  staff_user_id: number;
  staff_first_name: string;
  user_id: number;
  reason: string;
  started_at: string;
  ended_at: string | null;
}

/** The staff accesses to a user's account, newest first. */
export async function accessesToAccount(ex: Executor, userId: number, limit: number): Promise<AccessRow[]> {
  return rows<AccessRow>(ex, sql`
    SELECT i.id, i.staff_user_id, ${firstNameSql('s', 'Hearth staff')} AS staff_first_name, i.user_id, i.reason,
      ${isoOf(sql`i.started_at`)} AS started_at, ${isoOf(sql`i.ended_at`)} AS ended_at
    FROM impersonation_sessions i JOIN users s ON s.id = i.staff_user_id
    WHERE i.user_id = ${userId} ORDER BY i.id DESC LIMIT ${limit}`);
}

/** The open impersonation a session belongs to (by its staff member and user), or null. */
export async function currentImpersonation(ex: Executor, staffUserId: number, userId: number): Promise<AccessRow | null> {
  const [row] = await rows<AccessRow>(ex, sql`
    SELECT i.id, i.staff_user_id, ${firstNameSql('s', 'Hearth staff')} AS staff_first_name, i.user_id, i.reason,
      ${isoOf(sql`i.started_at`)} AS started_at, ${isoOf(sql`i.ended_at`)} AS ended_at
    FROM impersonation_sessions i JOIN users s ON s.id = i.staff_user_id
    WHERE i.staff_user_id = ${staffUserId} AND i.user_id = ${userId} AND i.ended_at IS NULL ORDER BY i.id DESC LIMIT 1`);
  return row ?? null;
}
