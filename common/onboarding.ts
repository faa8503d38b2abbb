/**
 * Spec §4 "application onboarding order" and §9: applications signed after these
 * cutoffs need the references step and the financial qualifications step. The spec
 * does not show the values; ours predate Hearth's first application, so every
 * application made on Hearth needs both steps.
 */
export const REFERENCES_STEP_CUTOFF = '2024-01-01T00:00:00Z';
export const FINANCIAL_STEP_CUTOFF = '2024-01-01T00:00:00Z';

/** The onboarding steps of spec §4, in order, with the page each one lives on. */
export const ONBOARDING_STEPS = [
  { step: 'SCREENING', path: '/renter-screening', title: 'Screening' },
  { step: 'PETS', path: '/renter-animals', title: 'Pets & animals' },
  { step: 'REFERENCES', path: '/renter-references', title: 'References' },
  { step: 'INFORMATION_RELEASE_CONSENT', path: '/renter-information-release-consent', title: 'Consent' },
  { step: 'INCOME_VERIFICATION', path: '/renter-income-verification', title: 'Income' },
  { step: 'CREATE_PROFILE', path: '/create-profile', title: 'Your profile' },
  { step: 'RENTER_CONFIRMATION', path: '/renter-confirmation', title: 'Confirmation' },
] as const;
export type OnboardingStepName = (typeof ONBOARDING_STEPS)[number]['step'] | 'APPLICATIONS';
export const APPLICATIONS_PATH = '/applications';

/** The page of an onboarding step; APPLICATIONS (everything done) is the applications list. */
export function pathForOnboardingStep(step: OnboardingStepName): string {
  return ONBOARDING_STEPS.find((s) => s.step === step)?.path ?? APPLICATIONS_PATH;
}
