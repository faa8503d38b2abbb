import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { buildingViewAt } from '../view.js';

export const listing: NonNullable<QueryResolvers['listing']> = (_parent, { databaseId }, ctx, info) => {
  const loaders = ctx.loaders.listings;
  return (buildingViewAt(info, []) === 'card' ? loaders.buildingCards : loaders.buildings).load(databaseId.trim());
};
