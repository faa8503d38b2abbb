import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../../deps.js';
import { userId } from '../../../../http/access.js';
import { HttpError, notFound } from '../../../../http/errors.js';
import { IdParam } from '../../../../http/fields.js';
import { idempotent } from '../../../../http/idempotency.js';
import { applicationErrors } from '../../../applications/application-errors.js';
import { Deferral, DeferBody } from '../../../lifecycle-tenant-financial-qualifications-submissions/financial-qualifications-schemas.js';
import { deferIncomeStep, lifecycleForIncome } from '../../../lifecycle-tenant-financial-qualifications-submissions/financial-qualifications-repository.js';

/** Putting the income step off (api/routes/lifecycle-tenant-financial-qualifications-submissions/README.md). */
export const deferFinancialQualificationsRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/lifecycles/:id/financial-qualifications/defer', {
    config: { access: 'user' },
    schema: {
      tags: ['income'],
      summary: 'Put the income step off, saying why',
      description: 'The tenant of the active lifecycle only (anyone else 404). The step counts as done, so onboarding goes on; the '
        + 'reason is kept for the manager, and income can still be given later. 422 financial_qualifications_already_completed. '
        + 'Takes Idempotency-Key.',
      params: z.object({ id: IdParam }),
      body: DeferBody,
      response: { 201: Deferral },
    },
  }, async (request, reply) => {
    const caller = userId(request);
    return idempotent(db, request, reply, 'POST /lifecycles/:id/financial-qualifications/defer', async (tx) => {
      const lifecycle = await lifecycleForIncome(tx, request.params.id, caller, null);
      if (!lifecycle) throw notFound('lifecycle');
      if (!lifecycle.is_active) throw applicationErrors.notActive();
      if (lifecycle.tenant_step_completed_at) {
        throw new HttpError(422, 'financial_qualifications_already_completed', 'The income step of this application is already done.');
      }
      const row = await deferIncomeStep(tx, lifecycle.id, caller, request.body.reason);
      return { status: 201, body: { lifecycle_id: row.lifecycleId, reason: row.reason, deferred_at: row.deferredAt.toISOString() } };
    });
  });
};
