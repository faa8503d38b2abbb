import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { RenterConfirmationQuery as RenterConfirmationQueryType } from '../__generated__/RenterConfirmationQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { MessagePage } from '../shared/components/MessagePage';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { OnboardingProgress } from '../onboarding/OnboardingProgress';
import { useGoToNextOnboardingStep } from '../onboarding/useGoToNextOnboardingStep';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import styles from './Applications.module.css';
import { LifecycleQuestionCard } from './confirmation/LifecycleQuestionCard';
import { NothingToConfirm } from './confirmation/NothingToConfirm';
import type { SettleCallbacks } from './confirmation/useSettleLifecycleQuestionMutation';

export const RenterConfirmationQuery = graphql`
  query RenterConfirmationQuery($count: Int!) {
    viewer {
      isGuest
      ...OnboardingProgress_viewer
      applications(first: $count, excludeDeactivated: true) {
        edges {
          node {
            id
            isActive
            building { title }
            assignedBedroom { name }
            lifecycleQuestions {
              id
              status
              ...LifecycleQuestionCard_question
            }
          }
        }
      }
    }
  }
`;

/** /renter-confirmation (spec §4 step 8): confirm the terms of each active application, then on to the next step. */
export function RenterConfirmation() {
  const queryRef = useLoaderData() as PreloadedQuery<RenterConfirmationQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<RenterConfirmationQueryType>(RenterConfirmationQuery, queryRef);
  const goToNextStep = useGoToNextOnboardingStep();
  useDocumentTitle('Confirm your application');
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to confirm your application" returnTo="/renter-confirmation">
        <p>Confirm your dates, rent and house rules once you are logged in.</p>
      </SignInPrompt>
    );
  }
  const applications = viewer.applications.edges.map((e) => e.node).filter((l) => l.isActive);
  if (applications.length === 0) {
    return (
      <div className="page">
        <MessagePage title="Nothing to confirm" icon="search" actions={<Link className="btn btn-primary" to="/listings">Browse listings</Link>}>
          <p>You have no application in progress. Apply for a room and we will ask you to confirm its terms here.</p>
        </MessagePage>
      </div>
    );
  }
  // Move on only once this step is done: answering one question of several stays here.
  const onSettled: SettleCallbacks['onSettled'] = (after) => {
    if (!after.onboardingStepsRemaining.includes('RENTER_CONFIRMATION')) goToNextStep(after.nextOnboardingStep);
  };
  const nothingOpen = applications.every((l) => l.lifecycleQuestions.every((q) => q.status !== 'UNANSWERED'));
  return (
    <div className={`page ${styles.confirmPage}`}>
      <h1>Confirm your application</h1>
      <p className="muted">Check the terms you are agreeing to. If something is not right, decline it and tell us why: the homeowner will follow up.</p>
      <OnboardingProgress viewer={viewer} />
      {nothingOpen && <NothingToConfirm />}
      {applications.filter((l) => l.lifecycleQuestions.length > 0).map((l) => (
        <section key={l.id} aria-label={`${l.assignedBedroom?.name ?? 'Room'} at ${l.building.title}`} className={styles.confirmGroup}>
          <h2>{l.assignedBedroom?.name ?? 'Your room'} at {l.building.title}</h2>
          {l.lifecycleQuestions.map((q) => <LifecycleQuestionCard key={q.id} question={q} onSettled={onSettled} />)}
        </section>
      ))}
    </div>
  );
}
