import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_DEPOSIT_STATUSES } from '../../../common/money.js';
import { IdParam } from '../../http/fields.js';
import type { AppDeps } from '../../deps.js';
import { depositViewerOf } from './deposit-access.js';
import { DepositSchema, toDepositDto } from './deposit-dto.js';
import { listVisibleDeposits } from './tenant-deposits-repository.js';

const ListQuery = z.object({
  lifecycle_id: IdParam.optional(),
  building_id: IdParam.optional(),
  status: z.enum(SECURITY_DEPOSIT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
}).strict();

/**
 * GET /tenant-deposits: how a client finds a deposit's id (a manager's list of
 * returns to make, a tenant's deposit for a lease). Same visibility as the single read.
 */
export const depositListRoute: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/tenant-deposits', {
    config: { access: 'user' },
    schema: {
      tags: ['deposits'], summary: 'Deposits the caller may see, newest first', querystring: ListQuery,
      response: { 200: z.object({ results: z.array(DepositSchema) }) },
      description: 'Tenant role: own; manager role: homes owned or co-managed with deposit_returns; staff: all; vendor 403. '
        + 'Filters lifecycle_id, building_id, status; limit 1–100 (default 50).',
    },
  }, async (request) => {
    const viewer = depositViewerOf(request);
    return deps.database.db.transaction(async (tx) => {
      const found = await listVisibleDeposits(tx, viewer, request.query);
      return { results: await Promise.all(found.map((d) => toDepositDto(tx, d))) };
    });
  });
};
