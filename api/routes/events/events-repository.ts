import { rows, sql, type Executor } from '../../db/client.js';
import type { EventRow } from '../../events/delivery-body.js';

export interface EventFilters {
  /** null: staff, every event; else only events whose audience holds this user. */
  readerId: number | null;
  type?: string;
  subjectType?: string;
  subjectId?: string;
  afterSeq: number;
  limit: number;
}

export async function listEvents(ex: Executor, f: EventFilters): Promise<Array<EventRow & { seq: string }>> {
  const where = [sql`e.seq > ${f.afterSeq}`];
  // @> uses the GIN index on audience_user_ids.
  if (f.readerId !== null) where.push(sql`e.audience_user_ids @> ${`{${f.readerId}}`}::integer[]`);
  if (f.type) where.push(sql`e.event_type = ${f.type}`);
  if (f.subjectType) where.push(sql`e.subject_type = ${f.subjectType}`);
  if (f.subjectId) where.push(sql`e.subject_id = ${f.subjectId}`);
  return rows(ex, sql`SELECT e.id, e.seq::text AS seq, e.event_type, e.created_at, e.actor_role, e.actor_user_id, e.trigger_source,
      e.building_id, e.subject_type, e.subject_id, e.data
    FROM events e WHERE ${sql.join(where, sql` AND `)} ORDER BY e.seq LIMIT ${f.limit}`);
}
