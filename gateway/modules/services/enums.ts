/**
 * GraphQL ↔ v20 values of the marketplace enums (see listings/enums.ts for the
 * pattern): the names are derived from the spec values in common/services.ts.
 * `AccessRequirement` and `ActorRole` are the tickets module's; regions are `CityPage`.
 */
import { APPOINTMENT_STATUSES, AUTOMATIC_PRICING_TYPES, SERVICE_TEMPLATES, SERVICE_VISIBILITIES, VENDOR_REMOVAL_REASONS, VENDOR_SERVICE_CATEGORIES } from '../../../common/services.js';
import { enumValueMap } from '../../schema/enumValues.js';
import type { ProviderUserDto, ServiceActivityDto } from './dto.js';

export type ServiceActivityStatus = (typeof APPOINTMENT_STATUSES)[number];
export const ServiceActivityStatus = enumValueMap(APPOINTMENT_STATUSES);
export type VendorServiceCategory = (typeof VENDOR_SERVICE_CATEGORIES)[number];
export const VendorServiceCategory = enumValueMap(VENDOR_SERVICE_CATEGORIES);
export type ServiceTemplate = (typeof SERVICE_TEMPLATES)[number];
export const ServiceTemplate = enumValueMap(SERVICE_TEMPLATES);
export type ServiceVisibility = (typeof SERVICE_VISIBILITIES)[number];
export const ServiceVisibility = enumValueMap(SERVICE_VISIBILITIES);
export type AutomaticPricingType = (typeof AUTOMATIC_PRICING_TYPES)[number];
export const AutomaticPricingType = enumValueMap(AUTOMATIC_PRICING_TYPES);
export type VendorRemovalReason = (typeof VENDOR_REMOVAL_REASONS)[number];
export const VendorRemovalReason = enumValueMap(VENDOR_REMOVAL_REASONS);

/**
 * The status table's actions (api/domain/services/appointment-status.ts
 * APPOINTMENT_ACTIONS; the gateway reads only common/ and the OpenAPI types, so
 * the list is checked against the v20 `viewer_may` type both ways below).
 */
const APPOINTMENT_ACTIONS = [
  'accept', 'assign', 'set_price', 'schedule', 'reschedule', 'unschedule', 'cancel', 'submit_complete', 'submit_incomplete',
  'qa_approve', 'qa_reject', 'complete', 'remove_vendor', 'start_recurring', 'on_my_way',
] as const satisfies readonly ServiceActivityDto['viewer_may'][number][];
type Missing = Exclude<ServiceActivityDto['viewer_may'][number], (typeof APPOINTMENT_ACTIONS)[number]>;
const allActionsListed: [Missing] extends [never] ? true : Missing = true;
void allActionsListed;
export type ServiceActivityAction = (typeof APPOINTMENT_ACTIONS)[number];
export const ServiceActivityAction = enumValueMap(APPOINTMENT_ACTIONS);

const DETAILS = ['full', 'offer', 'visit'] as const satisfies readonly ServiceActivityDto['detail'][];
export type ServiceActivityDetail = (typeof DETAILS)[number];
export const ServiceActivityDetail = enumValueMap(DETAILS);

const SCOPES = ['open', 'mine'] as const;
export type ServiceActivityScope = (typeof SCOPES)[number];
export const ServiceActivityScope = enumValueMap(SCOPES);

const PROVIDER_ROLES = ['owner', 'member'] as const satisfies readonly ProviderUserDto['provider_role'][];
export type ServiceProviderRole = (typeof PROVIDER_ROLES)[number];
export const ServiceProviderRole = enumValueMap(PROVIDER_ROLES);

// A company's onboarding steps and document kinds (their own file: onboardingEnums.ts).
export { ServiceProviderDocumentKind, ServiceProviderOnboardingStep, ServiceProviderPayoutStatus } from './onboardingEnums.js';
