import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import type { ApiTokenPage } from '../dto.js';

export const Viewer: Pick<ViewerResolvers, 'apiTokens'> = {
  apiTokens: async (s, _args, ctx) => {
    if (s.isGuest) return [];
    return (await ctx.v20.get<ApiTokenPage>('/authentication-token')).results;
  },
};
