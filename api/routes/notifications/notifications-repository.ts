import { rows, sql, type Executor } from '../../db/client.js';
import type { NotificationsRow } from '../../db/__generated__/rows.js';

export type NotificationRow = Pick<NotificationsRow, 'id' | 'notification_group' | 'event_type' | 'title' | 'body' | 'link_path' | 'building_id'
  | 'read_at' | 'created_at'>;

const COLUMNS = sql`id, notification_group, event_type, title, body, link_path, building_id, read_at, created_at`;

export async function listNotifications(ex: Executor, userId: number, f: {
  unreadOnly: boolean; ids?: number[]; beforeId: number | null; limit: number;
}): Promise<NotificationRow[]> {
  const where = [sql`user_id = ${userId}`];
  if (f.unreadOnly) where.push(sql`read_at IS NULL`);
  if (f.ids) where.push(sql`id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (f.beforeId !== null) where.push(sql`id < ${f.beforeId}`);
  return rows<NotificationRow>(ex, sql`SELECT ${COLUMNS} FROM notifications WHERE ${sql.join(where, sql` AND `)} ORDER BY id DESC LIMIT ${f.limit}`);
}

export async function unreadCount(ex: Executor, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`);
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read (the first read time stays); null when it is not theirs. */
export async function markRead(ex: Executor, userId: number, id: number): Promise<NotificationRow | null> {
  const [row] = await rows<NotificationRow>(ex, sql`UPDATE notifications SET read_at = coalesce(read_at, now())
    WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`);
  return row ?? null;
}

export async function markAllRead(ex: Executor, userId: number): Promise<void> {
  await ex.execute(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`);
}
