import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RenterScreeningQuery as RenterScreeningQueryType } from '../../__generated__/RenterScreeningQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { OnboardingProgress } from '../OnboardingProgress';
import { useGoToNextOnboardingStep } from '../useGoToNextOnboardingStep';
import styles from './Screening.module.css';
import { ScreeningFlow } from './ScreeningFlow';

export const RenterScreeningQuery = graphql`
  query RenterScreeningQuery {
    viewer {
      isGuest
      nextOnboardingStep
      ...OnboardingProgress_viewer
      screening {
        ...ScreeningFlow_screening
      }
    }
  }
`;

/** /renter-screening (spec §4 step 2): identity and background screening, then on to the next step. */
export function RenterScreening() {
  const queryRef = useLoaderData() as PreloadedQuery<RenterScreeningQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<RenterScreeningQueryType>(RenterScreeningQuery, queryRef);
  const goToNextStep = useGoToNextOnboardingStep();
  useDocumentTitle('Screening');
  if (viewer.isGuest || !viewer.screening) {
    return (
      <SignInPrompt title="Log in to complete your screening" returnTo="/renter-screening">
        <p>Screening confirms who you are and checks your rental history, so homeowners can approve you quickly.</p>
      </SignInPrompt>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <h1>Screening</h1>
      <p className="muted">A few minutes: your details, your identity, then your reports. Homeowners see a summary, never your Social Security number.</p>
      <OnboardingProgress viewer={viewer} />
      <ScreeningFlow
        screening={viewer.screening}
        // After the reports (or "no US SSN") the mutation says where to go; a revisit of a finished screening uses the page's answer.
        onFinished={(next) => goToNextStep(next === undefined ? viewer.nextOnboardingStep : next)}
      />
    </div>
  );
}
