import { sql, type Executor } from '../../db/client.js';
import { hasUnsignedManagerLease } from '../../domain/lifecycles/state.js';
import { managedHomeIds, selectLifecycles } from './lifecycles-repository.js';

/**
 * GET /me/ `has_sent_lifecycle_with_unsigned_manager_lease` (spec §2 Tenants red
 * dot) for the homes the user manages, with the same rule as each Lifecycle's
 * `has_unsigned_manager_lease`. Only sent, open lifecycles can qualify.
 */
export async function hasSentLifecycleWithUnsignedManagerLease(ex: Executor, userId: number): Promise<boolean> {
  const candidates = await selectLifecycles(ex, sql`WHERE l.building_id IN ${managedHomeIds(userId)}
    AND l.sent_to_manager_at IS NOT NULL
    AND l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.finalized_at IS NULL`);
  return candidates.some(hasUnsignedManagerLease);
}
