import { useState } from 'react';
import { useGoToNextOnboardingStep } from '../../onboarding/useGoToNextOnboardingStep';
import styles from '../Applications.module.css';
import { useCompleteRenterConfirmationMutation } from './useCompleteRenterConfirmationMutation';

/**
 * Shown when no question of the tenant's applications is left open (an
 * application a resolution case made asks none): the step is finished with one
 * click, so the onboarding never stops on a page without a way on.
 */
export function NothingToConfirm() {
  const [complete, completing] = useCompleteRenterConfirmationMutation();
  const goToNextStep = useGoToNextOnboardingStep();
  const [problem, setProblem] = useState<string | null>(null);
  const onContinue = () => complete({
    onDone: goToNextStep,
    onUserErrors: (errors) => setProblem(errors.map((e) => e.message).join(' ')),
    onFailure: () => setProblem('We could not continue. Check your connection and try again.'),
  });
  return (
    <section className={`card ${styles.nothingToConfirm}`} aria-label="Nothing left to confirm">
      <h2>Nothing left to confirm</h2>
      <p className="muted">Every question about your applications is answered, or none was asked. Continue to the next step.</p>
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      <button type="button" className="btn btn-primary" disabled={completing} onClick={onContinue}>
        {completing ? 'Continuing…' : 'Continue'}
      </button>
    </section>
  );
}
