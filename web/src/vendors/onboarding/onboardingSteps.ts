// The steps of a vendor's onboarding (issue 14, spec §2), in the order of
// /vendor/onboard. Whether a step is done comes from the company itself: the api's
// `onboardingStepsMissing` (the six things onboarding needs), so coming back shows
// what is done whatever device the vendor used.

export type OnboardingStepKey = 'company' | 'trades' | 'documents' | 'payout' | 'team' | 'finish';

/** The api's missing steps (GraphQL enum values). */
export type MissingStep = 'SERVICE_CATEGORIES' | 'REGIONS' | 'BUSINESS_HOURS' | 'INSURANCE_CERTIFICATE' | 'W9' | 'PAYOUT_ACCOUNT';

export interface OnboardingStep {
  key: OnboardingStepKey;
  title: string;
  /** What the step asks for, in the vendor's words. */
  detail: string;
  /** The api's steps it settles (none: the step is not required). */
  settles: readonly MissingStep[];
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { key: 'company', title: 'Company', detail: 'Your business name.', settles: [] },
  { key: 'trades', title: 'Trades and area', detail: 'The trades you offer, the cities you work in, your business hours and time zone.', settles: ['SERVICE_CATEGORIES', 'REGIONS', 'BUSINESS_HOURS'] },
  { key: 'documents', title: 'Documents', detail: 'Your insurance certificate, with the date it expires, and your W-9.', settles: ['INSURANCE_CERTIFICATE', 'W9'] },
  { key: 'payout', title: 'Payout account', detail: 'Where your earnings are paid, through our payments provider.', settles: ['PAYOUT_ACCOUNT'] },
  { key: 'team', title: 'Team', detail: 'Invite the people who take jobs with you, by email (optional).', settles: [] },
  { key: 'finish', title: 'Finish', detail: 'Check everything is there and open your job feed.', settles: [] },
];

export type StepStatus = 'done' | 'to_do' | 'optional';

/** What the page knows of the company; null before it is created. */
export interface CompanyProgress {
  missing: readonly (MissingStep | string)[];
  completed: boolean;
  teamSize: number;
}

export function stepStatus(step: OnboardingStep, company: CompanyProgress | null): StepStatus {
  if (!company) return step.key === 'team' ? 'optional' : 'to_do';
  switch (step.key) {
    case 'company': return 'done';
    case 'team': return company.teamSize > 1 ? 'done' : 'optional';
    case 'finish': return company.completed ? 'done' : 'to_do';
    default: return step.settles.some((s) => company.missing.includes(s)) ? 'to_do' : 'done';
  }
}

/** The step that owns one of the api's missing steps (Finish sends the vendor back to it). */
export function stepOf(missing: string): OnboardingStep | undefined {
  return ONBOARDING_STEPS.find((s) => s.settles.includes(missing as MissingStep));
}

/** Where to resume: the step asked for, else the first step still to do, else Finish. */
export function currentStep(asked: string | null, company: CompanyProgress | null): OnboardingStepKey {
  const named = ONBOARDING_STEPS.find((s) => s.key === asked);
  if (named) return named.key;
  return ONBOARDING_STEPS.find((s) => stepStatus(s, company) === 'to_do')?.key ?? 'finish';
}

/** The step after `key` (the Continue button). */
export function nextStep(key: OnboardingStepKey): OnboardingStepKey {
  const at = ONBOARDING_STEPS.findIndex((s) => s.key === key);
  return ONBOARDING_STEPS[Math.min(at + 1, ONBOARDING_STEPS.length - 1)]!.key;
}

export const TIME_ZONES: ReadonlyArray<[zone: string, label: string]> = [
  ['America/New_York', 'Eastern (New York)'],
  ['America/Chicago', 'Central (Chicago)'],
  ['America/Denver', 'Mountain (Denver)'],
  ['America/Phoenix', 'Mountain, no daylight saving (Phoenix)'],
  ['America/Los_Angeles', 'Pacific (Los Angeles)'],
];
