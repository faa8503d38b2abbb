import type { LifecycleApplicantResolvers } from '../../../__generated__/resolvers-types.js';
import { photoUrl } from '../../listings/photos.js';
import { applicantScreeningOf } from '../../screening/shapes.js';

export const LifecycleApplicant: LifecycleApplicantResolvers = {
  displayName: (a) => a.display_name,
  firstName: (a) => a.first_name,
  lastName: (a) => a.last_name,
  occupation: (a) => a.occupation,
  interests: (a) => a.interests,
  photoUrls: (a, _args, ctx) => a.photo_urls.map((path) => photoUrl(ctx.publicUrl, path)),
  screening: async (a, _args, ctx) => {
    // A page of applicants asks for its screening reports in one call (GET /lifecycles/screening-reports?ids=);
    // a lifecycle not on a home the viewer manages loads as null, as the single read's 404 did.
    const dto = await ctx.loaders.managerLifecycles.screeningReports.load(String(a.lifecycle_id));
    return dto ? { applicant: applicantScreeningOf(dto.applicant), guarantors: dto.guarantors.map(applicantScreeningOf) } : null;
  },
};
