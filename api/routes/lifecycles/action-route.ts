import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { LifecycleAction } from '../../../common/lifecycles.js';
import { notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { LifecycleSchema, toLifecycleDto } from './lifecycle-dto.js';
import { actorOf, requireAllowed, type LifecycleActor } from './lifecycle-actor.js';
import { lockVisibleLifecycle, readVisibleLifecycle, recordActionEvent } from './lifecycle-actor-repository.js';
import type { LifecycleRow } from './lifecycles-repository.js';

export interface ActionContext<B> {
  row: LifecycleRow;
  actor: LifecycleActor;
  body: B;
  deps: AppDeps;
}

export interface LifecycleActionSpec<S extends z.ZodType> {
  action: LifecycleAction;
  summary: string;
  /** What it changes; the README says the same. Who and from which states is the transition table's. */
  description: string;
  body: S;
  /** Applies the action to the locked row; returns what the action's event keeps. */
  run(tx: Executor, ctx: ActionContext<z.infer<S>>): Promise<object>;
}

/**
 * POST /lifecycles/{id}/<action>: one transaction that locks the lifecycle, asks the
 * transition table (422 action_not_allowed_for_role or action_not_allowed_in_state),
 * applies the change, records the event, and answers the lifecycle as it now is.
 * Someone else's lifecycle is 404. Takes an Idempotency-Key header.
 */
export function registerLifecycleAction<S extends z.ZodType>(plain: FastifyInstance, deps: AppDeps, spec: LifecycleActionSpec<S>): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const route = `POST /lifecycles/:id/${spec.action}`;
  app.post(`/lifecycles/:id/${spec.action}`, {
    config: { access: 'user' },
    schema: {
      tags: ['lifecycle actions'], summary: spec.summary,
      description: `${spec.description} Tenant or manager role; see api/routes/lifecycles/README.md for who may, from which states.`,
      params: IdPathParams, body: spec.body, response: { 200: LifecycleSchema },
    },
  }, async (request, reply) => {
    const actor = actorOf(request);
    return idempotent(deps.database.db, request, reply, route, async (tx) => {
      const row = await lockVisibleLifecycle(tx, request.params.id, actor);
      const fromState = requireAllowed(row, spec.action, actor);
      const details = await spec.run(tx, { row, actor, body: request.body as z.infer<S>, deps });
      await recordActionEvent(tx, row, spec.action, actor, fromState, details);
      const after = await readVisibleLifecycle(tx, row.id, actor);
      if (!after) throw notFound('lifecycle');
      return { status: 200, body: toLifecycleDto(after) };
    });
  });
}
