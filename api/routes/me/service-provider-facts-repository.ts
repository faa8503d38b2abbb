import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { ResidentialServiceProvidersRow } from '../../db/__generated__/rows.js';
import type { Profile } from './profile-schemas.js';

type ProviderFactRow = Pick<ResidentialServiceProvidersRow, 'id' | 'name' | 'service_provider_onboarding_completed_at'>;

/**
 * The providers the user belongs to (issue 14; at most one today): spec §6 "Switch to
 * vendor" shows when there is one, and the vendor pages open once its onboarding is done.
 */
export async function residentialServiceProviderUsers(ex: Executor, userId: number): Promise<Profile['residential_service_provider_users']> {
  const found = await rows<ProviderFactRow>(ex, sql`
    SELECT p.id, p.name, ${isoOf(sql`p.service_provider_onboarding_completed_at`)} AS service_provider_onboarding_completed_at
    FROM residential_service_provider_users pu JOIN residential_service_providers p ON p.id = pu.residential_service_provider_id
    WHERE pu.user_id = ${userId} ORDER BY pu.created_at, p.id`);
  return found.map((p) => ({ residential_service_provider: p }));
}

/** The photo of the company the user belongs to (PATCH /residential-service-providers/{id} photo_file_id), or null. */
export async function serviceProviderPhotoFileId(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await rows<Pick<ResidentialServiceProvidersRow, 'photo_file_id'>>(ex, sql`
    SELECT p.photo_file_id FROM residential_service_provider_users pu
    JOIN residential_service_providers p ON p.id = pu.residential_service_provider_id WHERE pu.user_id = ${userId}`);
  return row?.photo_file_id ?? null;
}
