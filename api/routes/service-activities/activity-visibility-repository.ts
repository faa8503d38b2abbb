import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/client.js';
import type { Viewer } from '../../http/viewer.js';
import { homesManagedIn } from '../../db/managed-homes.js';
import { homesLivedIn } from '../maintenance-tickets/ticket-visibility-repository.js';

/**
 * Conditions on `service_activities a JOIN service_types st JOIN buildings b`
 * (docs/vendors.md "Who sees what"). One place, used by lists, reads and writes.
 */

/** Homes whose services a manager-role viewer runs: owner, or co-manager with support_service (as tickets). */
export const managedHomes = (userId: number): SQL => homesManagedIn(userId, 'support_service');

/** A job is offered to provider `p` when its onboarding is done and it serves the job's category and region. */
const offeredTo = sql`(p.service_provider_onboarding_completed_at IS NOT NULL
  AND st.service_category = ANY (p.service_categories) AND b.region = ANY (p.regions))`;

const viewerProviders = (userId: number, condition: SQL): SQL => sql`EXISTS (SELECT 1 FROM residential_service_provider_users pu
  JOIN residential_service_providers p ON p.id = pu.residential_service_provider_id WHERE pu.user_id = ${userId} AND ${condition})`;

/** The vendor's provider holds the job. */
export const heldByViewer = (viewer: Viewer): SQL => (viewer.role === 'vendor'
  ? viewerProviders(viewer.userId, sql`a.holder_provider_id = p.id`) : sql`FALSE`);

/**
 * Whether the vendor could take the job, whoever holds it now: the job's category
 * and region are theirs (for accept, which must tell a loser "taken" (409), not 404).
 */
export const eligibleVendor = (viewer: Viewer): SQL => (viewer.role === 'vendor'
  ? viewerProviders(viewer.userId, sql`(a.holder_provider_id = p.id OR ${offeredTo})`) : sql`FALSE`);

/**
 * Staff: all. Manager role: their homes (support service). Tenant role: the homes
 * they live in now (visit times only, see the DTO). Vendor role: jobs their
 * provider holds, plus open jobs (REQUESTED, nobody holds them) offered to it.
 */
export function visibleCondition(viewer: Viewer): SQL {
  if (viewer.isStaff) return sql`TRUE`;
  if (viewer.role === 'manager') return sql`a.building_id IN (${managedHomes(viewer.userId)})`;
  if (viewer.role === 'tenant') return sql`a.building_id IN (${homesLivedIn(viewer.userId)})`;
  if (viewer.role === 'vendor') {
    return viewerProviders(viewer.userId, sql`(a.holder_provider_id = p.id
      OR (a.holder_provider_id IS NULL AND a.status = 'REQUESTED' AND ${offeredTo}))`);
  }
  return sql`FALSE`;
}

/** Staff, or a manager of the home in the manager role. */
export const managesColumn = (viewer: Viewer): SQL => {
  if (viewer.isStaff) return sql`TRUE`;
  if (viewer.role !== 'manager') return sql`FALSE`;
  return sql`(a.building_id IN (${managedHomes(viewer.userId)}))`;
};
