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
 * /developers/explorer: GraphiQL against the gateway with the session's own token.
 * In production the gateway runs operation text only for staff and partner tokens,
 * so anyone else gets the explanation instead of an editor whose every run would fail.
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
  if (!viewer.isStaff) {
    return (
      <MessagePage title="The explorer is for Hearth staff" icon="home">
        <p>
          Hearth&apos;s GraphQL API runs operations written by hand only for staff and for API tokens; this web session can
          send the web app&apos;s own operations only.
        </p>
        <p>
          To use the API from your own tools, <Link to="/developers">create an API token</Link> and send it as{' '}
          <code>Authorization: Bearer &lt;token&gt;</code> to{' '}
          <code>/graphql</code>. The schema, with a description of every type and field, is published as{' '}
          <code>schema.graphql</code>.
        </p>
      </MessagePage>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>API explorer</h1>
      <p className={styles.lead}>Runs against the live API as you, with your staff session. Queries and mutations act on real data.</p>
      <Suspense fallback={<LazyIndicator label="Loading the explorer…" />}>
        <GraphiQLPanel />
      </Suspense>
    </div>
  );
}
