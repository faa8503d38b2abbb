import { rows, sql, type Executor } from '../db/client.js';
import type { BuildingsRow } from '../db/__generated__/rows.js';
import { personNameSql } from '../db/person-name.js';

/** How a lifecycle event's notifications name the tenant (`unnamed` when they gave no name) and the home. */
export interface PartyNames {
  tenant: string;
  home: BuildingsRow['title'];
}

/** The tenant's name and the home's title, or undefined when either row is missing. */
export async function partyNames(ex: Executor, tenantUserId: number, buildingId: number, unnamed: string): Promise<PartyNames | undefined> {
  const [row] = await rows<PartyNames>(ex, sql`
    SELECT ${personNameSql('u', unnamed)} AS tenant, b.title AS home
    FROM users u, buildings b WHERE u.id = ${tenantUserId} AND b.id = ${buildingId}`);
  return row;
}
