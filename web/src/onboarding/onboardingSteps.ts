import { APPLICATIONS_PATH, ONBOARDING_STEPS, pathForOnboardingStep, type OnboardingStepName } from '../../../common/onboarding';

/** A step as the progress list shows it. */
export interface StepProgress {
  step: OnboardingStepName;
  title: string;
  path: string;
  state: 'done' | 'current' | 'todo';
}

const isStepName = (value: string | null | undefined): value is OnboardingStepName =>
  value === 'APPLICATIONS' || ONBOARDING_STEPS.some((s) => s.step === value);

/**
 * Every onboarding step in spec order, marked done (not among those remaining),
 * current (the next one) or still to do.
 */
export function stepProgress(remaining: readonly string[], next: string | null | undefined): StepProgress[] {
  return ONBOARDING_STEPS.map(({ step, title, path }) => ({
    step,
    title,
    path,
    state: step === next ? 'current' : remaining.includes(step) ? 'todo' : 'done',
  }));
}

/**
 * Where a tenant goes after finishing a step: the next step's page, or the
 * applications list when every step is done (or there is no application).
 */
export function pathAfterStep(next: string | null | undefined): string {
  return isStepName(next) ? pathForOnboardingStep(next) : APPLICATIONS_PATH;
}

/**
 * Whether finishing this step finishes onboarding: the app then reloads the page so
 * the header, fetched once per page load, shows what a completed application opens
 * (spec §2: Pets & Animals and Guarantor).
 */
export function finishesOnboarding(next: string | null | undefined): boolean {
  return !isStepName(next) || next === 'APPLICATIONS';
}
