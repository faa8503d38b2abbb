import { rows, sql, type Executor } from '../../db/client.js';
import { MANAGER_LEASE_SIGNED_AT } from '../leases/leases-repository.js';
import { managedHomeIds } from './lifecycles-repository.js';

/**
 * GET /me/ `has_sent_lifecycle_with_unsigned_manager_lease` (spec §2 Tenants red
 * dot) for the homes the user manages: a sent lifecycle for which each Lifecycle's
 * `has_unsigned_manager_lease` (api/domain/lifecycles/state.ts) holds, that rule
 * written as a WHERE so the database stops at the first one. Reading every open
 * lifecycle and testing it here cost 14 ms per GET /me/ for a manager of 500 homes
 * (docs/performance.md); tests/api/profile-facts-unsigned-lease.test.ts holds the
 * two forms to the same answer for every combination of the rule's timestamps.
 */
export async function hasSentLifecycleWithUnsignedManagerLease(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await rows<{ yes: boolean }>(ex, sql`SELECT EXISTS (SELECT 1 FROM lifecycles l
    WHERE l.building_id IN ${managedHomeIds(userId)}
      AND l.sent_to_manager_at IS NOT NULL
      -- open: not ended, denied, deactivated or lost
      AND l.finalized_at IS NULL AND l.denied_at IS NULL
      AND l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL
      -- not countersigned, and not a lease signed before the approval flow (in force)
      AND ${MANAGER_LEASE_SIGNED_AT} IS NULL
      AND (l.lease_signed_at IS NULL OR l.approved_at IS NOT NULL)) AS yes`);
  return row?.yes ?? false;
}
