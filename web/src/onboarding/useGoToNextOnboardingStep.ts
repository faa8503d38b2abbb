import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { finishesOnboarding, pathAfterStep } from './onboardingSteps';

/**
 * After a step's mutation, sends the tenant to the next onboarding step. Every
 * step's mutation returns `viewer { nextOnboardingStep }` in its payload (read
 * after the write), so pass that:
 *
 *   const goToNextStep = useGoToNextOnboardingStep();
 *   onCompleted: ({ submitThing }) => goToNextStep(submitThing.viewer.nextOnboardingStep)
 *
 * Select `...OnboardingProgress_viewer` in the payload's viewer too, so the
 * progress shown elsewhere is up to date without a refetch.
 */
export function useGoToNextOnboardingStep(): (nextOnboardingStep: string | null | undefined) => void {
  const navigate = useNavigate();
  return useCallback((next) => {
    if (finishesOnboarding(next)) window.location.assign(pathAfterStep(next));
    else navigate(pathAfterStep(next));
  }, [navigate]);
}
