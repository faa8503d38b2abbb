import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { TEAM_ACTOR_ROLE } from '../../../common/live.js';
import { sql } from '../../db/client.js';
import type { Actor } from '../../events/record.js';
import { homesManagedIn } from '../building-managers/building-managers-repository.js';
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

/** Homes whose deposits a manager runs: owner, or co-manager with deposit_returns (the SQL twin of managerCan). */
export const depositHomes = (userId: number): SQL => homesManagedIn(userId, 'deposit_returns');

/** The one read rule, on `tenant_deposits d`: staff all; tenant role own; manager role their deposit homes. */
export function depositVisible(viewer: DepositViewer): SQL {
  if (viewer.isStaff) return sql`TRUE`;
  if (viewer.role === 'tenant') return sql`d.tenant_user_id = ${viewer.userId}`;
  if (viewer.role === 'manager') return sql`d.building_id IN (${depositHomes(viewer.userId)})`;
  return sql`FALSE`;
}

export function depositActor(viewer: DepositViewer): Actor {
  return { role: viewer.isStaff ? TEAM_ACTOR_ROLE : viewer.role ?? 'tenant', userId: viewer.userId };
}
