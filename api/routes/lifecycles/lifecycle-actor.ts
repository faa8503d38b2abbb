import type { FastifyRequest } from 'fastify';
import { sql, type Executor } from '../../db/client.js';
import { lifecycleState, type LifecycleState } from '../../domain/lifecycles/state.js';
import { checkLifecycleAction, type LifecycleAction, type LifecycleRole } from '../../domain/lifecycles/transitions.js';
import { userId } from '../../http/access.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { managedHomeIds, selectLifecycles, type LifecycleRow } from './lifecycles-repository.js';

/** Who acts on a lifecycle: a tenant on their own, a manager on those of their homes. */
export interface LifecycleActor {
  userId: number;
  role: LifecycleRole;
}

export function actorOf(request: FastifyRequest): LifecycleActor {
  const caller = userId(request);
  const role = request.auth?.role;
  if (role === 'tenant' || role === 'manager') return { userId: caller, role };
  throw forbidden('Switch to your tenant or manager role to act on lifecycles.');
}

/** Which lifecycle rows an actor may touch: their own as tenant, those on homes they manage (leasing area) as manager. */
export function visibleTo(actor: LifecycleActor) {
  return actor.role === 'tenant'
    ? sql`l.tenant_user_id = ${actor.userId}`
    : sql`l.building_id IN ${managedHomeIds(actor.userId)}`;
}

/** The lifecycle, locked for the rest of the transaction; 404 when the actor may not see it. */
export async function lockVisibleLifecycle(ex: Executor, id: number, actor: LifecycleActor): Promise<LifecycleRow> {
  const [row] = await selectLifecycles(ex, sql`WHERE l.id = ${id} AND ${visibleTo(actor)} FOR UPDATE OF l`);
  if (!row) throw notFound('lifecycle');
  return row;
}

/**
 * The one gate of every lifecycle action: the transition table says yes, or 422
 * names its rule (the wrong party for the action, or the wrong state). The caller may
 * see the lifecycle, so saying which rule refused teaches them nothing new.
 */
export function requireAllowed(row: LifecycleRow, action: LifecycleAction, actor: LifecycleActor): LifecycleState {
  const state = lifecycleState(row);
  const check = checkLifecycleAction(state, action, actor.role);
  if (!check.ok) throw new HttpError(422, check.code, check.message);
  return state;
}

export async function recordActionEvent(
  ex: Executor, row: LifecycleRow, action: LifecycleAction, actor: LifecycleActor, fromState: LifecycleState, details: object,
): Promise<void> {
  await ex.execute(sql`INSERT INTO lifecycle_action_events (lifecycle_id, action, actor_user_id, actor_role, from_state, details)
    VALUES (${row.id}, ${action}, ${actor.userId}, ${actor.role}, ${fromState}, ${JSON.stringify(details)}::jsonb)`);
}
