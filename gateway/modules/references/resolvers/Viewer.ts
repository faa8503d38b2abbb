import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';

export const Viewer: ViewerResolvers = {
  tenantRentalReferences: (_s, _args, ctx) => ctx.loaders.references.references(),
};
