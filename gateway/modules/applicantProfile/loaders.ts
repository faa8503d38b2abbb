import { byIdsLoader, MAX_IDS_PER_PAGE, MAX_IDS_PER_PARTS_CALL, once, orNull, type LoaderScope } from '../../v20/batch.js';
import type { ApplicantProfileDto, CompatibilityDto } from './dto.js';

export function createApplicantProfileLoaders({ v20, session }: LoaderScope) {
  return {
    /** The viewer's roommate profile once per request; null before they make one, and for guests. */
    applicantProfile: once(async (): Promise<ApplicantProfileDto | null> => {
      if (session.isGuest) return null;
      return orNull(() => v20.get<ApplicantProfileDto>('/me/applicant-profiles'));
    }),
    /** Building.compatibility of a page of homes: one `GET /buildings/compatibility?ids=` (tenant role). */
    buildingCompatibility: byIdsLoader<CompatibilityDto & { building_id: number }>(
      v20, '/buildings/compatibility', { key: 'building_id', maxIds: MAX_IDS_PER_PAGE, paged: false }),
    /**
     * Lifecycle.compatibility of the manager's applicants: one `GET /lifecycles/compatibility?ids=` for up to
     * 500 of them (every application of a page of 100 homes on the Tenants page).
     */
    lifecycleCompatibility: byIdsLoader<CompatibilityDto & { lifecycle_id: number }>(
      v20, '/lifecycles/compatibility', { key: 'lifecycle_id', maxIds: MAX_IDS_PER_PARTS_CALL, paged: false }),
  };
}
