import type { ProfileResolvers } from '../../../__generated__/resolvers-types.js';
import { isPetsStepSatisfied } from '../rules/petsStep.js';

export const Profile: ProfileResolvers = {
  tenantAnimalsCount: (p) => p.tenant_animals_count ?? 0,
  isPetsStepSatisfied: (p) => isPetsStepSatisfied(p),
};
