import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { GuarantorCompleteQuery as GuarantorCompleteQueryType } from '../../__generated__/GuarantorCompleteQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import styles from './Guarantor.module.css';
import { chooseConnection } from './chooseConnection';
import { tenantWords } from './guarantorStatus';
import type { GuarantorCompleteData } from './guarantorCompleteLoader';
import { GuarantorSteps } from './GuarantorSteps';

export const GuarantorCompleteQuery = graphql`
  query GuarantorCompleteQuery {
    viewer {
      isGuest
      guarantorConnectionsAsGuarantor {
        id
        databaseId
        status
        tenantFirstName
        homeCity
        ...GuarantorSteps_connection
      }
    }
  }
`;

/** /guarantor-complete?connection_id=: the guarantor's own screening and income steps for one tenant. */
export function GuarantorComplete() {
  const { page: queryRef } = useLoaderData() as GuarantorCompleteData;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<GuarantorCompleteQueryType>(GuarantorCompleteQuery, queryRef);
  const { pathname, search } = useLocation();
  useDocumentTitle('Guarantor screening');

  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to finish your guarantor screening" returnTo={pathname + search}>
        <p>Your screening and income steps are saved to your account.</p>
      </SignInPrompt>
    );
  }
  const connections = viewer.guarantorConnectionsAsGuarantor;
  const current = chooseConnection(connections, new URLSearchParams(search).get('connection_id'));
  if (!current) {
    return (
      <div className="page">
        <MessagePage title="You are not anyone's guarantor yet" icon="user">
          <p>When someone names you as their guarantor, we email you a link. Open it and accept to start your screening here.</p>
        </MessagePage>
      </div>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      {connections.length > 1 && (
        <nav aria-label="People you guarantee" className={styles.picker}>
          <ul>
            {connections.map((c) => (
              <li key={c.id}>
                <Link to={`/guarantor-complete?connection_id=${c.databaseId}`} aria-current={c.id === current.id ? 'page' : undefined}>
                  {tenantWords(c.tenantFirstName).Name} · {c.homeCity}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <GuarantorSteps key={current.id} connection={current} />
    </div>
  );
}
