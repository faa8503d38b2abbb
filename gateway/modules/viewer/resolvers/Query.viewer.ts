import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';

/** A refused token fails here (UNAUTHENTICATED), so the web can sign in again or renew its guest token. */
export const viewer: NonNullable<QueryResolvers['viewer']> = (_parent, _args, ctx) => {
  if (ctx.session.tokenProblem) throw ctx.session.tokenProblem;
  return ctx.session;
};
