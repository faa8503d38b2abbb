import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { CursorParam, LimitParam, pageById, pageOf, readCursor } from '../../../http/collection-params.js';
import { invalidInput } from '../../../http/errors.js';
import { IdParam } from '../../../http/fields.js';
import { listAuditEntries } from './audit-repository.js';

const SCOPE = 'audit';
const Instant = z.iso.datetime({ offset: true, error: 'Give a date and time, e.g. 2026-11-26T00:00:00Z.' });

const Query = z.object({
  actor: IdParam.optional().describe('Only what this staff member did.'),
  acting_as: IdParam.optional().describe('Only what was done as (or about) this user.'),
  from: Instant.optional().describe('From this instant on (inclusive).'),
  to: Instant.optional().describe('Before this instant (exclusive).'),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

const AuditEntry = z.object({
  id: z.number().int(),
  occurred_at: z.iso.datetime(),
  actor_user_id: z.number().int().describe('The staff member who acted.'),
  actor_name: z.string().nullable(),
  actor_email: z.string(),
  acting_as_user_id: z.number().int().nullable().describe('The user impersonated (or acted on, for an impersonation start); null otherwise.'),
  acting_as_name: z.string().nullable(),
  acting_as_email: z.string().nullable(),
  method: z.string(),
  route: z.string().describe('The route template, e.g. /internal/users/:id.'),
  path: z.string(),
  status: z.number().int(),
  request_id: z.string(),
  ip: z.string().nullable(),
  summary: z.string(),
});

/** GET /internal/audit: the append-only log of staff writes and impersonated requests (docs/staff.md). */
export const auditRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/internal/audit', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'], summary: 'The audit log: every staff write and every impersonated request, newest first (staff)',
      querystring: Query, response: { 200: pageOf(AuditEntry) },
    },
  }, async (request) => {
    const q = request.query;
    if (q.from && q.to && Date.parse(q.from) >= Date.parse(q.to)) throw invalidInput({ to: 'Give a time after from.' });
    const before = readCursor(q.cursor, SCOPE, 'int')?.id ?? null;
    const found = await listAuditEntries(deps.database.db, { actor: q.actor, actingAs: q.acting_as, from: q.from, to: q.to }, before, q.limit + 1);
    return pageById(found, q.limit, SCOPE);
  });
};
