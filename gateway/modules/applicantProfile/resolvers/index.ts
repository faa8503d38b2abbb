import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { ApplicantProfile, RoommateCompatibility } from './ApplicantProfile.js';
import { Building, Lifecycle } from './compatibility.js';
import { saveApplicantProfile, submitInformationReleaseConsent } from './mutations.js';
import { Viewer } from './Viewer.js';

export const applicantProfileResolvers: Resolvers = {
  ...enums,
  ApplicantProfile,
  RoommateCompatibility,
  Building,
  Lifecycle,
  Viewer,
  Mutation: { saveApplicantProfile, submitInformationReleaseConsent },
};
