import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { isRestId, restIdOf } from '../../../relay/globalId.js';
import { V20Error } from '../../../v20/errors.js';
import type { ScreeningReportsDto } from '../dto.js';
import { applicantScreeningOf } from '../shapes.js';

const restIdFor = (id: string, type: 'User' | 'Building') => (isRestId(id) ? id : restIdOf(id, type));

export const screeningReports: NonNullable<QueryResolvers['screeningReports']> = async (_parent, { userId, buildingId }, ctx) => {
  const user = restIdFor(userId, 'User');
  const building = restIdFor(buildingId, 'Building');
  if (!user || !building) return null;
  try {
    const dto = await ctx.v20.get<ScreeningReportsDto>('/users/:id/buildings/:building_id/screening-reports', { params: { id: user, building_id: building } });
    return { applicant: applicantScreeningOf(dto.applicant), guarantors: dto.guarantors.map(applicantScreeningOf) };
  } catch (err) {
    // Not the manager's applicant or building: nothing to see, as for an unknown id.
    if (err instanceof V20Error && err.status === 404) return null;
    throw err;
  }
};
