import type { FastifyRequest } from 'fastify';
import { TEAM_ACTOR_ROLE } from '../../../common/live.js';
import type { Actor } from '../../events/record.js';
import { forbidden, unauthenticated } from '../../http/errors.js';

/** Who is looking at or acting on a deposit. */
export interface DepositViewer {
  userId: number;
  role: 'tenant' | 'manager' | null;
  isStaff: boolean;
}

/** Vendors have no deposits: 403 (so nobody learns whether one exists). */
export function depositViewerOf(request: FastifyRequest): DepositViewer {
  const auth = request.auth;
  if (!auth?.userId) throw unauthenticated();
  if (!auth.isStaff && auth.role === 'vendor') throw forbidden('Switch to your tenant or manager role to see deposits.');
  const role = auth.role === 'tenant' || auth.role === 'manager' ? auth.role : null;
  return { userId: auth.userId, role, isStaff: auth.isStaff };
}

export function depositActor(viewer: DepositViewer): Actor {
  return { role: viewer.isStaff ? TEAM_ACTOR_ROLE : viewer.role ?? 'tenant', userId: viewer.userId };
}
