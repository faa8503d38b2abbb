import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ApplicationsQuery as ApplicationsQueryType } from '../__generated__/ApplicationsQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { OnboardingProgress } from '../onboarding/OnboardingProgress';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import styles from './Applications.module.css';
import { ApplicationList } from './list/ApplicationList';
import { InformationRequestCard } from './requests/InformationRequestCard';

export const ApplicationsQuery = graphql`
  query ApplicationsQuery {
    viewer {
      isGuest
      ...OnboardingProgress_viewer
      ...ApplicationList_viewer
      informationRequests {
        id
        status
        ...InformationRequestCard_request
      }
    }
  }
`;

/** /applications: the viewer's applications, the onboarding steps left, and what homeowners asked for. */
export function Applications() {
  const queryRef = useLoaderData() as PreloadedQuery<ApplicationsQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<ApplicationsQueryType>(ApplicationsQuery, queryRef);
  useDocumentTitle('Your applications');
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to see your applications" returnTo="/applications">
        <p>Your applications, and the steps left on each, are here once you log in.</p>
      </SignInPrompt>
    );
  }
  const awaiting = viewer.informationRequests.filter((r) => r.status === 'AWAITING_RESPONSE');
  return (
    <div className={`page ${styles.listPage}`}>
      <h1>Your applications</h1>
      <OnboardingProgress viewer={viewer} showContinue />
      {awaiting.length > 0 && (
        <section aria-labelledby="requests-heading" className={styles.requests}>
          <h2 id="requests-heading">Requests from homeowners</h2>
          {awaiting.map((r) => <InformationRequestCard key={r.id} request={r} />)}
        </section>
      )}
      <ApplicationList viewer={viewer} />
    </div>
  );
}
