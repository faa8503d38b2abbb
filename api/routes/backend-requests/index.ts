import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { CursorParam, LimitParam, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import { listBackendRequests } from './backend-requests-repository.js';

const SCOPE = 'backend_requests';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

const Instant = z.iso.datetime({ offset: true, error: 'Give a date and time, e.g. 2026-05-01T00:00:00Z.' });

const BackendRequestsQuery = z.object({
  user_id: IdParam.optional().describe('Only requests made by (or, when impersonated, as) this user.'),
  path_prefix: z.string().trim().regex(/^\/[\x21-\x7e]{0,299}$/, { error: 'A path starts with / , e.g. /v20/lifecycles.' })
    .optional().describe('Only paths starting with this; /v20 is implied when left out.'),
  status_class: z.enum(STATUS_CLASSES).optional().describe('Only statuses of this class.'),
  method: z.enum(METHODS).optional(),
  impersonated: z.enum(['true', 'false']).optional().describe('true: only requests made by staff acting as someone.'),
  from: Instant.optional().describe('Only requests at or after this instant.'),
  to: Instant.optional().describe('Only requests before this instant.'),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

const BackendRequest = z.object({
  id: z.number().int(),
  occurred_at: z.iso.datetime(),
  method: z.string(),
  route: z.string().nullable().describe('The route template, e.g. /v20/lifecycles/:id; null when no route matched.'),
  path: z.string().describe('The path called, without its query string; long numbers and tokens masked.'),
  status: z.number().int(),
  duration_ms: z.number().int(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  user_role: z.string().nullable().describe('The role the token acted in.'),
  impersonator_user_id: z.number().int().nullable().describe('The staff member acting as the user, if any.'),
  impersonator_email: z.string().nullable(),
  token_typ: z.string().nullable().describe('guest, session, partner …; null without a token.'),
  current_website_page: z.string().nullable().describe('The web page the call came from (spec §7 currentWebsitePage).'),
  request_id: z.string().describe('Also in the X-Request-Id header of the response.'),
  ip: z.string().nullable(),
});

const withV20 = (prefix: string) => (prefix === '/v20' || prefix.startsWith('/v20/') ? prefix : `/v20${prefix}`);

/** The request log (spec §7 /backend-requests, docs/request-log.md): staff only. */
export const backendRequestRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/backend-requests', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'], summary: 'The request log, newest first (staff)',
      querystring: BackendRequestsQuery, response: { 200: pageOf(BackendRequest) },
    },
  }, async (request) => {
    const q = request.query;
    const after = readCursor(q.cursor, SCOPE, 'int');
    // What this instance still holds in memory is written first, so staff see up to now.
    await request.server.requestLog?.flush();
    const found = await listBackendRequests(db, {
      userId: q.user_id,
      pathPrefix: q.path_prefix ? withV20(q.path_prefix) : undefined,
      statusClass: q.status_class ? Number(q.status_class[0]) : undefined,
      method: q.method,
      impersonatedOnly: q.impersonated === 'true',
      from: q.from,
      to: q.to,
      beforeId: after?.id,
      limit: q.limit + 1,
    });
    return pageById(found, q.limit, SCOPE);
  });
};
