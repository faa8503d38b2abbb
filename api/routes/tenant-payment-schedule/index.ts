import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { IdParam } from '../../http/fields.js';
import { ScheduleItemSchema, toScheduleItemDto } from '../rent/rent-dto.js';
import { listScheduleItems, ownsLifecycle } from '../rent/rent-repository.js';

/** A tenant's rent schedule, written at signing, month by month. */
export const tenantPaymentScheduleRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['money'];

  app.get('/tenant-payment-schedule', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: "The tenant's own rent schedule, month by month", querystring: z.object({ lifecycle_id: IdParam.optional() }).strict(),
      description: "Another tenant's lifecycle answers 404.", response: { 200: z.object({ results: z.array(ScheduleItemSchema) }) },
    },
  }, async (request) => {
    const me = userId(request);
    const lifecycleId = request.query.lifecycle_id;
    if (lifecycleId !== undefined && !(await ownsLifecycle(db, me, lifecycleId))) throw notFound('lifecycle');
    return { results: (await listScheduleItems(db, me, lifecycleId)).map(toScheduleItemDto) };
  });
};
