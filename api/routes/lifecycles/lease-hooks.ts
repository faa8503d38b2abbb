import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';

/**
 * Once a manager approves, the lease the tenant signs is prepared (slice 4C's
 * `prepareLease`, api/routes/leases/). Returns the prepared lease's id, or null
 * while leases are not part of the api.
 */
export async function prepareLeaseAfterApproval(tx: Executor, deps: AppDeps, lifecycleId: number): Promise<number | null> {
  void tx; void deps; void lifecycleId;
  return null;
}
