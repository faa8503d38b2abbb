import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { RenterIncomeVerificationQuery as QueryType } from '../../__generated__/RenterIncomeVerificationQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { OnboardingProgress } from '../OnboardingProgress';
import { useGoToNextOnboardingStep } from '../useGoToNextOnboardingStep';
import styles from '../screening/Screening.module.css';
import { DeferIncomeForm } from './DeferIncomeForm';
import { IncomeForm } from './IncomeForm';

export const RenterIncomeVerificationQuery = graphql`
  query RenterIncomeVerificationQuery {
    viewer {
      isGuest
      ...OnboardingProgress_viewer
      applicationsNeedingIncomeVerification {
        id
        building { title }
        assignedBedroom { name }
      }
    }
  }
`;

/** /renter-income-verification (spec §4 step 6): income for the oldest application that needs it, or put it off. */
export function RenterIncomeVerification() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(RenterIncomeVerificationQuery, queryRef);
  const goToNextStep = useGoToNextOnboardingStep();
  useDocumentTitle('Income verification');
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to verify your income" returnTo="/renter-income-verification">
        <p>Homeowners ask for proof of income with each application.</p>
      </SignInPrompt>
    );
  }
  // Newest first from the api; the oldest pending one goes first, and the step repeats for the next.
  const application = viewer.applicationsNeedingIncomeVerification.at(-1);
  if (!application) {
    return (
      <div className={`page ${styles.page}`}>
        <h1>Verify your income</h1>
        <OnboardingProgress viewer={viewer} showContinue />
        <MessagePage title="Your income is all set" icon="heart" headingLevel={2}
          actions={<Link className="btn" to="/applications">See your applications</Link>}>
          <p>None of your applications needs income verification right now.</p>
        </MessagePage>
      </div>
    );
  }
  const room = application.assignedBedroom?.name ? `${application.assignedBedroom.name} at ${application.building.title}` : application.building.title;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Verify your income</h1>
      <p className="muted">For your application for {room}. Homeowners use it to see that the rent fits your budget.</p>
      <OnboardingProgress viewer={viewer} />
      <section className={`card ${styles.card}`}>
        <IncomeForm key={application.id} lifecycleId={application.id} onCompleted={goToNextStep} />
      </section>
      <details className={`card ${styles.card}`}>
        <summary>Can't show your income yet?</summary>
        <p className="muted">You can go on with your application and explain why. The homeowner may ask for documents later.</p>
        <DeferIncomeForm key={application.id} lifecycleId={application.id} onCompleted={goToNextStep} />
      </details>
    </div>
  );
}
