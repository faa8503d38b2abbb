import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { referenceLoaders } from '../loaders.js';

export const Viewer: ViewerResolvers = {
  tenantRentalReferences: (_s, _args, ctx) => referenceLoaders(ctx).references(),
};
