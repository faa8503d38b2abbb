import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../../db/client.js';
import { fullNameSql } from '../../../db/person-name.js';
import { isoOf } from '../../../db/sql-helpers.js';
import type { AuditLogEntriesRow } from '../../../db/__generated__/rows.js';

export interface AuditEntry extends Pick<AuditLogEntriesRow, 'actor_user_id' | 'acting_as_user_id' | 'method' | 'route' | 'path'
  | 'status' | 'request_id' | 'ip' | 'summary'> {
  id: number;
  occurred_at: string;
  actor_name: string | null;
  actor_email: string;
  acting_as_name: string | null;
  acting_as_email: string | null;
}

export interface AuditFilters {
  actor?: number;
  actingAs?: number;
  from?: string;
  to?: string;
}

/** Audit entries matching every filter, newest first (keyset on id, descending). */
export async function listAuditEntries(ex: Executor, filters: AuditFilters, beforeId: number | null, limit: number): Promise<AuditEntry[]> {
  const conditions: SQL[] = [sql`TRUE`];
  if (filters.actor !== undefined) conditions.push(sql`e.actor_user_id = ${filters.actor}`);
  if (filters.actingAs !== undefined) conditions.push(sql`e.acting_as_user_id = ${filters.actingAs}`);
  if (filters.from !== undefined) conditions.push(sql`e.occurred_at >= ${filters.from}::timestamptz`);
  if (filters.to !== undefined) conditions.push(sql`e.occurred_at < ${filters.to}::timestamptz`);
  if (beforeId !== null) conditions.push(sql`e.id < ${beforeId}`);
  return rows<AuditEntry>(ex, sql`
    SELECT e.id::int AS id, ${isoOf(sql`e.occurred_at`)} AS occurred_at, e.actor_user_id, ${fullNameSql('a')} AS actor_name, a.email AS actor_email,
      e.acting_as_user_id, ${fullNameSql('p')} AS acting_as_name, p.email AS acting_as_email,
      e.method, e.route, e.path, e.status, e.request_id, e.ip, e.summary
    FROM audit_log_entries e JOIN users a ON a.id = e.actor_user_id LEFT JOIN users p ON p.id = e.acting_as_user_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY e.id DESC LIMIT ${limit}`);
}
