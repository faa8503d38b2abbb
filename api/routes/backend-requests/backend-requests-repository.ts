import { rows, sql, type Executor } from '../../db/client.js';
import type { SQL } from 'drizzle-orm';

export interface BackendRequestFilter {
  userId?: number;
  pathPrefix?: string;
  /** 2 for 2xx … 5 for 5xx. */
  statusClass?: number;
  method?: string;
  impersonatedOnly?: boolean;
  from?: string;
  to?: string;
  beforeId?: number;
  limit: number;
}

export interface BackendRequestRow {
  id: number;
  occurred_at: string;
  method: string;
  route: string | null;
  path: string;
  status: number;
  duration_ms: number;
  user_id: number | null;
  user_email: string | null;
  user_role: string | null;
  impersonator_user_id: number | null;
  impersonator_email: string | null;
  token_typ: string | null;
  current_website_page: string | null;
  request_id: string;
  ip: string | null;
}

/** LIKE's wildcards in a user's prefix match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The log, newest first (by id: ids follow insertion), each filter on an index of migration 0033. */
export async function listBackendRequests(ex: Executor, f: BackendRequestFilter): Promise<BackendRequestRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.userId) where.push(sql`r.user_id = ${f.userId}`);
  if (f.pathPrefix) where.push(sql`r.path LIKE ${likePrefix(f.pathPrefix)}`);
  if (f.statusClass) where.push(sql`r.status >= ${f.statusClass * 100} AND r.status < ${f.statusClass * 100 + 100}`);
  if (f.method) where.push(sql`r.method = ${f.method}`);
  if (f.impersonatedOnly) where.push(sql`r.impersonator_user_id IS NOT NULL`);
  if (f.from) where.push(sql`r.occurred_at >= ${f.from}::timestamptz`);
  if (f.to) where.push(sql`r.occurred_at < ${f.to}::timestamptz`);
  if (f.beforeId) where.push(sql`r.id < ${f.beforeId}`);
  const found = await rows<BackendRequestRow & { id: number | string }>(ex, sql`
    SELECT r.id::text AS id, to_char(r.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at,
      r.method, r.route, r.path, r.status, r.duration_ms, r.user_id, u.email AS user_email, r.user_role,
      r.impersonator_user_id, i.email AS impersonator_email, r.token_typ, r.current_website_page, r.request_id, r.ip
    FROM backend_requests r
    LEFT JOIN users u ON u.id = r.user_id
    LEFT JOIN users i ON i.id = r.impersonator_user_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY r.id DESC LIMIT ${f.limit}`);
  return found.map((r) => ({ ...r, id: Number(r.id) }));
}
