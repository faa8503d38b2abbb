import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { Lease, Lifecycle } from './Lease.js';
import { countersignLease, signLease, startLeaseSigning } from './mutations.js';
import { lease } from './Query.lease.js';

export const leaseResolvers: Resolvers = {
  ...enums,
  Lease,
  Lifecycle,
  Query: { lease },
  Mutation: { startLeaseSigning, signLease, countersignLease },
};
