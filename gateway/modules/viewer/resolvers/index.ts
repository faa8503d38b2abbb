import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { ManagerOnboardingDemoCallStatus, RoommateRelationship } from '../enums.js';
import { updateProfile } from './Mutation.updateProfile.js';
import { viewer } from './Query.viewer.js';
import { Profile } from './Profile.js';
import { User } from './User.js';
import { Viewer } from './Viewer.js';

export const viewerResolvers: Resolvers = {
  RoommateRelationship,
  ManagerOnboardingDemoCallStatus,
  Viewer,
  User,
  Profile,
  Query: { viewer },
  Mutation: { updateProfile },
};
