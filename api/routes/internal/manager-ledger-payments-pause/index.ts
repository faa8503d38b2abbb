import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { IdParam } from '../../../http/fields.js';
import { requireManager } from '../manager-ledger-charges/manager-charges.js';
import { listPauses, pausePayouts, resumePayouts } from './payout-pauses-repository.js';

const PauseSchema = z.object({ manager_user_id: z.number().int(), reason: z.string(), paused_by_user_id: z.number().int(), paused_at: z.string() });
const PauseBody = z.object({
  manager_user_id: IdParam,
  reason: z.string({ error: 'Say why payouts are paused.' }).trim().min(1, { error: 'Say why payouts are paused.' }).max(500, { error: 'Use at most 500 characters.' }),
}).strict();

/** Staff pause and resume a manager's payouts (docs/money.md REST table, /internal rows). */
export const managerPayoutPauseRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['internal'];

  app.get('/internal/manager-ledger-payments-pause', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Managers whose payouts are paused (staff)', querystring: z.object({ manager_user_id: IdParam.optional() }).strict(),
      response: { 200: z.object({ results: z.array(PauseSchema) }) },
    },
  }, async (request) => ({ results: await listPauses(db, request.query.manager_user_id) }));

  app.post('/internal/manager-ledger-payments-pause', {
    config: { access: 'staff' },
    schema: { tags, summary: "Pause a manager's payouts (staff)", body: PauseBody, response: { 201: PauseSchema } },
  }, async (request, reply) => {
    const pause = await db.transaction(async (tx) => {
      await requireManager(tx, request.body.manager_user_id);
      return pausePayouts(tx, request.body.manager_user_id, request.body.reason, userId(request));
    });
    return reply.status(201).send(pause);
  });

  app.delete('/internal/manager-ledger-payments-pause', {
    config: { access: 'staff' },
    schema: { tags, summary: "Resume a manager's payouts (staff)", querystring: z.object({ manager_user_id: IdParam }).strict() },
  }, async (request, reply) => {
    if (!(await resumePayouts(db, request.query.manager_user_id))) throw notFound('payout pause');
    return reply.status(204).send();
  });
};
