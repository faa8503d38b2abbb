import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';

/** A lease by REST id; null when unknown or not the viewer's (v20 answers 404 alike). */
export const lease: NonNullable<QueryResolvers['lease']> = (_p, { databaseId }, ctx) => {
  if (ctx.session.role !== 'tenant' && ctx.session.role !== 'manager') return null;
  return ctx.loaders.leases.leases.load(databaseId);
};
