import type { FastifyRequest } from 'fastify';
import { TEAM_ACTOR_ROLE } from '../../common/live.js';
import { userId } from '../http/access.js';
import type { Actor } from './record.js';

/** The actor of an event written by an HTTP request: staff act as the Hearth team, others in their role. */
export function requestActor(request: FastifyRequest): Actor {
  const id = userId(request);
  if (request.auth?.isStaff) return { role: TEAM_ACTOR_ROLE, userId: id };
  return { role: request.auth?.role ?? 'tenant', userId: id };
}
