import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_TYPE_NAMES } from '../../../common/event-types.js';
import { ACTOR_ROLES, TRIGGER_SOURCES } from '../../../common/live.js';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { deliveryBody } from '../../events/delivery-body.js';
import { userId } from '../../http/access.js';
import { CursorParam, LimitParam, readCursor } from '../../http/collection-params.js';
import { listEvents } from './events-repository.js';

const SCOPE = 'events';

const EventsQuery = z.object({
  type: z.enum(EVENT_TYPE_NAMES as [string, ...string[]]).optional(),
  subject_type: z.string().regex(/^[a-z_]{1,60}$/, { error: 'A subject type is snake_case, e.g. lease.' }).optional(),
  subject_id: z.string().trim().min(1).max(100).optional(),
  after: z.coerce.number({ error: 'after is an event seq.' }).int().min(0).optional().describe('Only events with a larger seq.'),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

const EventSchema = z.object({
  id: z.string(),
  seq: z.number().int().describe('Orders events; pass the last one as `after` to read on.'),
  type: z.string(),
  created_at: z.iso.datetime(),
  actor_role: z.enum(ACTOR_ROLES),
  actor_user_id: z.number().int().nullable(),
  trigger_source: z.enum(TRIGGER_SOURCES),
  building_id: z.number().int().nullable(),
  subject: z.object({ type: z.string(), id: z.string() }),
  data: z.record(z.string(), z.unknown()),
});

/** The event log as a reader may see it: events whose audience holds them (staff: all), oldest first. */
export const eventRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/events', {
    config: { access: 'user' },
    schema: {
      tags: ['events'], summary: 'Events you are in the audience of, oldest first (staff: all)',
      description: 'Filters: type, subject_type, subject_id, after (seq). Read on with next_cursor, or with after = the last seq.',
      querystring: EventsQuery, response: { 200: z.object({ results: z.array(EventSchema), next_cursor: z.string().nullable() }) },
    },
  }, async (request) => {
    const q = request.query;
    const fromCursor = readCursor(q.cursor, SCOPE, 'int')?.id ?? 0;
    const found = await listEvents(db, {
      readerId: request.auth?.isStaff ? null : userId(request),
      type: q.type, subjectType: q.subject_type, subjectId: q.subject_id,
      afterSeq: Math.max(q.after ?? 0, fromCursor), limit: q.limit + 1,
    });
    const page = found.slice(0, q.limit);
    const last = page.at(-1);
    return {
      results: page.map((e) => ({ ...deliveryBody(e), seq: Number(e.seq) })),
      next_cursor: found.length > q.limit && last ? encodeCursor({ scope: SCOPE, key: Number(last.seq), id: Number(last.seq) }) : null,
    };
  });
};
