import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';

export const listing: NonNullable<QueryResolvers['listing']> = (_parent, { databaseId }, ctx) =>
  ctx.loaders.listings.buildings.load(databaseId.trim());
