import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import type { Page } from '../../../v20/dto.js';
import type { BuildingCardDto, BuildingDto } from '../dto.js';
import { listingQueryParams } from '../listingQuery.js';
import { listingsRoute } from '../loaders.js';
import { buildingViewAt } from '../view.js';

export const listings: NonNullable<QueryResolvers['listings']> = async (_parent, { first, after, filter, sort }, ctx, info) => {
  const request = pageRequest(first, after);
  // A list of cards (no description or amenities asked for) reads v20's cards: a third of the bytes.
  const view = buildingViewAt(info, ['edges', 'node']);
  const query = { ...listingQueryParams(filter, sort), limit: request.limit, cursor: request.cursor };
  const route = listingsRoute(ctx.session.isGuest);
  if (view === 'card') {
    const page = await ctx.v20.get<Page<BuildingCardDto>>(route, { query: { ...query, view } });
    for (const card of page.results) ctx.loaders.listings.buildingCards.prime(String(card.id), card);
    return connectionFrom(page, request);
  }
  const page = await ctx.v20.get<Page<BuildingDto>>(route, { query });
  // A later `node(id:)` or `listing` for one of these in the same request costs no call.
  for (const building of page.results) ctx.loaders.listings.buildings.prime(String(building.id), building);
  return connectionFrom(page, request);
};
