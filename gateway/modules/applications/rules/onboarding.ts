/**
 * Spec §4 "application onboarding order": the next step a tenant with an
 * unfinished application is sent to, first match wins. Pure, so the web, partners
 * and tests all read the same answer from `Viewer.nextOnboardingStep`.
 */
import { FINANCIAL_STEP_CUTOFF, REFERENCES_STEP_CUTOFF, type OnboardingStepName } from '../../../../common/onboarding.js';
import { isPetsStepSatisfied } from '../../pets/rules/petsStep.js';
import { isProfileComplete, type ProfileAnswers } from '../../viewer/rules/profileCompleteness.js';

export interface OnboardingProfile extends ProfileAnswers {
  needs_screening: boolean;
  has_us_ssn: boolean | null;
  is_renting_with_animal: boolean | null;
  /** Animals on record (GET /me/ `tenant_animals_count`); undefined where v20 does not say. */
  tenant_animals_count?: number;
  has_signed_tenant_lease: boolean;
  applicant_information_release_consent_submitted_at: string | null;
  renter_confirmation_questions_completed_at: string | null;
}

export interface OnboardingLifecycle {
  building_id: string | number;
  application_type: string;
  is_active: boolean;
  application_signed_at: string | null;
  lease_signed_at: string | null;
  lifecycle_tenant_references_step_completed_at: string | null;
  tenant_financial_qualifications_step_completed_at: string | null;
}

export interface OnboardingFacts {
  profile: OnboardingProfile;
  /** Every lifecycle of the viewer, active or not (exemptions look at signed leases). */
  lifecycles: readonly OnboardingLifecycle[];
}

/** Spec §4: these applications skip references and financials when a lease for the same home is already signed. */
const EXEMPTIBLE_TYPES = new Set(['relocation_application', 'room_switch_application', 'renewal_application']);

export function isExemptFromReferencesAndFinancials(lifecycle: OnboardingLifecycle, all: readonly OnboardingLifecycle[]): boolean {
  return EXEMPTIBLE_TYPES.has(lifecycle.application_type)
    && all.some((other) => other !== lifecycle && String(other.building_id) === String(lifecycle.building_id) && other.lease_signed_at !== null);
}

const signedAfter = (l: OnboardingLifecycle, cutoff: string) =>
  l.application_signed_at !== null && Date.parse(l.application_signed_at) > Date.parse(cutoff);

/** Active applications signed after `cutoff`, not exempt, whose step is not done yet. */
function pendingStep(facts: OnboardingFacts, cutoff: string, completedAt: (l: OnboardingLifecycle) => string | null): boolean {
  return facts.lifecycles.some((l) => l.is_active && signedAfter(l, cutoff) && completedAt(l) === null
    && !isExemptFromReferencesAndFinancials(l, facts.lifecycles));
}


interface Rule {
  step: Exclude<OnboardingStepName, 'APPLICATIONS'>;
  /** The rule as the spec words it. */
  rule: string;
  applies(facts: OnboardingFacts): boolean;
}

/** Rules 2 to 8 of spec §4, in order (rule 1 and rule 9 frame them in `onboardingSteps`). */
export const ONBOARDING_RULES: readonly Rule[] = [
  {
    step: 'SCREENING', rule: 'needs screening and not known to lack a US SSN',
    applies: ({ profile }) => profile.needs_screening && profile.has_us_ssn !== false,
  },
  {
    step: 'PETS', rule: 'no answer about animals (or an animal not on record) and no signed lease',
    applies: ({ profile }) => !profile.has_signed_tenant_lease && !isPetsStepSatisfied(profile),
  },
  {
    step: 'REFERENCES', rule: 'an active application signed after the cutoff without its references step',
    applies: (facts) => pendingStep(facts, REFERENCES_STEP_CUTOFF, (l) => l.lifecycle_tenant_references_step_completed_at),
  },
  {
    step: 'INFORMATION_RELEASE_CONSENT', rule: 'no information-release consent',
    applies: ({ profile }) => profile.applicant_information_release_consent_submitted_at === null,
  },
  {
    step: 'INCOME_VERIFICATION', rule: 'pending financial qualifications',
    applies: (facts) => pendingStep(facts, FINANCIAL_STEP_CUTOFF, (l) => l.tenant_financial_qualifications_step_completed_at),
  },
  {
    step: 'CREATE_PROFILE', rule: 'profile incomplete and no signed lease',
    applies: ({ profile }) => !profile.has_signed_tenant_lease && !isProfileComplete(profile),
  },
  {
    step: 'RENTER_CONFIRMATION', rule: 'confirmation questions not done',
    applies: ({ profile }) => profile.renter_confirmation_questions_completed_at === null,
  },
];

/**
 * Every unmet step in order, or null when there is no active application
 * (rule 1: nothing to walk through). An empty list means rule 9: all done.
 */
export function onboardingSteps(facts: OnboardingFacts): OnboardingStepName[] | null {
  if (!facts.lifecycles.some((l) => l.is_active)) return null;
  return ONBOARDING_RULES.filter((r) => r.applies(facts)).map((r) => r.step);
}

/** Spec §4, first match wins: null (rule 1), a step (rules 2 to 8), or APPLICATIONS (rule 9). */
export function nextOnboardingStep(facts: OnboardingFacts): OnboardingStepName | null {
  const steps = onboardingSteps(facts);
  if (steps === null) return null;
  return steps[0] ?? 'APPLICATIONS';
}
