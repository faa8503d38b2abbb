import { enumValueMap } from '../../schema/enumValues.js';

/** Spec §3 roommate profile answer "roommate relationship". */
export const ROOMMATE_RELATIONSHIPS = ['minimal', 'balanced', 'social'] as const;
/** Spec §3 manager onboarding steps. */
export const MANAGER_ONBOARDING_DEMO_CALL_STATUSES = ['demo_call_needed', 'demo_call_completed', 'demo_call_skipped'] as const;

export type RoommateRelationship = (typeof ROOMMATE_RELATIONSHIPS)[number];
export const RoommateRelationship = enumValueMap(ROOMMATE_RELATIONSHIPS);
export type ManagerOnboardingDemoCallStatus = (typeof MANAGER_ONBOARDING_DEMO_CALL_STATUSES)[number];
export const ManagerOnboardingDemoCallStatus = enumValueMap(MANAGER_ONBOARDING_DEMO_CALL_STATUSES);
