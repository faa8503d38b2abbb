import type { FastifyRequest } from 'fastify';
import { lifecycleState } from '../../domain/lifecycles/state.js';
import { type LifecycleState } from '../../../common/lifecycles.js';
import { checkLifecycleAction, type LifecycleRole } from '../../domain/lifecycles/transitions.js';
import { type LifecycleAction } from '../../../common/lifecycles.js';
import { userId } from '../../http/access.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { type LifecycleRow } from './lifecycles-repository.js';

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

