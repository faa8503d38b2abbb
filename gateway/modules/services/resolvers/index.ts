import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { assignServiceActivityVendor, residentialServiceProviders } from './assignment.js';
import {
  acceptServiceActivity, bookService, cancelServiceActivity, createResidentialServiceProvider, removeServiceActivityVendor,
  rescheduleServiceActivity, scheduleServiceActivity, setServiceActivityStatus, unscheduleServiceActivity, updateResidentialServiceProvider,
} from './mutations.js';
import {
  addServiceProviderDocument, completeServiceProviderOnboarding, createServiceProviderPayoutLink, inviteServiceProviderUser,
  ResidentialServiceProviderOnboarding, ServiceProviderDocument, ServiceProviderInvite, ServiceProviderPayoutAccount,
} from './onboarding.js';
import { ResidentialServiceProvider, ServiceType } from './Provider.js';
import { myResidentialServiceProvider, serviceActivities, serviceActivity, serviceTypes } from './Query.js';
import { ServiceActivity, ServiceActivityHistoryEntry, ServiceActivityHolder } from './ServiceActivity.js';
import { serviceActivityUpdated } from './Subscription.js';
import {
  acceptServiceProviderInvite, removeServiceProviderUser, ResidentialServiceProviderTeam, revokeServiceProviderInvite, timeZoneOfRegion,
} from './team.js';

/** The vendor marketplace (issue 14, docs/vendors.md). */
export const serviceResolvers: Resolvers = {
  ...enums,
  ServiceActivity,
  ServiceActivityHolder,
  ServiceActivityHistoryEntry,
  ServiceType,
  ResidentialServiceProvider: { ...ResidentialServiceProvider, ...ResidentialServiceProviderOnboarding, ...ResidentialServiceProviderTeam },
  ServiceProviderDocument,
  ServiceProviderPayoutAccount,
  ServiceProviderInvite: { ...ServiceProviderInvite, expired: (i) => i.expired ?? false },
  Query: { serviceActivity, serviceActivities, serviceTypes, myResidentialServiceProvider, residentialServiceProviders, timeZoneOfRegion },
  Mutation: {
    bookService, acceptServiceActivity, scheduleServiceActivity, rescheduleServiceActivity, unscheduleServiceActivity,
    cancelServiceActivity, setServiceActivityStatus, removeServiceActivityVendor,
    createResidentialServiceProvider, updateResidentialServiceProvider, assignServiceActivityVendor,
    addServiceProviderDocument, createServiceProviderPayoutLink, inviteServiceProviderUser, completeServiceProviderOnboarding,
    removeServiceProviderUser, revokeServiceProviderInvite, acceptServiceProviderInvite,
  },
  Subscription: { serviceActivityUpdated },
};
