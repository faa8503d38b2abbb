import { sql, type Executor } from '../../db/client.js';
import { type LifecycleState } from '../../../common/lifecycles.js';
import { type LifecycleAction } from '../../../common/lifecycles.js';
import { notFound } from '../../http/errors.js';
import { managedHomeIds, selectLifecycles, type LifecycleRow } from './lifecycles-repository.js';
import { type LifecycleActor } from './lifecycle-actor.js';

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

export async function recordActionEvent(
  ex: Executor, row: LifecycleRow, action: LifecycleAction, actor: LifecycleActor, fromState: LifecycleState, details: object,
): Promise<void> {
  await ex.execute(sql`INSERT INTO lifecycle_action_events (lifecycle_id, action, actor_user_id, actor_role, from_state, details)
    VALUES (${row.id}, ${action}, ${actor.userId}, ${actor.role}, ${fromState}, ${JSON.stringify(details)}::jsonb)`);
}

/** The lifecycle as the actor sees it now (after an action), or undefined. */
export async function readVisibleLifecycle(ex: Executor, id: number, actor: LifecycleActor): Promise<LifecycleRow | undefined> {
  const [after] = await selectLifecycles(ex, sql`WHERE l.id = ${id} AND ${visibleTo(actor)}`);
  return after;
}
