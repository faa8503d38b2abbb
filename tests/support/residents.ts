import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import type { AppDeps } from '../../api/deps.js';

/**
 * Test fixtures for "someone lives here now": a lifecycle with a signed lease on a
 * free bedroom, shaped like the seed's housemates (api/db/seed/housemates.ts), so
 * `homeResidentIds` (api/events/audiences.ts) counts the user as a resident.
 */
export interface ResidentOptions {
  /** Days before today they moved in (default 60). */
  movedInDaysAgo?: number;
  /** Days after today the lease ends (default 365). Negative: a former resident. */
  moveOutInDays?: number;
  /** A bedroom of the building to use; default the first one free over the whole stay. */
  bedroomId?: number;
}

const DAY_MS = 86_400_000;
const dateOnly = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const stamp = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString();

/** The user's id by demo key (tenant, manager, tenant2, …). */
export async function demoUserId(deps: AppDeps, key: string): Promise<number> {
  const email = demoUser(key).email;
  const [row] = await rows<{ id: number }>(deps.database.db, sql`SELECT id FROM users WHERE lower(email) = ${email}`);
  if (!row) throw new Error(`demo user ${key} is not seeded`);
  return row.id;
}

/** A bedroom of the building no signed lease holds between the two dates. */
async function freeBedroom(deps: AppDeps, buildingId: number, moveIn: string, moveOut: string): Promise<number> {
  const [row] = await rows<{ id: number }>(deps.database.db, sql`
    SELECT r.id FROM bedrooms r
    WHERE r.building_id = ${buildingId} AND NOT EXISTS (
      SELECT 1 FROM lifecycles l WHERE l.assigned_bedroom_id = r.id AND l.lease_signed_at IS NOT NULL
        AND daterange(l.move_in_date, l.move_out_date) && daterange(${moveIn}::date, ${moveOut}::date))
    ORDER BY r.id LIMIT 1`);
  if (!row) throw new Error(`building ${buildingId} has no bedroom free from ${moveIn} to ${moveOut}`);
  return row.id;
}

/** Makes `userId` a current resident of `buildingId` (signed lease, moved in, not moved out). */
export async function makeResident(deps: AppDeps, userId: number, buildingId: number, opts: ResidentOptions = {}): Promise<{ lifecycleId: number; bedroomId: number }> {
  const movedInDaysAgo = opts.movedInDaysAgo ?? 60;
  const moveIn = dateOnly(-movedInDaysAgo);
  const moveOut = dateOnly(opts.moveOutInDays ?? 365);
  const bedroomId = opts.bedroomId ?? await freeBedroom(deps, buildingId, moveIn, moveOut);
  // The application steps happened before the move-in, in the seed's order.
  const before = (days: number) => stamp(-movedInDaysAgo - days);
  const [row] = await rows<{ id: number }>(deps.database.db, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date,
      application_signed_at, application_completed_at, lifecycle_tenant_references_step_completed_at,
      tenant_financial_qualifications_step_completed_at, sent_to_manager_at, lease_signed_at, finalized_at)
    VALUES (${userId}, ${buildingId}, ${bedroomId}, ${moveIn}::date, ${moveOut}::date,
      ${before(35)}::timestamptz, ${before(30)}::timestamptz, ${before(33)}::timestamptz,
      ${before(31)}::timestamptz, ${before(29)}::timestamptz, ${before(21)}::timestamptz, ${before(20)}::timestamptz)
    RETURNING id`);
  return { lifecycleId: row!.id, bedroomId };
}

/**
 * A home owned by the demo user `key` (e.g. 'manager', 'manager2'), lowest id first;
 * `skip` picks a later one (a second home of the same owner).
 */
export async function demoHomeOf(deps: AppDeps, key: string, skip = 0): Promise<{ buildingId: number; managerUserId: number; title: string }> {
  const managerUserId = await demoUserId(deps, key);
  const [row] = await rows<{ id: number; title: string }>(deps.database.db, sql`
    SELECT b.id, b.title FROM buildings b
    WHERE b.manager_user_id = ${managerUserId} AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id)
    ORDER BY b.id OFFSET ${skip} LIMIT 1`);
  if (!row) throw new Error(`demo user ${key} owns no home #${skip}`);
  return { buildingId: row.id, managerUserId, title: row.title };
}
