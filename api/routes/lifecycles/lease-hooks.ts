import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { prepareLease } from '../leases/prepare-lease.js';

/**
 * Once a manager approves, the lease the tenant signs is prepared (slice 4C's
 * `prepareLease`, in the approval's transaction, idempotent per lifecycle).
 * Returns the prepared lease's id for the action's event.
 */
export async function prepareLeaseAfterApproval(tx: Executor, deps: AppDeps, lifecycleId: number): Promise<number> {
  return (await prepareLease(tx, deps, lifecycleId)).id;
}
