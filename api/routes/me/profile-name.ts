import type { Executor } from '../../db/client.js';
import { fillEmptyName } from './profile-name-repository.js';
import { refreshPreparedLeases } from '../leases/prepare-lease.js';

/**
 * A person's name lives in users.first_name / last_name and nowhere else
 * (common/person-name.ts). These are the two ways it is written besides
 * registration; both render the unsigned leases that carry it again.
 */

/** After PATCH /me/ changed the name (same transaction). */
export async function nameChanged(tx: Executor, userId: number): Promise<void> {
  await refreshPreparedLeases(tx, userId);
}

/**
 * The legal name given at screening fills the profile's name where it is still
 * empty; a name the person chose themselves is kept (they can change it on /profile).
 */
export async function fillNameFromLegalName(tx: Executor, userId: number, legal: { first: string; last: string }): Promise<void> {
  if (await fillEmptyName(tx, userId, legal)) await refreshPreparedLeases(tx, userId);
}
