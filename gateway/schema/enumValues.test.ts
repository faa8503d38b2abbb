import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as applicantProfileEnums from '../modules/applicantProfile/enums.js';
import * as applicationEnums from '../modules/applications/enums.js';
import * as authEnums from '../modules/auth/enums.js';
import * as buildingEnums from '../modules/buildings/enums.js';
import * as developerEnums from '../modules/developers/enums.js';
import { SignInProviderName } from '../modules/signInMethods/enums.js';
import * as guarantorEnums from '../modules/guarantors/enums.js';
import * as incomeEnums from '../modules/income/enums.js';
import * as leaseEnums from '../modules/leases/enums.js';
import * as managerLifecycleEnums from '../modules/managerLifecycles/enums.js';
import * as marketStatsEnums from '../modules/marketStats/enums.js';
import * as moneyEnums from '../modules/money/enums.js';
import * as notificationEnums from '../modules/notifications/enums.js';
import * as ticketEnums from '../modules/tickets/enums.js';
import * as listingEnums from '../modules/listings/enums.js';
import * as petEnums from '../modules/pets/enums.js';
import * as referenceEnums from '../modules/references/enums.js';
import * as rentersInsuranceEnums from '../modules/rentersInsurance/enums.js';
import * as resolutionEnums from '../modules/resolution/enums.js';
import * as screeningEnums from '../modules/screening/enums.js';
import * as serviceEnums from '../modules/services/enums.js';
import * as staffLogEnums from '../modules/staffLog/enums.js';
import * as staffToolEnums from '../modules/staffTools/enums.js';
import * as uploadEnums from '../modules/uploads/enums.js';
import * as viewerEnums from '../modules/viewer/enums.js';
import * as webhookEnums from '../modules/webhooks/enums.js';
import { graphQLEnumName } from './enumValues.js';
import { mergedSchemaSDL } from './merge.js';

const maps: Record<string, Record<string, string>> = {
  UserRole: authEnums.UserRole,
  ...Object.fromEntries(Object.entries(applicationEnums)),
  GuarantorConnectionStatus: guarantorEnums.GuarantorConnectionStatus,
  GuarantorConnectionRelationship: guarantorEnums.GuarantorConnectionRelationship,
  GuarantorInviteProblem: guarantorEnums.GuarantorInviteProblem,
  ...Object.fromEntries(Object.entries(listingEnums)),
  UploadPurpose: uploadEnums.UploadPurpose,
  ...Object.fromEntries(Object.entries(screeningEnums)),
  ...Object.fromEntries(Object.entries(incomeEnums)),
  RoommateRelationship: viewerEnums.RoommateRelationship,
  ManagerOnboardingDemoCallStatus: viewerEnums.ManagerOnboardingDemoCallStatus,
  ...Object.fromEntries(Object.entries(petEnums)),
  ...Object.fromEntries(Object.entries(referenceEnums)),
  ...Object.fromEntries(Object.entries(applicantProfileEnums)),
  ...Object.fromEntries(Object.entries(leaseEnums)),
  ...Object.fromEntries(Object.entries(buildingEnums)),
  ...Object.fromEntries(Object.entries(managerLifecycleEnums)),
  ...Object.fromEntries(Object.entries(ticketEnums)),
  ...Object.fromEntries(Object.entries(notificationEnums)),
  ...Object.fromEntries(Object.entries(moneyEnums)),
  ...Object.fromEntries(Object.entries(resolutionEnums)),
  ...Object.fromEntries(Object.entries(serviceEnums)),
  ...Object.fromEntries(Object.entries(developerEnums)),
  WebhookDeliveryStatus: webhookEnums.WebhookDeliveryStatus,
  ...Object.fromEntries(Object.entries(staffLogEnums)),
  GlobalSearchKind: staffToolEnums.GlobalSearchKind,
  RentersInsuranceSource: rentersInsuranceEnums.RentersInsuranceSource,
  RentersInsurancePlanId: rentersInsuranceEnums.RentersInsurancePlanId,
  ...Object.fromEntries(Object.entries(marketStatsEnums)),
  SignInProviderName,
};

describe('GraphQL enum ↔ v20 value maps', () => {
  it.each([
    ['deck/patio', 'DECK_PATIO'],
    ['small_dogs', 'SMALL_DOGS'],
    ['EV chargers', 'EV_CHARGERS'],
    ['walk-in closet', 'WALK_IN_CLOSET'],
    ['outdoor shed/pantry', 'OUTDOOR_SHED_PANTRY'],
    ['budget_asc', 'BUDGET_ASC'],
  ])('%s is %s', (rest, graphQL) => {
    expect(graphQLEnumName(rest)).toBe(graphQL);
  });

  it('the team actor role is HEARTH_TEAM', () => {
    expect(ticketEnums.ActorRole.HEARTH_TEAM).toBe('hearth-team');
  });

  it('the spec\'s resolution values with spaces map to single names', () => {
    expect(resolutionEnums.ActionRequiredBy.PRODUCT_TEAM).toBe('product team');
    expect(resolutionEnums.EscalationReason.OTHER_PARTY_NOT_RESPONDING).toBe('other party not responding');
    expect(resolutionEnums.EscalationReason.INAPPROPRIATE_USE_OF_PLATFORM).toBe('inappropriate use of platform');
    expect(resolutionEnums.ResolutionCaseKind.TENANT_ELT_MILITARY).toBe('tenant_elt_military');
  });

  it('city pages map to the v20 region slugs', () => {
    expect(listingEnums.CityPage.TRIAD).toBe('triad');
    expect(listingEnums.CityPage.ATLANTA).toBe('ga/atlanta');
    expect(listingEnums.CityPage.DALLAS_FORT_WORTH).toBe('dallas-fort-worth');
  });

  it('every enum of the contract has a map with exactly its values', () => {
    const schema = buildSchema(mergedSchemaSDL());
    const enums = Object.values(schema.getTypeMap()).filter(
      // AccessLevel (the @access directive) and OnboardingStep (computed by the
      // gateway's onboarding rules) have no v20 value behind them.
      (t): t is GraphQLEnumType =>
        t instanceof GraphQLEnumType && !t.name.startsWith('__') && !['AccessLevel', 'OnboardingStep'].includes(t.name),
    );
    for (const type of enums) {
      expect(maps[type.name], `no value map for enum ${type.name}`).toBeDefined();
      expect(Object.keys(maps[type.name]).sort(), type.name).toEqual(type.getValues().map((v) => v.name).sort());
    }
  });
});
