import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { addTenantAnimal, removeTenantAnimal, setRentingWithAnimal, updateTenantAnimal } from './mutations.js';
import { Profile } from './Profile.js';
import { TenantAnimal } from './TenantAnimal.js';
import { Viewer } from './Viewer.js';

export const petResolvers: Resolvers = {
  ...enums,
  TenantAnimal,
  Profile,
  Viewer,
  Mutation: { setRentingWithAnimal, addTenantAnimal, updateTenantAnimal, removeTenantAnimal },
};
