import type { ApplicantProfileResolvers, RoommateCompatibilityResolvers } from '../../../__generated__/resolvers-types.js';
import { photoUrl } from '../../listings/photos.js';

export const ApplicantProfile: ApplicantProfileResolvers = {
  applicantProfileRoommateRelationshipPreference: (p) => p.applicant_profile_roommate_relationship_preference,
  worksFromHome: (p) => p.works_from_home,
  conflictStyle: (p) => p.conflict_style,
  weekdayBedtime: (p) => p.weekday_bedtime,
  moveReason: (p) => p.move_reason,
  unwindRitual: (p) => p.unwind_ritual,
  weekendVacancy: (p) => p.weekend_vacancy,
  commonAreaContributions: (p) => p.common_area_contributions,
  photoFileIds: (p) => p.photo_file_ids,
  photoUrls: (p, _args, ctx) => p.applicant_profile_photo_urls.map((path) => photoUrl(ctx.publicUrl, path)),
  updatedAt: (p) => p.updated_at,
};

export const RoommateCompatibility: RoommateCompatibilityResolvers = {
  housemateCount: (c) => c.housemate_count,
};
