import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_GROUPS } from '../../../common/live.js';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { CursorParam, IdPathParams, LimitParam, idListParam, readCursor } from '../../http/collection-params.js';
import { listNotifications, markAllRead, markRead, unreadCount, type NotificationRow } from './notifications-repository.js';

const SCOPE = 'notifications';

const NotificationsQuery = z.object({
  unread_only: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  ids: idListParam(100).optional().describe('Batch read (the gateway\'s loader): only your own come back.'),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

export const NotificationSchema = z.object({
  id: z.number().int(),
  notification_group: z.enum(NOTIFICATION_GROUPS),
  event_type: z.string(),
  title: z.string(),
  body: z.string(),
  link_path: z.string().nullable(),
  building_id: z.number().int().nullable(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});

const iso = (v: Date | string) => new Date(v).toISOString();
const toDto = (n: NotificationRow): z.infer<typeof NotificationSchema> => ({
  id: n.id, notification_group: n.notification_group as z.infer<typeof NotificationSchema>['notification_group'],
  event_type: n.event_type, title: n.title, body: n.body, link_path: n.link_path, building_id: n.building_id,
  read_at: n.read_at ? iso(n.read_at) : null, created_at: iso(n.created_at),
});

/** The caller's own notifications; anyone else's is 404 (or simply absent from a list). */
export const notificationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/notifications', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'], summary: 'Your notifications, newest first, with the unread count',
      querystring: NotificationsQuery,
      response: { 200: z.object({ results: z.array(NotificationSchema), unread_count: z.number().int(), next_cursor: z.string().nullable() }) },
    },
  }, async (request) => {
    const me = userId(request);
    const { unread_only: unreadOnly, ids, limit, cursor } = request.query;
    const beforeId = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listNotifications(db, me, { unreadOnly, ids, beforeId, limit: limit + 1 });
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: page.map(toDto),
      unread_count: await unreadCount(db, me),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.post('/notifications/:id/read', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], summary: 'Mark one of your notifications read', params: IdPathParams, response: { 200: NotificationSchema } },
  }, async (request) => {
    const row = await markRead(db, userId(request), request.params.id);
    if (!row) throw notFound('notification');
    return toDto(row);
  });

  app.post('/notifications/read-all', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], summary: 'Mark all your notifications read', response: { 200: z.object({ unread_count: z.literal(0) }) } },
  }, async (request) => {
    await markAllRead(db, userId(request));
    return { unread_count: 0 as const };
  });
};
