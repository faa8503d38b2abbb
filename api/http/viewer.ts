import type { FastifyRequest } from 'fastify';
import type { UserRole } from '../../common/enums.js';
import { TEAM_ACTOR_ROLE, type ActorRole } from '../../common/live.js';
import { forbidden, unauthenticated } from './errors.js';
import type { Actor } from '../events/record.js';

/** Who is looking: the signed-in user, the role they act in, and whether they are staff. */
export interface Viewer {
  userId: number;
  role: UserRole | null;
  isStaff: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const auth = request.auth;
  if (!auth?.userId) throw unauthenticated();
  return { userId: auth.userId, role: auth.role, isStaff: auth.isStaff };
}

/** Vendors have no tickets of their own yet: lists answer 403 (single reads 404, see visibleCondition). */
export function refuseVendorList(viewer: Viewer): void {
  if (!viewer.isStaff && viewer.role === 'vendor') throw forbidden('Switch to your tenant or manager role to see tickets.');
}

/** Staff act as the Hearth team whatever role they signed in with. */
export function actorOf(viewer: Viewer): Actor {
  const role: ActorRole = viewer.isStaff ? TEAM_ACTOR_ROLE : viewer.role === 'manager' ? 'manager' : viewer.role === 'vendor' ? 'vendor' : 'tenant';
  return { role, userId: viewer.userId };
}
