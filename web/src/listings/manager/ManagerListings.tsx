import { useCallback } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ManagerListings_viewer$key } from '../../__generated__/ManagerListings_viewer.graphql';
import type { ManagerListingsQuery as QueryType } from '../../__generated__/ManagerListingsQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { ManagedListingRow } from './ManagedListingRow';
import styles from './ManagerListings.module.css';

export const ManagerListingsQuery = graphql`
  query ManagerListingsQuery {
    viewer { ...ManagerListings_viewer }
  }
`;

const PAGE = 12;

/** /manager/listings: the manager's homes, whether tenants can find them, and what stops them from being listed. */
export function ManagerListings() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerListingsQuery, queryRef);
  useDocumentTitle('Your listings');
  return <Homes viewer={viewer} />;
}

function Homes({ viewer }: { viewer: ManagerListings_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(graphql`
    fragment ManagerListings_viewer on Viewer
    @refetchable(queryName: "ManagerListingsPaginationQuery")
    @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
      managedBuildings(first: $count, after: $cursor) @connection(key: "ManagerListings_managedBuildings") {
        edges { node { id ...ManagedListingRow_building } }
      }
    }
  `, viewer);
  const onLoadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  const homes = data.managedBuildings.edges.map((e) => e.node);
  if (homes.length === 0) {
    return (
      <MessagePage title="No homes yet" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
        <p>Add your first home: its rooms, bathrooms and rent. You can list it once it is complete.</p>
      </MessagePage>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.header}>
        <h1>Your listings</h1>
        <Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>
      </div>
      <ul className={styles.list} aria-label="Your homes">
        {homes.map((home) => <li key={home.id}><ManagedListingRow building={home} /></li>)}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={onLoadMore} label="Show more homes" />
    </div>
  );
}
