import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { petLoaders } from '../loaders.js';

export const Viewer: ViewerResolvers = {
  tenantAnimals: (_s, _args, ctx) => petLoaders(ctx).tenantAnimals(),
};
