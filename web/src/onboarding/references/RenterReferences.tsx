import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RenterReferencesQuery as RenterReferencesQueryType } from '../../__generated__/RenterReferencesQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { OnboardingProgress } from '../OnboardingProgress';
import { useGoToNextOnboardingStep } from '../useGoToNextOnboardingStep';
import { ReferenceList } from './ReferenceList';
import styles from './References.module.css';
import { SkipReferences } from './SkipReferences';
import { useFinishReferencesStepMutation, type StepCallbacks } from './useFinishReferencesStepMutation';

export const RenterReferencesQuery = graphql`
  query RenterReferencesQuery {
    viewer {
      isGuest
      ...OnboardingProgress_viewer
      tenantRentalReferences {
        status
      }
      ...ReferenceList_viewer
    }
  }
`;

/** /renter-references (spec §4 step 4): add references and send them a short form, or skip with a reason. */
export function RenterReferences() {
  const queryRef = useLoaderData() as PreloadedQuery<RenterReferencesQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<RenterReferencesQueryType>(RenterReferencesQuery, queryRef);
  useDocumentTitle('References');
  const { sendRequests, skip, isInFlight } = useFinishReferencesStepMutation();
  const goToNextStep = useGoToNextOnboardingStep();
  const [problem, setProblem] = useState<string | null>(null);
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to add your references" returnTo="/renter-references">
        <p>Past landlords and others who can vouch for you help homeowners say yes.</p>
      </SignInPrompt>
    );
  }
  const references = viewer.tenantRentalReferences;
  const unsent = references.filter((r) => r.status === 'DRAFT' || r.status === 'EXPIRED').length;
  const callbacks = (show: (message: string) => void): StepCallbacks => ({
    onDone: goToNextStep,
    onUserErrors: (errors) => show(errors[0]?.message ?? 'Something is not right. Try again.'),
    onFailure: () => show('We could not reach Hearth. Check your connection and try again.'),
  });

  return (
    <div className={`page ${styles.page}`}>
      <h1>References</h1>
      <p className="muted">Add a past landlord, property manager or someone else who can vouch for you as a renter. We email each one a two-minute form; you can carry on while they answer.</p>
      <OnboardingProgress viewer={viewer} />
      <ReferenceList viewer={viewer} />
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      <div className={styles.finish}>
        {references.length > 0 && (
          <button type="button" className="btn btn-primary" disabled={isInFlight} onClick={() => sendRequests(callbacks(setProblem))}>
            {isInFlight ? 'Sending…' : unsent > 0 ? `Send ${unsent === 1 ? 'request' : `${unsent} requests`} and continue` : 'Continue'}
          </button>
        )}
        <SkipReferences busy={isInFlight} onSkip={(reason, show) => skip(reason, callbacks(show))} />
      </div>
    </div>
  );
}
