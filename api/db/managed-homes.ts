import { sql, type SQL } from 'drizzle-orm';
import type { ManagerPermissionArea } from '../../common/enums.js';

/**
 * Homes a user runs in `area`, as a subquery: owned, or co-managed with that
 * permission area (the SQL twin of managerCan, for lists and visibility rules).
 * Shared by the routes' repositories and the resolution center (api/resolution).
 */
export const homesManagedIn = (userId: number, area: ManagerPermissionArea): SQL => sql`
  SELECT id FROM buildings WHERE manager_user_id = ${userId}
  UNION SELECT building_id FROM building_managers WHERE user_id = ${userId} AND ${area} = ANY (permission_areas)`;
