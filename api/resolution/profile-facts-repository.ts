import { rows, sql, type Executor } from '../db/client.js';
import { resolutionHomes } from './case-repository.js';

/**
 * GET /me/ `has_resolution_cases` (spec §6: /resolution-center is shown only to
 * users with cases): a case of their own as tenant, or one on a home they answer
 * cases for. Staff reach every case from /internal, so being staff does not count.
 */
export async function hasResolutionCases(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await rows<{ yes: boolean }>(ex, sql`SELECT EXISTS (SELECT 1 FROM resolution_cases c
    WHERE c.tenant_user_id = ${userId} OR c.building_id IN (${resolutionHomes(userId)})) AS yes`);
  return row?.yes ?? false;
}
