import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import type { Page } from '../../../v20/dto.js';
import type { BuildingDto } from '../dto.js';
import { listingQueryParams } from '../listingQuery.js';
import { listingsRoute } from '../loaders.js';

export const listings: NonNullable<QueryResolvers['listings']> = async (_parent, { first, after, filter, sort }, ctx) => {
  const request = pageRequest(first, after);
  const page = await ctx.v20.get<Page<BuildingDto>>(listingsRoute(ctx.session.isGuest), {
    query: { ...listingQueryParams(filter, sort), limit: request.limit, cursor: request.cursor },
  });
  // A later `node(id:)` or `listing` for one of these in the same request costs no call.
  for (const building of page.results) ctx.loaders.listings.buildings.prime(String(building.id), building);
  return connectionFrom(page, request);
};
