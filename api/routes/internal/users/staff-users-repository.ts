import { rows, sql, type Executor } from '../../../db/client.js';
import { fullNameSql } from '../../../db/person-name.js';
import { isoOf } from '../../../db/sql-helpers.js';
import { userContains } from '../global-search/search-sql.js';
import { searchTerms } from '../global-search/search-terms.js';
import type {
  BuildingsRow, MaintenanceTicketsRow, ResolutionCasesRow, UsersRow,
} from '../../../db/__generated__/rows.js';

/** One user as staff find them (GET /users) and the head of their page. */
export interface StaffUserRow extends Pick<UsersRow, 'id' | 'email' | 'first_name' | 'last_name' | 'roles' | 'is_staff'
  | 'phone_number' | 'manager_onboarding_demo_call_status'> {
  name: string | null;
  created_at: string;
  email_verified_at: string | null;
  blocked_from_creating_lifecycles_at: string | null;
}

const SELECT_USERS = sql`
  SELECT u.id, u.email, u.first_name, u.last_name, ${fullNameSql('u')} AS name, u.roles, u.is_staff, u.phone_number,
    u.manager_onboarding_demo_call_status, ${isoOf(sql`u.created_at`)} AS created_at,
    ${isoOf(sql`u.email_verified_at`)} AS email_verified_at,
    ${isoOf(sql`u.blocked_from_creating_lifecycles_at`)} AS blocked_from_creating_lifecycles_at
  FROM users u`;

/** Users whose name or email contains `search` (any case), newest first, keyset on id. */
export async function searchUsers(ex: Executor, search: string | undefined, beforeId: number | null, limit: number): Promise<StaffUserRow[]> {
  const terms = search ? searchTerms(search) : null;
  return rows<StaffUserRow>(ex, sql`${SELECT_USERS}
    WHERE ${terms === null ? sql`TRUE` : userContains(terms)}
      AND ${beforeId === null ? sql`TRUE` : sql`u.id < ${beforeId}`}
    ORDER BY u.id DESC LIMIT ${limit}`);
}

export async function findStaffUser(ex: Executor, id: number): Promise<StaffUserRow | null> {
  const [row] = await rows<StaffUserRow>(ex, sql`${SELECT_USERS} WHERE u.id = ${id}`);
  return row ?? null;
}

export interface HomeOfUser extends Pick<BuildingsRow, 'id' | 'title' | 'street' | 'city'> {
  relation: 'owner' | 'co_manager';
}

/** Homes the user owns or co-manages. */
export async function homesOfUser(ex: Executor, userId: number): Promise<HomeOfUser[]> {
  return rows<HomeOfUser>(ex, sql`
    SELECT b.id, b.title, b.street, b.city,
      CASE WHEN b.manager_user_id = ${userId} THEN 'owner' ELSE 'co_manager' END AS relation
    FROM buildings b
    WHERE b.manager_user_id = ${userId} OR b.id IN (SELECT building_id FROM building_managers WHERE user_id = ${userId})
    ORDER BY b.id LIMIT 100`);
}

export interface TicketOfUser extends Pick<MaintenanceTicketsRow, 'id' | 'building_id' | 'title' | 'status'> {
  created_at: string;
}

/** Maintenance tickets the user opened, newest first. */
export async function ticketsOfUser(ex: Executor, userId: number, limit: number): Promise<TicketOfUser[]> {
  return rows<TicketOfUser>(ex, sql`
    SELECT t.id, t.building_id, t.title, t.status, ${isoOf(sql`t.created_at`)} AS created_at
    FROM maintenance_tickets t WHERE t.created_by_user_id = ${userId} ORDER BY t.id DESC LIMIT ${limit}`);
}

export interface CaseOfUser extends Pick<ResolutionCasesRow, 'id' | 'kind' | 'status' | 'building_id' | 'lifecycle_id'> {
  created_at: string;
}

/** Resolution cases the user opened as tenant, newest first. */
export async function casesOfUser(ex: Executor, userId: number, limit: number): Promise<CaseOfUser[]> {
  return rows<CaseOfUser>(ex, sql`
    SELECT c.id, c.kind, c.status, c.building_id, c.lifecycle_id, ${isoOf(sql`c.created_at`)} AS created_at
    FROM resolution_cases c WHERE c.tenant_user_id = ${userId} ORDER BY c.id DESC LIMIT ${limit}`);
}

/** Service provider companies the user belongs to. */
export async function providersOfUser(ex: Executor, userId: number): Promise<Array<{ id: number; name: string }>> {
  return rows(ex, sql`
    SELECT p.id, p.name FROM residential_service_providers p
    JOIN residential_service_provider_users pu ON pu.residential_service_provider_id = p.id
    WHERE pu.user_id = ${userId} ORDER BY p.id`);
}

/** Home titles by id, for the lifecycles on a user's page. */
export async function homeTitles(ex: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: number; title: string }>(ex, sql`
    SELECT id, title FROM buildings WHERE id = ANY (${`{${ids.join(',')}}`}::int[])`);
  return new Map(found.map((b) => [b.id, b.title]));
}

export interface UserChanges {
  blocked?: boolean;
  demoCallStatus?: string;
}

/** Blocking keeps the time it first took effect; unblocking clears it. */
export async function updateStaffUser(ex: Executor, id: number, changes: UserChanges): Promise<void> {
  const sets = [
    changes.blocked === undefined ? null
      : changes.blocked ? sql`blocked_from_creating_lifecycles_at = coalesce(blocked_from_creating_lifecycles_at, now())`
        : sql`blocked_from_creating_lifecycles_at = NULL`,
    changes.demoCallStatus === undefined ? null : sql`manager_onboarding_demo_call_status = ${changes.demoCallStatus}`,
  ].filter((s) => s !== null);
  if (sets.length === 0) return;
  await ex.execute(sql`UPDATE users SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${id}`);
}
