import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { IdPathParams } from '../../http/collection-params.js';
import { depositViewerOf } from './deposit-access.js';
import { DepositSchema, toDepositDto } from './deposit-dto.js';
import { depositListRoute } from './list-route.js';
import { visibleDeposit } from './tenant-deposits-repository.js';

const tags = ['deposits'];

/** Security deposits (docs/money.md; decisions in README.md). */
export const tenantDepositRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/tenant-deposits/:id', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'One security deposit, with its deductions and status history', params: IdPathParams, response: { 200: DepositSchema },
      description: 'Tenant role: your own. Manager role: deposits of homes you own or co-manage with deposit_returns. Staff: all. '
        + 'Vendor role: 403. Anyone else: 404.',
    },
  }, async (request) => db.transaction(async (tx) =>
    toDepositDto(tx, await visibleDeposit(tx, depositViewerOf(request), { id: request.params.id }))));

  await app.register(depositListRoute, deps);
};
