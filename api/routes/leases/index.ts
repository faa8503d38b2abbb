import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { notFound } from '../../http/errors.js';
import { CursorParam, IdPathParams, idListParam, MAX_IDS_PER_BATCH, MAX_PAGE_SIZE, pageOf, readCursor } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import { LeaseSchema, toLeaseDto } from './lease-dto.js';
import { listLeases } from './leases-repository.js';
import { signerOf } from './signing.js';

const SCOPE = 'leases';

const LIMIT_ERROR = `limit must be a whole number from 1 to ${MAX_IDS_PER_BATCH}.`;
const LIST_LIMIT_ERROR = `limit can be at most ${MAX_PAGE_SIZE} unless lifecycle_ids or ids name the leases.`;

/**
 * A page holds at most 100 leases, except for a batch read (`lifecycle_ids=`, `ids=`):
 * every lease of a page of homes on the manager's Tenants page (up to 500 applications)
 * comes in one call, as the gateway's loader asks for it.
 */
const LeasesQuery = z.object({
  lifecycle_id: IdParam.optional(),
  lifecycle_ids: idListParam(MAX_IDS_PER_BATCH).optional(),
  ids: idListParam(MAX_IDS_PER_BATCH).optional(),
  limit: z.coerce.number({ error: LIMIT_ERROR }).int({ error: LIMIT_ERROR }).min(1, { error: LIMIT_ERROR })
    .max(MAX_IDS_PER_BATCH, { error: LIMIT_ERROR }).default(20),
  cursor: CursorParam,
}).strict().refine((q) => q.limit <= MAX_PAGE_SIZE || q.lifecycle_ids !== undefined || q.ids !== undefined,
  { error: LIST_LIMIT_ERROR, path: ['limit'] });

/** Leases as their tenant (tenant role) or their home's manager (manager role) sees them. */
export const leaseRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/leases', {
    config: { access: 'user' },
    schema: {
      tags: ['leases'], summary: 'Leases the caller may see, newest first',
      description: 'Tenant role: your own leases. Manager role: leases of the homes you manage. Vendor role: 403. '
        + '`lifecycle_id` narrows to one application (another\'s gives an empty list); `lifecycle_ids=1,2` and `ids=` batch '
        + `(up to ${MAX_IDS_PER_BATCH} ids, and then \`limit\` up to ${MAX_IDS_PER_BATCH} too; otherwise at most ${MAX_PAGE_SIZE}).`,
      querystring: LeasesQuery, response: { 200: pageOf(LeaseSchema) },
    },
  }, async (request) => {
    const { limit, cursor, lifecycle_id: lifecycleId, lifecycle_ids: lifecycleIds, ids } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listLeases(db, signerOf(request).reader, { lifecycleId, lifecycleIds, ids }, before, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: page.map(toLeaseDto),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.get('/leases/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['leases'], summary: 'One lease, with its whole text and signatures',
      description: 'To its tenant (tenant role) and its home\'s manager (manager role); 404 for anyone else.',
      params: IdPathParams, response: { 200: LeaseSchema },
    },
  }, async (request) => {
    const [lease] = await listLeases(db, signerOf(request).reader, { ids: [request.params.id] }, null, 1);
    if (!lease) throw notFound('lease');
    return toLeaseDto(lease);
  });
};
