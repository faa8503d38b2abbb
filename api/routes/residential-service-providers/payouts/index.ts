import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { CursorParam, IdPathParams, LimitParam, pageById, pageOf, readCursor } from '../../../http/collection-params.js';
import { viewerOf } from '../../../http/viewer.js';
import { listProviderPayouts } from '../payout-account/payout-account-repository.js';
import { visibleProviderOr404 } from '../provider-access.js';
import { TAGS as tags } from '../provider-schemas.js';

const SCOPE = 'provider-payouts';

const PayoutSchema = z.object({
  id: z.number().int(),
  service_activity_id: z.number().int(),
  amount_cents: z.number().int().describe('What the company is paid for the job: the job\'s price, the same amount charged to the manager.'),
  status: z.enum(['paid', 'awaiting_payout_account']).describe('awaiting_payout_account: recorded, sent once the payout account is connected.'),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  service_type_name: z.string(),
  city: z.string(),
  state: z.string(),
});

const PayoutsQuery = z.object({ limit: LimitParam, cursor: CursorParam }).strict();

/**
 * GET /residential-service-providers/{id}/payouts: what the company was paid, job by
 * job ("residential service payment", one per completed job). Its people and staff;
 * anyone else 404, as the company itself.
 */
export const providerPayoutRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/residential-service-providers/:id/payouts', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Your company\'s payouts, newest first', params: IdPathParams, querystring: PayoutsQuery,
      response: { 200: pageOf(PayoutSchema) },
      description: 'Its people (vendor role) and staff; anyone else 404. One payout per completed job.',
    },
  }, async (request) => {
    const { provider } = await visibleProviderOr404(db, viewerOf(request), request.params.id);
    const { limit, cursor } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const page = pageById(await listProviderPayouts(db, provider.id, before, limit + 1), limit, SCOPE);
    return { ...page, results: page.results.map(({ building_city, building_state, ...p }) => ({ ...p, city: building_city, state: building_state })) };
  });
};
