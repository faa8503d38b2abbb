import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { fullNameSql } from '../../db/person-name.js';
import type { BuildingPropertyLogRow } from '../../db/__generated__/rows.js';

/**
 * The property log (spec §7 "property-log"): who changed what on a home, and when.
 * Every write route calls `logChange` inside its own transaction, so a change and
 * its log entry land together or not at all.
 */
export interface PropertyLogEntry extends Omit<BuildingPropertyLogRow, 'id' | 'changes'> {
  /** bigint, made a number. */
  id: number;
  actor_name: string | null;
  changes: Record<string, unknown>;
}

export async function logChange(
  ex: Executor, buildingId: number, actorUserId: number, action: string, summary: string, changes: Record<string, unknown> = {},
): Promise<void> {
  await ex.execute(sql`INSERT INTO building_property_log (building_id, actor_user_id, action, summary, changes)
    VALUES (${buildingId}, ${actorUserId}, ${action}, ${summary}, ${JSON.stringify(changes)}::jsonb)`);
}

/** Newest first; keyset on id. */
export async function listPropertyLog(ex: Executor, buildingId: number, beforeId: number | null, limit: number): Promise<PropertyLogEntry[]> {
  const found = await rows<Omit<PropertyLogEntry, 'id'> & Pick<BuildingPropertyLogRow, 'id'>>(ex, sql`
    SELECT l.id, l.building_id, l.actor_user_id, ${fullNameSql('u')} AS actor_name,
      l.action, l.summary, l.changes,
      to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM building_property_log l LEFT JOIN users u ON u.id = l.actor_user_id
    WHERE l.building_id = ${buildingId} AND (${beforeId}::bigint IS NULL OR l.id < ${beforeId}::bigint)
    ORDER BY l.id DESC LIMIT ${limit}`);
  return found.map((r) => ({ ...r, id: Number(r.id) }));
}
