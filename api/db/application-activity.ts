import { sql } from 'drizzle-orm';

/**
 * Spec §4 "application activity", as SQL over `lifecycles l`: not deactivated,
 * not lost, no lease signed yet. Shared by the routes' repositories and the
 * renter confirmation settlement (api/applications).
 */
export const IS_ACTIVE = sql`(l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL)`;
