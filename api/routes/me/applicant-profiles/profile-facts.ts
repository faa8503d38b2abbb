import { eq } from 'drizzle-orm';
import type { ApiConfig } from '../../../config.js';
import type { Executor } from '../../../db/client.js';
import { applicantProfiles } from '../../../db/schema.js';
import { photoUrls } from './photo-files.js';

/** GET /me/ `applicant_profile_photo_urls`: signed addresses of the profile's photos, made when read. */
export async function applicantProfilePhotoUrls(ex: Executor, userId: number, config: ApiConfig): Promise<string[]> {
  const [row] = await ex.select({ ids: applicantProfiles.photoFileIds }).from(applicantProfiles).where(eq(applicantProfiles.userId, userId));
  return photoUrls(config, row?.ids ?? []);
}
