import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { VendorOnboardQuery as QueryType } from '../../__generated__/VendorOnboardQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Icon } from '../../shared/components/Icon';
import { vendorOnboardingChecklist } from './onboardingSteps';
import styles from './VendorOnboard.module.css';

export const VendorOnboardQuery = graphql`
  query VendorOnboardQuery {
    viewer {
      isGuest
      user {
        profile {
          isServiceProviderOnboardingCompleted
        }
      }
    }
  }
`;

/**
 * /vendor/onboard: what a vendor gives before the job feed opens, as a checklist of
 * the six steps with what is done. The steps cannot be taken in the web yet, and
 * the page says so rather than offering buttons that do nothing.
 */
export function VendorOnboard() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(VendorOnboardQuery, queryRef);
  useDocumentTitle('Vendor onboarding');
  if (viewer.isGuest || !viewer.user) {
    return (
      <SignInPrompt title="Log in to set up your vendor account" returnTo="/vendor/onboard">
        <p>Onboarding is where your company, trades, service area and paperwork come together before you take jobs.</p>
      </SignInPrompt>
    );
  }
  const completed = viewer.user.profile.isServiceProviderOnboardingCompleted;
  const steps = vendorOnboardingChecklist(completed);
  const done = steps.filter((s) => s.status === 'done').length;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Set up your vendor account</h1>
      <p className={styles.lead}>
        Six steps stand between you and the job feed. Once they are done, Available Jobs, My Jobs, your dashboard and your
        profile open.
      </p>
      {completed ? (
        <div className={`alert alert-success ${styles.note}`}>
          <p>Your onboarding is complete.</p>
          <Link className="btn btn-primary" to="/vendor/jobs">See available jobs</Link>
        </div>
      ) : (
        <div className={styles.note} role="note">
          <h2>Onboarding opens soon</h2>
          <p>
            These steps cannot be filled in on Hearth yet. When they can, you will take them on this page, one at a time,
            and you can stop and pick up where you left off.
          </p>
        </div>
      )}
      <section aria-labelledby="steps-heading" className={styles.steps}>
        <div className={styles.stepsHeader}>
          <h2 id="steps-heading">Your steps</h2>
          <p className="muted">{done} of {steps.length} done</p>
        </div>
        <ol className={styles.list}>
          {steps.map((step, index) => (
            <li key={step.key} className={styles.step}>
              <span className={`${styles.marker} ${step.status === 'done' ? styles.markerDone : ''}`} aria-hidden="true">
                {step.status === 'done' ? <Icon name="check" size={18} /> : index + 1}
              </span>
              <div className={styles.stepText}>
                <h3>{step.title}</h3>
                <p>{step.detail}</p>
              </div>
              <span className={`${styles.status} ${step.status === 'done' ? styles.statusDone : ''}`}>
                {step.status === 'done' ? 'Done' : 'To do'}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
