import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_DEPOSIT_STATUSES } from '../../../common/money.js';
import { IdParam } from '../../http/fields.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { depositStatsByStatus } from '../tenant-deposits/tenant-deposits-repository.js';

const StatsSchema = z.object({
  statuses: z.array(z.object({ status: z.enum(SECURITY_DEPOSIT_STATUSES), count: z.number().int(), amount_cents: z.number().int() }))
    .describe('Every status, in the spec\'s order, zeros included.'),
  total_count: z.number().int(),
  total_amount_cents: z.number().int(),
});

const StatsQuery = z.object({ building_id: IdParam.optional() }).strict();

/** GET /manager-deposit-stats: counts and sums per status over the homes whose deposits the manager runs. */
export const managerDepositStatsRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/manager-deposit-stats', {
    config: { access: 'manager' },
    schema: {
      tags: ['deposits'], summary: 'Deposits of your homes, counted and summed per status', querystring: StatsQuery, response: { 200: StatsSchema },
      description: 'Homes you own or co-manage with deposit_returns; building_id narrows to one of them (another home counts nothing).',
    },
  }, async (request) => {
    const manager = userId(request);
    const found = await depositStatsByStatus(deps.database.db, manager, request.query.building_id);
    const byStatus = new Map(found.map((r) => [r.status, r]));
    const statuses = SECURITY_DEPOSIT_STATUSES.map((status) => ({
      status, count: byStatus.get(status)?.count ?? 0, amount_cents: Number(byStatus.get(status)?.amount_cents ?? 0),
    }));
    return {
      statuses,
      total_count: statuses.reduce((s, r) => s + r.count, 0),
      total_amount_cents: statuses.reduce((s, r) => s + r.amount_cents, 0),
    };
  });
};
