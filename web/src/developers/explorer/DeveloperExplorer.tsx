import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { DeveloperExplorerQuery as QueryType } from '../../__generated__/DeveloperExplorerQuery.graphql';
import { loginUrlFor } from '../../app/relay/loginRedirect';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { MessagePage } from '../../shared/components/MessagePage';
import styles from './Explorer.module.css';

const GraphiQLPanel = lazy(() => import('./GraphiQLPanel'));

export const DeveloperExplorerQuery = graphql`
  query DeveloperExplorerQuery {
    viewer { isGuest isStaff }
  }
`;

/**
 * /developers/explorer: GraphiQL against the gateway with the signed-in session's own
 * token, for staff and for every signed-in user (managers and partners building on
 * the API). A guest is asked to sign in: the gateway runs text only for a session.
 */
export function DeveloperExplorer() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(DeveloperExplorerQuery, queryRef);
  const location = useLocation();
  useDocumentTitle('API explorer');
  if (viewer.isGuest) {
    return (
      <MessagePage title="Sign in to use the API explorer" actions={<Link className="btn btn-primary" to={loginUrlFor(location.pathname)}>Sign in</Link>} />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>API explorer</h1>
      <p className={styles.lead}>
        Runs against the live API as you, with your session: queries and mutations act on real data.
        {viewer.isStaff
          ? ' Staff sessions are not metered.'
          : <> Each operation spends points of the same budget as an <Link to="/developers">API token</Link>; every result shows its cost and what is left.</>}
      </p>
      <Suspense fallback={<LazyIndicator label="Loading the explorer…" />}>
        <GraphiQLPanel />
      </Suspense>
    </div>
  );
}
