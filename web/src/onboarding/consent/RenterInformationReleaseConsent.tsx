import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { INFORMATION_RELEASE_CONSENT_PARAGRAPHS } from '../../../../common/information-release-consent';
import type { RenterInformationReleaseConsentQuery as QueryType } from '../../__generated__/RenterInformationReleaseConsentQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { formatDate } from '../../shared/format';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { OnboardingProgress } from '../OnboardingProgress';
import { pathAfterStep } from '../onboardingSteps';
import styles from './Consent.module.css';
import { ConsentForm } from './ConsentForm';

export const RenterInformationReleaseConsentQuery = graphql`
  query RenterInformationReleaseConsentQuery {
    viewer {
      isGuest
      nextOnboardingStep
      ...OnboardingProgress_viewer
      user {
        firstName
        lastName
        profile {
          applicantInformationReleaseConsentSubmittedAt
        }
      }
    }
  }
`;

/** /renter-information-release-consent (spec §4 step 5): read the consent, sign with a typed name, tick, continue. */
export function RenterInformationReleaseConsent() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(RenterInformationReleaseConsentQuery, queryRef);
  useDocumentTitle('Information release consent');
  if (viewer.isGuest || !viewer.user) {
    return (
      <SignInPrompt title="Log in to sign the consent" returnTo="/renter-information-release-consent">
        <p>Homeowners need your consent to check your rental history and screening reports.</p>
      </SignInPrompt>
    );
  }
  const signedAt = viewer.user.profile.applicantInformationReleaseConsentSubmittedAt;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Information release consent</h1>
      <OnboardingProgress viewer={viewer} />
      <section className={styles.text} aria-labelledby="consent-text-heading">
        <h2 id="consent-text-heading">What you agree to</h2>
        {INFORMATION_RELEASE_CONSENT_PARAGRAPHS.map((p) => <p key={p}>{p}</p>)}
      </section>
      {signedAt ? (
        <div className={`card ${styles.form}`}>
          <p role="status">You signed this consent on <time dateTime={signedAt}>{formatDate(signedAt)}</time>.</p>
          <Link className="btn btn-primary" to={pathAfterStep(viewer.nextOnboardingStep)}>Continue</Link>
        </div>
      ) : (
        <ConsentForm accountName={`${viewer.user.firstName} ${viewer.user.lastName}`.trim()} />
      )}
    </div>
  );
}
