import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applicantProfileResolvers } from '../modules/applicantProfile/resolvers/index.js';
import { applicationPageResolvers } from '../modules/applicationPage/resolvers/index.js';
import { applicationResolvers } from '../modules/applications/resolvers/index.js';
import { authResolvers } from '../modules/auth/resolvers/index.js';
import { buildingResolvers } from '../modules/buildings/resolvers/index.js';
import { coreResolvers } from '../modules/core/resolvers/index.js';
import { developerResolvers } from '../modules/developers/resolvers/index.js';
import { guarantorResolvers } from '../modules/guarantors/resolvers/index.js';
import { incomeResolvers } from '../modules/income/resolvers/index.js';
import { leaseResolvers } from '../modules/leases/resolvers/index.js';
import { listingResolvers } from '../modules/listings/resolvers/index.js';
import { managerLifecycleResolvers } from '../modules/managerLifecycles/resolvers/index.js';
import { managerOverviewResolvers } from '../modules/managerOverview/resolvers/index.js';
import { marketStatsResolvers } from '../modules/marketStats/resolvers/index.js';
import { staffResolvers } from '../modules/staff/resolvers/index.js';
import { moneyResolvers } from '../modules/money/resolvers/index.js';
import { myHearthResolvers } from '../modules/myHearth/resolvers/index.js';
import { notificationResolvers } from '../modules/notifications/resolvers/index.js';
import { passwordResolvers } from '../modules/passwords/resolvers/index.js';
import { petResolvers } from '../modules/pets/resolvers/index.js';
import { referenceResolvers } from '../modules/references/resolvers/index.js';
import { rentersInsuranceResolvers } from '../modules/rentersInsurance/resolvers/index.js';
import { resolutionResolvers } from '../modules/resolution/resolvers/index.js';
import { staffToolResolvers } from '../modules/staffTools/resolvers/index.js';
import { serviceResolvers } from '../modules/services/resolvers/index.js';
import { siteResolvers } from '../modules/site/resolvers/index.js';
import { signInMethodResolvers } from '../modules/signInMethods/resolvers/index.js';
import { staffLogResolvers } from '../modules/staffLog/resolvers/index.js';
import { screeningResolvers } from '../modules/screening/resolvers/index.js';
import { ticketResolvers } from '../modules/tickets/resolvers/index.js';
import { uploadResolvers } from '../modules/uploads/resolvers/index.js';
import { viewerResolvers } from '../modules/viewer/resolvers/index.js';
import { webhookResolvers } from '../modules/webhooks/resolvers/index.js';
import { enforceAccess } from './access.js';
import { mergedSchemaSDL } from './merge.js';

/** The merged module SDL (the same text as the root schema.graphql) with every module's resolvers. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: mergedSchemaSDL(),
    // One module per line: new modules append here.
    resolvers: [
      coreResolvers,
      authResolvers,
      listingResolvers,
      viewerResolvers,
      uploadResolvers,
      guarantorResolvers,
      applicationResolvers,
      applicationPageResolvers,
      petResolvers,
      referenceResolvers,
      applicantProfileResolvers,
      screeningResolvers,
      incomeResolvers,
      leaseResolvers,
      managerLifecycleResolvers,
      buildingResolvers,
      ticketResolvers,
      notificationResolvers,
      moneyResolvers,
      resolutionResolvers,
      managerOverviewResolvers,
      serviceResolvers,
      developerResolvers,
      webhookResolvers,
      staffLogResolvers,
      staffResolvers,
      staffToolResolvers,
      myHearthResolvers,
      siteResolvers,
      rentersInsuranceResolvers,
      marketStatsResolvers,
      signInMethodResolvers,
      passwordResolvers,
    ],
    // A resolver for a field the contract does not have is a typo: refuse to start.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return enforceAccess(schema);
}
