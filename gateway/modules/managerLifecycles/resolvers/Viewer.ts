import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import { isRestId, restIdOf } from '../../../relay/globalId.js';
import type { Page } from '../../../v20/dto.js';
import type { LifecycleDto } from '../../applications/dto.js';
import type { HomeCategoryDto } from '../dto.js';

/** Manager-only views of lifecycles; any other role (or a guest) has none, without a call. */
export const Viewer: ViewerResolvers = {
  managedHomes: async (_s, { category }, ctx) => {
    const homes = await ctx.loaders.managerLifecycles.homes();
    return category ? homes.filter((h) => h.category === category) : homes;
  },
  managedHomesPage: async (_s, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    if (ctx.session.isGuest || ctx.session.role !== 'manager') return emptyConnection();
    // v20 orders the page (homes waiting on the manager first), so paging never reads every home.
    const page = await ctx.v20.get<Page<HomeCategoryDto>>('/lifecycle-categories', { query: { limit: request.limit, cursor: request.cursor } });
    return connectionFrom(page, request);
  },
  managedLifecycles: async (_s, { buildingId, category, first, after }, ctx) => {
    const request = pageRequest(first, after);
    if (ctx.session.isGuest || ctx.session.role !== 'manager') return emptyConnection();
    const building = buildingId ? (isRestId(buildingId) ? buildingId : restIdOf(buildingId, 'Building')) : null;
    if (buildingId && !building) return emptyConnection();
    const page = await ctx.v20.get<Page<LifecycleDto>>('/lifecycles', {
      query: { building_id: building, category: category ?? null, limit: request.limit, cursor: request.cursor },
    });
    return connectionFrom(page, request);
  },
};
