import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OnboardingProgress_viewer$key } from '../__generated__/OnboardingProgress_viewer.graphql';
import styles from './OnboardingProgress.module.css';
import { pathAfterStep, stepProgress } from './onboardingSteps';

interface Props {
  viewer: OnboardingProgress_viewer$key;
  /** Show a "Continue" link to the next step (on pages other than that step). */
  showContinue?: boolean;
}

const STATE_LABEL = { done: 'done', current: 'next', todo: 'to do' } as const;

/**
 * "N steps left" with every onboarding step of spec §4 ticked off or not. Shown on
 * the applications list and on each step's page; renders nothing when the viewer
 * has no unfinished application.
 */
export function OnboardingProgress({ viewer, showContinue = false }: Props) {
  const data = useFragment(
    graphql`
      fragment OnboardingProgress_viewer on Viewer {
        nextOnboardingStep
        onboardingStepsRemaining
      }
    `,
    viewer,
  );
  const remaining = data.onboardingStepsRemaining.length;
  if (!data.nextOnboardingStep || remaining === 0) return null;
  const steps = stepProgress(data.onboardingStepsRemaining, data.nextOnboardingStep);
  const heading = remaining === 1 ? '1 step left' : `${remaining} steps left`;
  return (
    <section className={`card ${styles.progress}`} aria-labelledby="onboarding-progress-heading">
      <div className={styles.header}>
        <h2 id="onboarding-progress-heading" className={styles.heading}>
          {heading} <span className={styles.subtitle}>to complete your application</span>
        </h2>
        {showContinue && (
          <Link to={pathAfterStep(data.nextOnboardingStep)} className="btn btn-primary">
            Continue
          </Link>
        )}
      </div>
      <ol className={styles.steps}>
        {steps.map((s) => (
          <li key={s.step} className={styles[s.state]} aria-current={s.state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">{s.state === 'done' ? '✓' : ''}</span>
            <span className={styles.title}>{s.title}</span>
            <span className="visually-hidden">({STATE_LABEL[s.state]})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
