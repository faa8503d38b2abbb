import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import {
  addTenantRentalReference, removeTenantRentalReference, skipTenantRentalReferences, submitReferenceForm,
  submitTenantRentalReferences, updateTenantRentalReference,
} from './mutations.js';
import { referenceForm } from './Query.referenceForm.js';
import { ReferenceForm, TenantRentalReference } from './TenantRentalReference.js';
import { Viewer } from './Viewer.js';

export const referenceResolvers: Resolvers = {
  ...enums,
  TenantRentalReference,
  ReferenceForm,
  Viewer,
  Query: { referenceForm },
  Mutation: {
    addTenantRentalReference, updateTenantRentalReference, removeTenantRentalReference,
    submitTenantRentalReferences, skipTenantRentalReferences, submitReferenceForm,
  },
};
