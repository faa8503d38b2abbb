import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { restIdOf } from '../../../relay/globalId.js';

/** Null when unknown, malformed, or not the viewer's to see (v20 leaves it out of `?ids=` alike). */
export const maintenanceTicket: NonNullable<QueryResolvers['maintenanceTicket']> = (_p, { id }, ctx) => {
  const restId = restIdOf(id, 'MaintenanceTicket');
  return restId ? ctx.loaders.tickets.tickets.load(restId) : null;
};

export const supportCategories: NonNullable<QueryResolvers['supportCategories']> = (_p, _args, ctx) =>
  ctx.loaders.tickets.supportCategories();
