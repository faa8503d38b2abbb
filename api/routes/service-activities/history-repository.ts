import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { ServiceActivityHistoryRow } from '../../db/__generated__/rows.js';
import type { Actor } from '../../events/record.js';

export type HistoryRow = Omit<ServiceActivityHistoryRow, 'detail'> & { detail: Record<string, unknown> };

/** One line of the job's timeline, written in the transaction of the change; answers its id (a hand-in's photos point to it). */
export async function recordHistory(ex: Executor, entry: {
  activityId: number; action: ServiceActivityHistoryRow['action']; from: ServiceActivityHistoryRow['from_status'];
  to: ServiceActivityHistoryRow['to_status']; actor: Actor; detail?: Record<string, unknown>;
}): Promise<number> {
  const [row] = await rows<Pick<ServiceActivityHistoryRow, 'id'>>(ex, sql`INSERT INTO service_activity_history (service_activity_id, action, from_status, to_status, actor_user_id, actor_role,
      holder_provider_id, detail)
    SELECT ${entry.activityId}, ${entry.action}, ${entry.from}, ${entry.to}, ${entry.actor.userId}, ${entry.actor.role},
      holder_provider_id, ${JSON.stringify(entry.detail ?? {})}::jsonb
    FROM service_activities WHERE id = ${entry.activityId} RETURNING id`);
  return row!.id;
}

export async function historyOf(ex: Executor, activityId: number): Promise<HistoryRow[]> {
  return rows<HistoryRow>(ex, sql`SELECT id, service_activity_id, action, from_status, to_status, actor_user_id, actor_role,
      holder_provider_id, detail, ${isoOf(sql`created_at`)} AS created_at
    FROM service_activity_history WHERE service_activity_id = ${activityId} ORDER BY id`);
}

/** The timelines of several jobs in one query, by job id (a job without entries has none in the map). */
export async function historiesOf(ex: Executor, activityIds: readonly number[]): Promise<Map<number, HistoryRow[]>> {
  const byJob = new Map<number, HistoryRow[]>();
  if (activityIds.length === 0) return byJob;
  const found = await rows<HistoryRow>(ex, sql`SELECT id, service_activity_id, action, from_status, to_status, actor_user_id, actor_role,
      holder_provider_id, detail, ${isoOf(sql`created_at`)} AS created_at
    FROM service_activity_history WHERE service_activity_id = ANY (${`{${activityIds.join(',')}}`}::int[]) ORDER BY id`);
  for (const row of found) byJob.set(row.service_activity_id, [...(byJob.get(row.service_activity_id) ?? []), row]);
  return byJob;
}
