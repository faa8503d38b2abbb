import type { SQL } from 'drizzle-orm';
import { sql } from '../db/client.js';

/**
 * The room-switch rule, in one place for opening a case (open-case.ts), the
 * tenant's options (case-options.ts) and accepting (effects-room-switch.ts): no
 * signed lease other than the tenant's own holds the bedroom over [from, to).
 * Deactivated lifecycles count too, as the lifecycles exclusion constraint
 * (0004) that signing will meet counts them.
 */
export const bedroomFreeSql = (bedroomId: SQL, from: SQL, to: SQL, ownLifecycleId: number) => sql`NOT EXISTS (
  SELECT 1 FROM lifecycles held WHERE held.assigned_bedroom_id = ${bedroomId} AND held.lease_signed_at IS NOT NULL
    AND held.id <> ${ownLifecycleId} AND daterange(held.move_in_date, held.move_out_date) && daterange(${from}, ${to}))`;
