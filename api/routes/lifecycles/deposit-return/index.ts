import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHARGE_BACK_CATEGORIES } from '../../../../common/money.js';
import type { AppDeps } from '../../../deps.js';
import { idempotent } from '../../../http/idempotency.js';
import { createDepositReturn } from '../../../money/deposit-return.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { depositActor, depositViewerOf } from '../../tenant-deposits/deposit-access.js';
import { DepositSchema, toDepositDto } from '../../tenant-deposits/deposit-dto.js';
import { visibleDeposit } from '../../tenant-deposits/tenant-deposits-repository.js';

const tags = ['deposits'];

const DepositReturnBody = z.object({
  deductions: z.array(z.object({
    charge_back_category: z.enum(CHARGE_BACK_CATEGORIES),
    amount_cents: z.number().int().min(1).max(100_000_000),
    description: z.string().trim().max(500).default(''),
  }).strict()).max(20).default([]),
  off_platform: z.boolean().default(false),
}).strict();

/** The manager returns a lifecycle's security deposit (docs/money.md; decisions in api/routes/tenant-deposits/README.md). */
export const depositReturnRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

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
};
