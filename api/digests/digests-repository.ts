import { rows, sql, type Executor } from '../db/client.js';
import type { DigestSection } from './digest-facts.js';

export type DigestRole = 'tenant' | 'manager';

export interface DigestRow {
  id: number;
  user_id: number;
  user_role: DigestRole;
  period_start: string;
  period_end: string;
  sections: DigestSection[];
  created_at: string;
  sent_at: string | null;
}

const ISO = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const COLUMNS = sql`id, user_id, user_role, ${ISO('period_start')} AS period_start, ${ISO('period_end')} AS period_end, sections,
  ${ISO('created_at')} AS created_at, ${ISO('sent_at')} AS sent_at`;

/** Stores the digest; null when this user already has one for this role and period (unique key). */
export async function insertDigest(ex: Executor, d: {
  userId: number; role: DigestRole; start: string; end: string; sections: DigestSection[];
}): Promise<DigestRow | null> {
  const [row] = await rows<DigestRow>(ex, sql`INSERT INTO digests (user_id, user_role, period_start, period_end, sections)
    VALUES (${d.userId}, ${d.role}, ${d.start}::timestamptz, ${d.end}::timestamptz, ${JSON.stringify(d.sections)}::jsonb)
    ON CONFLICT (user_id, user_role, period_start, period_end) DO NOTHING RETURNING ${COLUMNS}`);
  return row ?? null;
}

export async function findDigest(ex: Executor, id: number): Promise<DigestRow | null> {
  const [row] = await rows<DigestRow>(ex, sql`SELECT ${COLUMNS} FROM digests WHERE id = ${id}`);
  return row ?? null;
}

export async function findDigestFor(ex: Executor, userId: number, role: DigestRole, start: string, end: string): Promise<DigestRow | null> {
  const [row] = await rows<DigestRow>(ex, sql`SELECT ${COLUMNS} FROM digests WHERE user_id = ${userId} AND user_role = ${role}
    AND period_start = ${start}::timestamptz AND period_end = ${end}::timestamptz`);
  return row ?? null;
}

export async function markDigestSent(ex: Executor, id: number): Promise<string> {
  const [row] = await rows<{ sent_at: string }>(ex, sql`UPDATE digests SET sent_at = now() WHERE id = ${id} RETURNING ${ISO('sent_at')} AS sent_at`);
  return row!.sent_at;
}

/** The user's email and roles, or null. */
export async function digestRecipient(ex: Executor, userId: number): Promise<{ email: string; roles: string[]; first_name: string } | null> {
  const [row] = await rows<{ email: string; roles: string[]; first_name: string }>(ex, sql`SELECT email, roles, first_name FROM users WHERE id = ${userId}`);
  return row ?? null;
}

/** Who might have a weekly digest: managers of a home, and tenants with an application. Empty digests are not kept. */
export async function digestCandidates(ex: Executor): Promise<{ user_id: number; user_role: DigestRole }[]> {
  return rows(ex, sql`SELECT DISTINCT user_id, 'manager' AS user_role FROM (
      SELECT manager_user_id AS user_id FROM buildings UNION SELECT user_id FROM building_managers) m
    UNION SELECT DISTINCT tenant_user_id, 'tenant' FROM lifecycles
    ORDER BY 1, 2`);
}
