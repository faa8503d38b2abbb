import { Link } from 'react-router';
import { Icon } from '../../shared/components/Icon';
import { ONBOARDING_STEPS, stepStatus, type CompanyProgress, type OnboardingStepKey } from './onboardingSteps';
import styles from './VendorOnboard.module.css';

const STATUS_WORDS = { done: 'Done', to_do: 'To do', optional: 'Optional' } as const;

/** The steps with what is done; each opens its step (a vendor may go back to any). */
export function StepList({ current, progress }: { current: OnboardingStepKey; progress: CompanyProgress | null }) {
  const statuses = ONBOARDING_STEPS.map((s) => stepStatus(s, progress));
  const done = statuses.filter((s) => s === 'done').length;
  return (
    <nav aria-labelledby="steps-heading" className={styles.steps}>
      <div className={styles.stepsHeader}>
        <h2 id="steps-heading">Your steps</h2>
        <p className="muted">{done} of {ONBOARDING_STEPS.length} done</p>
      </div>
      <ol className={styles.list}>
        {ONBOARDING_STEPS.map((step, index) => {
          const status = statuses[index]!;
          return (
            <li key={step.key}>
              <Link to={`?step=${step.key}`} className={`${styles.step} ${step.key === current ? styles.current : ''}`}
                aria-current={step.key === current ? 'step' : undefined}>
                <span className={`${styles.marker} ${status === 'done' ? styles.markerDone : ''}`} aria-hidden="true">
                  {status === 'done' ? <Icon name="check" size={16} /> : index + 1}
                </span>
                <span className={styles.stepTitle}>{step.title}</span>
                <span className={`${styles.status} ${status === 'done' ? styles.statusDone : ''}`}>{STATUS_WORDS[status]}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
