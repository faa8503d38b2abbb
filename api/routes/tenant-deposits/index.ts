import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHARGE_BACK_CATEGORIES } from '../../../common/money.js';
import type { AppDeps } from '../../deps.js';
import { idempotent } from '../../http/idempotency.js';
import { createDepositReturn } from '../../money/deposit-return.js';
import { IdPathParams } from '../../http/collection-params.js';
import { depositActor, depositViewerOf } from './deposit-access.js';
import { DepositSchema, toDepositDto } from './deposit-dto.js';
import { depositListRoute } from './list-route.js';
import { depositStatsRoute } from './stats-route.js';
import { visibleDeposit } from './tenant-deposits-repository.js';

const tags = ['deposits'];

const DepositReturnBody = z.object({
  deductions: z.array(z.object({
    charge_back_category: z.enum(CHARGE_BACK_CATEGORIES),
    amount_cents: z.number().int().min(1).max(100_000_000),
    description: z.string().trim().max(500).default(''),
  }).strict()).max(20).default([]),
  off_platform: z.boolean().default(false),
}).strict();

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

  app.post('/lifecycles/:id/deposit-return', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Return the security deposit of a lifecycle whose lease is over', params: IdPathParams, body: DepositReturnBody,
      response: { 201: DepositSchema },
      description: 'Manager of the home with deposit_returns (else 404). Idempotency-Key. Deductions (spec charge-back categories) may not '
        + 'exceed the deposit (400). On platform: deposit_return_created, the tenant is refunded amount − deductions and each deduction '
        + 'is charged to the tenant and credited to the home\'s owner. off_platform: deposit_return_created_off_platform, nothing posted. '
        + 'Before the lease is over, or from any other status: 422 deposit_status_transition_not_allowed.',
    },
  }, async (request, reply) => {
    const viewer = depositViewerOf(request);
    return idempotent(db, request, reply, 'POST /lifecycles/:id/deposit-return', async (tx) => {
      const deposit = await visibleDeposit(tx, viewer, { lifecycleId: request.params.id });
      const returned = await createDepositReturn(tx, deposit, {
        deductions: request.body.deductions, offPlatform: request.body.off_platform,
      }, depositActor(viewer));
      return { status: 201, body: await toDepositDto(tx, returned) };
    });
  });

  await app.register(depositStatsRoute, deps);
  await app.register(depositListRoute, deps);
};
