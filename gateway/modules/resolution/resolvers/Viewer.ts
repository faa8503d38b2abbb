import type { QueryResolvers, ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { Page } from '../../../v20/dto.js';
import type { CaseDto } from '../dto.js';

export const Viewer: Pick<ViewerResolvers, 'resolutionCases' | 'resolutionCaseLeaseOptions'> = {
  resolutionCases: async (s, { first, after, status, buildingId }, ctx) => {
    const request = pageRequest(first, after);
    if (s.isGuest) return emptyConnection<CaseDto>();
    const building = buildingId ? restIdOf(buildingId, 'Building') : null;
    // Not a home's id: no home has cases under it (v20 is not asked).
    if (buildingId && !building) return emptyConnection<CaseDto>();
    const page = await ctx.v20.get<Page<CaseDto>>('/resolution-cases', {
      query: { status, building_id: building, limit: request.limit, cursor: request.cursor },
    });
    for (const c of page.results) ctx.loaders.resolution.cases.prime(String(c.id), c);
    return connectionFrom(page, request);
  },
  // v20 lists only the viewer's own signed leases; a guest has none.
  resolutionCaseLeaseOptions: (s, _args, ctx) => (s.isGuest ? [] : ctx.loaders.resolution.leaseOptions()),
};

export const resolutionCaseCategories: NonNullable<QueryResolvers['resolutionCaseCategories']> = (_p, _args, ctx) =>
  ctx.loaders.resolution.categories();
