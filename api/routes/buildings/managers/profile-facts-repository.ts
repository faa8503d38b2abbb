import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../../db/client.js';
import { homesManagedAnyArea } from './building-managers-repository.js';

/**
 * GET /me/ `has_managed_buildings` (spec §6: a tenant sees "Switch to manager" only
 * with a building as manager): a home the user owns or co-manages, in any area.
 * Holding the manager role is not enough: /list grants it before any home exists.
 */
export async function hasManagedBuildings(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await rows<{ yes: boolean }>(ex, sql`SELECT EXISTS (${homesManagedAnyArea(userId)}) AS yes`);
  return row?.yes ?? false;
}
