import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { badUserInput } from '../../../v20/errors.js';
import { MAX_PAGE_SIZE } from '../../../relay/connection.js';
import { loadNode } from '../nodes.js';

export const node: NonNullable<QueryResolvers['node']> = (_parent, { id }, ctx) => loadNode(ctx, id);

export const nodes: NonNullable<QueryResolvers['nodes']> = (_parent, { ids }, ctx) => {
  if (ids.length > MAX_PAGE_SIZE) throw badUserInput(`nodes takes at most ${MAX_PAGE_SIZE} ids.`, 'ids');
  // Loaders batch these: one v20 call per type, however many ids.
  return Promise.all(ids.map((id) => loadNode(ctx, id)));
};
