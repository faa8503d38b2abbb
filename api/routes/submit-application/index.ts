import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { idempotent } from '../../http/idempotency.js';
import { LifecycleSchema } from '../lifecycles/lifecycle-dto.js';
import { SubmitApplicationBody } from '../applications/application-schemas.js';
import { submitApplication } from '../applications/submit-application.js';

/** POST /submit-application: a tenant applies for a bedroom (the checks are in applications/submit-application.ts). */
export const submitApplicationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/submit-application', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Apply for a bedroom (spec §3 submit-application payload)',
      description: 'Takes an Idempotency-Key header: a retry returns the first answer and creates nothing. '
        + 'Refusals: 403 forbidden (user_id is not yours), 403 blocked_from_creating_lifecycles, 404 (no such listed bedroom), '
        + '400 move_out_before_move_in / move_in_date_in_past, 422 pets_not_allowed, bedroom_not_available, unknown_promo_code, '
        + 'promo_code_requires_six_months, 409 duplicate_active_application.',
      body: SubmitApplicationBody, response: { 201: LifecycleSchema },
    },
  }, async (request, reply) => idempotent(db, request, reply, 'POST /submit-application', async (tx) => ({
    status: 201,
    body: await submitApplication(tx, deps.mailer, userId(request), request.body),
  })));
};
