import type { LifecycleApplicantResolvers } from '../../../__generated__/resolvers-types.js';
import { orNull } from '../../../v20/batch.js';
import { photoUrl } from '../../listings/photos.js';
import type { ScreeningReportsDto } from '../../screening/dto.js';
import { applicantScreeningOf } from '../../screening/shapes.js';

export const LifecycleApplicant: LifecycleApplicantResolvers = {
  displayName: (a) => a.display_name,
  firstName: (a) => a.first_name,
  lastName: (a) => a.last_name,
  occupation: (a) => a.occupation,
  interests: (a) => a.interests,
  photoUrls: (a, _args, ctx) => a.photo_urls.map((path) => photoUrl(ctx.publicUrl, path)),
  screening: async (a, _args, ctx) => {
    const dto = await orNull(() => ctx.v20.get<ScreeningReportsDto>('/users/:id/buildings/:building_id/screening-reports', {
      params: { id: a.user_id, building_id: a.building_id },
    }));
    return dto ? { applicant: applicantScreeningOf(dto.applicant), guarantors: dto.guarantors.map(applicantScreeningOf) } : null;
  },
};
