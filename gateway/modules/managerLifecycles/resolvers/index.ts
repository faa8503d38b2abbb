import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { Lifecycle } from './Lifecycle.js';
import { LifecycleApplicant } from './LifecycleApplicant.js';
import { ManagedHome } from './ManagedHome.js';
import {
  approveLifecycle, assignLifecycleBedroom, deactivateLifecycle, denyLifecycle, setEarlyLeaseTerminationVacateDate,
  startLifecycleRenewal, takeLifecycleAction,
} from './Mutation.lifecycleActions.js';
import { Viewer } from './Viewer.js';

export const managerLifecycleResolvers: Resolvers = {
  ...enums,
  Lifecycle,
  LifecycleApplicant,
  ManagedHome,
  Viewer,
  Mutation: {
    approveLifecycle, denyLifecycle, deactivateLifecycle, startLifecycleRenewal, assignLifecycleBedroom,
    setEarlyLeaseTerminationVacateDate, takeLifecycleAction,
  },
};
