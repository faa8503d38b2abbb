import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';

export const Viewer: ViewerResolvers = {
  tenantAnimals: (_s, _args, ctx) => ctx.loaders.pets.tenantAnimals(),
};
