import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import type { MeDto, Page } from '../../../v20/dto.js';
import type { BuildingDto } from '../../listings/dto.js';
import { navigationFor } from '../rules/navigation.js';
import { roleSwitchesFor } from '../rules/roleSwitches.js';
import { navigationFacts, roleSwitchFacts } from '../viewerFacts.js';

/** The signed-in user's profile, or null for guests (no call made). */
const me = (ctx: GatewayContext): Promise<MeDto | null> => ctx.loaders.viewer.me();

export const Viewer: ViewerResolvers = {
  isGuest: (s) => s.isGuest,
  user: (_s, _args, ctx) => me(ctx),
  currentRole: (s) => (s.isGuest ? null : s.role),
  roles: async (_s, _args, ctx) => (await me(ctx))?.roles ?? [],
  isStaff: async (_s, _args, ctx) => (await me(ctx))?.is_staff ?? false,
  navigation: async (s, _args, ctx) => {
    const profile = await me(ctx);
    if (!profile || !s.role) return [];
    return navigationFor(await navigationFacts(ctx, profile, s.role));
  },
  roleSwitches: async (s, _args, ctx) => {
    const profile = await me(ctx);
    if (!profile || !s.role) return [];
    return roleSwitchesFor(roleSwitchFacts(profile, s.role));
  },
  savedListings: async (s, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    if (s.isGuest) return emptyConnection<BuildingDto>();
    const page = await ctx.v20.get<Page<BuildingDto>>('/me/saved-buildings', {
      query: { limit: request.limit, cursor: request.cursor },
    });
    for (const building of page.results) ctx.loaders.listings.buildings.prime(String(building.id), building);
    return connectionFrom(page, request);
  },
};
