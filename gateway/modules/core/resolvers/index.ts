import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { DateScalar, DateTimeScalar } from '../scalars.js';
import { NODE_TYPE, type NodeValue } from '../nodes.js';
import { node, nodes } from './Query.node.js';

export const coreResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Node: { __resolveType: (value) => (value as NodeValue)[NODE_TYPE] },
  Query: { node, nodes },
};
