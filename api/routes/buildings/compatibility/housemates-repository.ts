import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../../db/client.js';
import { SELECT_APPLICANT_PROFILE, type ApplicantProfileRow } from '../../me/applicant-profiles/applicant-profiles-repository.js';
import { visibleTo } from '../buildings-repository.js';
import { managedHomeIds } from '../../lifecycles/lifecycles-repository.js';

/**
 * The current housemates of a home: people with a signed lease there that has not
 * ended (move-out today or later) and was not deactivated. `exceptUserId` (the
 * applicant, who may already live there) is left out.
 */
const HOUSEMATE_IDS = (buildingId: number, exceptUserId: number) => sql`
  SELECT DISTINCT l.tenant_user_id FROM lifecycles l
  WHERE l.building_id = ${buildingId} AND l.lease_signed_at IS NOT NULL
    AND l.application_deactivated_at IS NULL AND l.move_out_date >= current_date
    AND l.tenant_user_id <> ${exceptUserId}`;

export interface Housemates {
  /** Every current housemate, with or without a profile. */
  count: number;
  /** The profiles of those who made one: what compatibility is computed from. */
  profiles: ApplicantProfileRow[];
}

export async function findHousemates(ex: Executor, buildingId: number, exceptUserId: number): Promise<Housemates> {
  const [{ count }] = await rows<{ count: number }>(ex, sql`SELECT count(*)::int AS count FROM (${HOUSEMATE_IDS(buildingId, exceptUserId)}) h`);
  const profiles = count === 0 ? [] : await rows<ApplicantProfileRow>(ex, sql`
    ${SELECT_APPLICANT_PROFILE} WHERE ap.user_id IN (${HOUSEMATE_IDS(buildingId, exceptUserId)}) ORDER BY ap.user_id`);
  return { count, profiles };
}

/** Whether the caller may see the home at all (listed, or their own): anything else is 404. */
export async function isVisibleBuilding(ex: Executor, buildingId: number, viewerId: number): Promise<boolean> {
  const found = await rows(ex, sql`SELECT 1 FROM buildings b WHERE b.id = ${buildingId} AND ${visibleTo(viewerId)}`);
  return found.length > 0;
}

/**
 * Of `ids`, the lifecycles on homes the caller reviews applicants of (owner, or
 * co-manager with the leasing area: whoever sees the applicant cards), in id order.
 */
export async function findManagedLifecycles(ex: Executor, ids: number[], managerId: number): Promise<{ id: number; tenant_user_id: number; building_id: number }[]> {
  return rows(ex, sql`
    SELECT l.id, l.tenant_user_id, l.building_id FROM lifecycles l
    WHERE l.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND l.building_id IN ${managedHomeIds(managerId)} ORDER BY l.id`);
}

/** The applicant and home of a lifecycle the caller reviews; null for anyone else's. */
export async function findManagedLifecycle(ex: Executor, lifecycleId: number, managerId: number): Promise<{ tenant_user_id: number; building_id: number } | null> {
  const [row] = await findManagedLifecycles(ex, [lifecycleId], managerId);
  return row ?? null;
}
