import { rows, sql, type Executor } from '../../db/client.js';
import type { SQL } from 'drizzle-orm';
import type { Json } from '../../db/__generated__/rows.js';
import type { FormName } from './forms.js';

export interface FormSubmissionRow {
  id: number;
  form: FormName;
  fields: { [key: string]: Json };
  email: string;
  submitted_at: string;
  ip: string | null;
  user_id: number | null;
  handled_at: string | null;
  handled_by: number | null;
  handled_by_email: string | null;
}

const ISO = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = sql`SELECT s.id, s.form, s.fields, s.email, ${ISO(sql`s.submitted_at`)} AS submitted_at, s.ip, s.user_id,
  ${ISO(sql`s.handled_at`)} AS handled_at, s.handled_by, h.email AS handled_by_email
  FROM form_submissions s LEFT JOIN users h ON h.id = s.handled_by`;

export async function insertFormSubmission(ex: Executor, s: {
  form: FormName; fields: unknown; email: string; ip: string | null; userId: number | null;
}): Promise<number> {
  const [row] = await rows<{ id: number }>(ex, sql`INSERT INTO form_submissions (form, fields, email, ip, user_id)
    VALUES (${s.form}, ${JSON.stringify(s.fields)}::jsonb, ${s.email}, ${s.ip}, ${s.userId}) RETURNING id`);
  return row!.id;
}

export interface FormSubmissionFilter {
  form?: FormName;
  handled?: boolean;
  beforeId?: number;
  limit: number;
}

/** Newest first; `handled=false` is the staff's inbox (a partial index of migration 0033). */
export async function listFormSubmissions(ex: Executor, f: FormSubmissionFilter): Promise<FormSubmissionRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.form) where.push(sql`s.form = ${f.form}`);
  if (f.handled === true) where.push(sql`s.handled_at IS NOT NULL`);
  if (f.handled === false) where.push(sql`s.handled_at IS NULL`);
  if (f.beforeId) where.push(sql`s.id < ${f.beforeId}`);
  return rows<FormSubmissionRow>(ex, sql`${SELECT} WHERE ${sql.join(where, sql` AND `)} ORDER BY s.id DESC LIMIT ${f.limit}`);
}

export async function findFormSubmission(ex: Executor, id: number): Promise<FormSubmissionRow | null> {
  const [row] = await rows<FormSubmissionRow>(ex, sql`${SELECT} WHERE s.id = ${id}`);
  return row ?? null;
}

/** Marks it handled by `staffId` (keeping the first handler's time when already handled), or open again. */
export async function setHandled(ex: Executor, id: number, handled: boolean, staffId: number): Promise<boolean> {
  const done = await rows(ex, handled
    ? sql`UPDATE form_submissions SET handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, ${staffId})
        WHERE id = ${id} RETURNING id`
    : sql`UPDATE form_submissions SET handled_at = NULL, handled_by = NULL WHERE id = ${id} RETURNING id`);
  return done.length > 0;
}
