import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { encodeCursor } from '../../http/cursor.js';
import type { AppDeps } from '../../deps.js';
import { recordApplicationEvent } from '../../events/lifecycle-events.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { IdPathParams, pageOf, readCursor } from '../../http/collection-params.js';
import { LifecycleSchema, toLifecycleDto } from '../lifecycles/lifecycle-dto.js';
import { findOwnLifecycle, listLifecycles } from '../lifecycles/lifecycles-repository.js';
import { settleRenterConfirmation } from '../../applications/renter-confirmation.js';
import { applicationErrors } from './application-errors.js';
import { ApplicationsQuery, WithdrawBody } from './application-schemas.js';
import { withdrawApplication } from './applications-repository.js';

const SCOPE = 'applications';

/** The applicant's side of applications: list their own, withdraw (submitting: POST /submit-application). */
export const applicationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/applications/', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'The caller\'s own applications, newest first',
      querystring: ApplicationsQuery, response: { 200: pageOf(LifecycleSchema) },
    },
  }, async (request) => {
    const { exclude_deactivated, limit, cursor } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listLifecycles(db, { tenantUserId: userId(request) },
      exclude_deactivated ? { is_deactivated: false } : {}, before, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: page.map(toLifecycleDto),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.post('/applications/:id/withdraw', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Withdraw one of the caller\'s own active applications',
      description: 'reason: one of the applicant withdrawal reasons (common/application-reasons.ts). '
        + '404 for another\'s application; 422 application_not_active when it is already inactive.',
      params: IdPathParams, body: WithdrawBody, response: { 200: LifecycleSchema },
    },
  }, async (request) => db.transaction(async (tx) => {
    const caller = userId(request);
    const lifecycle = await findOwnLifecycle(tx, request.params.id, caller, true);
    if (!lifecycle) throw notFound('application');
    if (!toLifecycleDto(lifecycle).is_active) throw applicationErrors.notActive();
    await withdrawApplication(tx, lifecycle.id, request.body.reason);
    await recordApplicationEvent(tx, 'application.withdrawn',
      { id: lifecycle.id, buildingId: lifecycle.building_id, tenantUserId: caller }, { role: 'tenant', userId: caller }, { reason: request.body.reason });
    // The withdrawn application may have held the last unanswered questions.
    await settleRenterConfirmation(tx, caller);
    return toLifecycleDto((await findOwnLifecycle(tx, lifecycle.id, caller))!);
  }));
};
