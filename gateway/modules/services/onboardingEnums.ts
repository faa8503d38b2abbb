/** GraphQL ↔ v20 values of a company's onboarding (api residential-service-providers/onboarding-steps.ts, documents/). */
import { enumValueMap } from '../../schema/enumValues.js';
import type { ProviderDocumentDto, ProviderPayoutDto } from './onboardingDto.js';
import type { ProviderDto } from './dto.js';

type Step = ProviderDto['onboarding_steps_missing'][number];
const ONBOARDING_STEPS = ['service_categories', 'regions', 'business_hours', 'insurance_certificate', 'w9', 'payout_account'] as const satisfies readonly Step[];
// Both ways: a step the api adds fails the type check here.
type Missing = Exclude<Step, (typeof ONBOARDING_STEPS)[number]>;
const allSteps: [Missing] extends [never] ? true : never = true;
void allSteps;

export type ServiceProviderOnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ServiceProviderOnboardingStep = enumValueMap(ONBOARDING_STEPS);

const DOCUMENT_KINDS = ['insurance_certificate', 'w9'] as const satisfies readonly ProviderDocumentDto['document_kind'][];
export type ServiceProviderDocumentKind = (typeof DOCUMENT_KINDS)[number];
export const ServiceProviderDocumentKind = enumValueMap(DOCUMENT_KINDS);

const PAYOUT_STATUSES = ['paid', 'awaiting_payout_account'] as const satisfies readonly ProviderPayoutDto['status'][];
export type ServiceProviderPayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const ServiceProviderPayoutStatus = enumValueMap(PAYOUT_STATUSES);
