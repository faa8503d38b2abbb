import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type {
  BuildingsRow, ResidentialServiceProviderUsersRow, ResidentialServiceProvidersRow, ServiceActivitiesRow, ServiceTypesRow,
} from '../../db/__generated__/rows.js';
import type { AppointmentStatus } from '../../../common/services.js';

/** What an event of a job says and whom it concerns, read after the change whoever the viewer is. */
export interface ActivityFacts extends Pick<ServiceActivitiesRow,
  'id' | 'building_id' | 'holder_provider_id' | 'scheduled_start' | 'scheduled_end' | 'time_zone' | 'access_requirement' | 'price_cents'> {
  status: AppointmentStatus;
  service_type_name: ServiceTypesRow['name'];
  building_title: BuildingsRow['title'];
  holder_name: ResidentialServiceProvidersRow['name'] | null;
}

export async function activityFacts(ex: Executor, id: number): Promise<ActivityFacts> {
  const [row] = await rows<ActivityFacts>(ex, sql`SELECT a.id, a.building_id, a.status, a.holder_provider_id,
      ${isoOf(sql`a.scheduled_start`)} AS scheduled_start, ${isoOf(sql`a.scheduled_end`)} AS scheduled_end,
      a.time_zone, a.access_requirement, a.price_cents, st.name AS service_type_name,
      b.title AS building_title, hp.name AS holder_name
    FROM service_activities a JOIN service_types st ON st.id = a.service_type_id JOIN buildings b ON b.id = a.building_id
    LEFT JOIN residential_service_providers hp ON hp.id = a.holder_provider_id WHERE a.id = ${id}`);
  return row!;
}

/** The people of a provider (owner and members), who hear of the jobs it holds. */
export async function providerUserIds(ex: Executor, providerId: number | null): Promise<number[]> {
  if (providerId === null) return [];
  const found = await rows<Pick<ResidentialServiceProviderUsersRow, 'user_id'>>(ex, sql`
    SELECT user_id FROM residential_service_provider_users WHERE residential_service_provider_id = ${providerId}`);
  return found.map((r) => r.user_id);
}
