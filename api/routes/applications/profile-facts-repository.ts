import { rows, sql, type Executor } from '../../db/client.js';

/**
 * The profile facts applications own (GET /me/, spec §3): whether any application
 * of the user is complete, and whether any of their tenant leases is signed.
 */
export async function applicationProfileFacts(ex: Executor, userId: number): Promise<{
  has_completed_application: boolean;
  has_signed_tenant_lease: boolean;
}> {
  const [row] = await rows<{ has_completed_application: boolean; has_signed_tenant_lease: boolean }>(ex, sql`
    SELECT
      EXISTS (SELECT 1 FROM lifecycles WHERE tenant_user_id = ${userId} AND application_completed_at IS NOT NULL) AS has_completed_application,
      EXISTS (SELECT 1 FROM lifecycles WHERE tenant_user_id = ${userId} AND lease_signed_at IS NOT NULL) AS has_signed_tenant_lease`);
  return row;
}
