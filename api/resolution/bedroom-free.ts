import type { SQL } from 'drizzle-orm';
import { sql } from '../db/client.js';

/**
 * The room-switch rule, in one place for opening a case (open-case.ts), the
 * tenant's options (case-options.ts) and accepting (effects-room-switch.ts):
 * nothing holds the bedroom over [from, to), by the listings' availability rule
 * (migration 0022 `bedroom_held_during`): a signed lease, deactivated or not, as
 * the lifecycles exclusion constraint (0004) that signing will meet counts them,
 * or an approved application. The bedroom of the tenant's own lease is no
 * switch at all.
 */
export const bedroomFreeSql = (bedroomId: SQL, from: SQL, to: SQL, ownLifecycleId: number) => sql`NOT EXISTS (
  SELECT 1 FROM bedroom_held_spans(${bedroomId}) held WHERE held && daterange(${from}, ${to}))
  AND NOT EXISTS (SELECT 1 FROM lifecycles own WHERE own.id = ${ownLifecycleId} AND own.assigned_bedroom_id = ${bedroomId})`;
