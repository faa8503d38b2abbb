import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/client.js';
import type { Viewer } from '../../http/viewer.js';
import { homesManagedIn } from '../../db/managed-homes.js';

/** Homes whose tickets a manager-role viewer runs: owner, or co-manager with support_service. */
export const managedHomes = (userId: number): SQL => homesManagedIn(userId, 'support_service');

/** Homes a tenant-role viewer lives in now (as api/events/audiences.ts homeResidentIds). */
export const homesLivedIn = (userId: number): SQL => sql`
  SELECT building_id FROM lifecycles WHERE tenant_user_id = ${userId} AND lease_signed_at IS NOT NULL
    AND application_deactivated_at IS NULL AND move_out_date >= current_date`;

/** Tickets the viewer opened or was added to, in any role but vendor. */
const ownOrFollowed = (userId: number): SQL => sql`(t.created_by_user_id = ${userId}
  OR EXISTS (SELECT 1 FROM maintenance_ticket_users f WHERE f.ticket_id = t.id AND f.user_id = ${userId}))`;

/**
 * The one visibility rule (docs/live.md), as a condition on `maintenance_tickets t`:
 * staff see everything; tenant role the homes they live in now plus tickets they
 * opened or follow; manager role their managed homes plus tickets they opened or
 * follow; vendors nothing.
 */
export function visibleCondition(viewer: Viewer): SQL {
  if (viewer.isStaff) return sql`TRUE`;
  if (viewer.role === 'tenant') return sql`(t.building_id IN (${homesLivedIn(viewer.userId)}) OR ${ownOrFollowed(viewer.userId)})`;
  if (viewer.role === 'manager') return sql`(t.building_id IN (${managedHomes(viewer.userId)}) OR ${ownOrFollowed(viewer.userId)})`;
  return sql`FALSE`;
}
