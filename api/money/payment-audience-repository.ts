import { rows, sql, type Executor } from '../db/client.js';
import type { BuildingManagersRow, BuildingsRow } from '../db/__generated__/rows.js';
import { personNameSql } from '../db/person-name.js';

/** The home's owner (its manager_user_id): whose account a payment credits. */
export async function homeManagerId(ex: Executor, buildingId: number | null): Promise<number | null> {
  if (!buildingId) return null;
  const [row] = await rows<Pick<BuildingsRow, 'manager_user_id'>>(ex, sql`SELECT manager_user_id FROM buildings WHERE id = ${buildingId}`);
  return row?.manager_user_id ?? null;
}

/** The home's owner and its co-managers with the payments area: who hears of a payment. */
export async function paymentManagerIds(ex: Executor, buildingId: number | null): Promise<number[]> {
  if (!buildingId) return [];
  const found = await rows<Pick<BuildingManagersRow, 'user_id'>>(ex, sql`
    SELECT manager_user_id AS user_id FROM buildings WHERE id = ${buildingId}
    UNION SELECT user_id FROM building_managers WHERE building_id = ${buildingId} AND 'payments' = ANY (permission_areas)`);
  return found.map((r) => r.user_id);
}

/** The tenant's name as the managers read it ("Your tenant" when there is none); undefined without the user. */
export async function tenantName(ex: Executor, tenantUserId: number): Promise<string | undefined> {
  const [tenant] = await rows<{ name: string }>(ex, sql`
    SELECT ${personNameSql('u', 'Your tenant')} AS name FROM users u WHERE u.id = ${tenantUserId}`);
  return tenant?.name;
}
