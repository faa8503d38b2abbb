import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { assignServiceActivityVendor, residentialServiceProviders } from './assignment.js';
import {
  acceptServiceActivity, bookService, cancelServiceActivity, createResidentialServiceProvider, removeServiceActivityVendor,
  markServiceActivityOnMyWay, rescheduleServiceActivity, scheduleServiceActivity, setServiceActivityStatus, unscheduleServiceActivity, updateResidentialServiceProvider,
} from './mutations.js';
import {
  addServiceProviderDocument, completeServiceProviderOnboarding, createServiceProviderPayoutLink, inviteServiceProviderUser,
  ResidentialServiceProviderOnboarding, ServiceProviderDocument, ServiceProviderInvite, ServiceProviderPayoutAccount,
} from './onboarding.js';
import { ResidentialServiceProviderPayouts, ServiceProviderPayout } from './payouts.js';
import { ResidentialServiceProvider, ServiceType } from './Provider.js';
import { myResidentialServiceProvider, serviceActivities, serviceActivity, serviceTypes } from './Query.js';
import { ServiceActivity, ServiceActivityHistoryEntry, ServiceActivityHolder, ServiceActivityPhoto } from './ServiceActivity.js';
import { serviceActivityUpdated } from './Subscription.js';
import { ServiceActivitySeries, ServiceSeriesVisit, setServiceActivityAutomaticPricingType, setServiceActivityPrice } from './series.js';
import { MaintenanceTicketService } from './TicketService.js';
import {
  acceptServiceProviderInvite, removeServiceProviderUser, ResidentialServiceProviderTeam, revokeServiceProviderInvite, timeZoneOfRegion,
} from './team.js';

/** The vendor marketplace (issue 14, docs/vendors.md). */
export const serviceResolvers: Resolvers = {
  ...enums,
  ServiceActivity: { ...ServiceActivity, ...ServiceActivitySeries },
  ServiceSeriesVisit,
  ServiceActivityHolder,
  ServiceActivityHistoryEntry,
  ServiceActivityPhoto,
  ServiceType,
  ResidentialServiceProvider: {
    ...ResidentialServiceProvider, ...ResidentialServiceProviderOnboarding, ...ResidentialServiceProviderPayouts, ...ResidentialServiceProviderTeam,
  },
  ServiceProviderPayout,
  ServiceProviderDocument,
  ServiceProviderPayoutAccount,
  ServiceProviderInvite: { ...ServiceProviderInvite, expired: (i) => i.expired ?? false },
  MaintenanceTicket: MaintenanceTicketService,
  Query: { serviceActivity, serviceActivities, serviceTypes, myResidentialServiceProvider, residentialServiceProviders, timeZoneOfRegion },
  Mutation: {
    bookService, acceptServiceActivity, scheduleServiceActivity, rescheduleServiceActivity, unscheduleServiceActivity,
    cancelServiceActivity, setServiceActivityStatus, markServiceActivityOnMyWay, removeServiceActivityVendor,
    createResidentialServiceProvider, updateResidentialServiceProvider, assignServiceActivityVendor,
    addServiceProviderDocument, createServiceProviderPayoutLink, inviteServiceProviderUser, completeServiceProviderOnboarding,
    setServiceActivityPrice, setServiceActivityAutomaticPricingType,
    removeServiceProviderUser, revokeServiceProviderInvite, acceptServiceProviderInvite,
  },
  Subscription: { serviceActivityUpdated },
};
