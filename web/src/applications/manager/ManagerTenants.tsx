import { useCallback, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ManagerTenantsQuery as QueryType } from '../../__generated__/ManagerTenantsQuery.graphql';
import type { ManagerTenantsHomes_viewer$key } from '../../__generated__/ManagerTenantsHomes_viewer.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { HomeSection } from './HomeSection';
import { ReorderHomesContext } from './homeOrder';
import { hasFullName, personName } from '../../../../common/person-name';
import styles from './ManagerTenants.module.css';

/** Homes per page: each brings its applicants and tenants, so a page is a screenful or two. */
export const HOMES_PER_PAGE = 10;
/** The most homes one read returns (Viewer.managedHomesPage refuses more). */
const MAX_HOMES_PER_READ = 100;

export const ManagerTenantsQuery = graphql`
  # The page size is a variable: graphql-armor multiplies the cost by literal first values only.
  query ManagerTenantsQuery($count: Int = 10) {
    viewer {
      user { firstName lastName }
      ...ManagerTenantsHomes_viewer @arguments(count: $count)
    }
  }
`;

/** /manager/tenants: applicants and tenants of each home the manager runs, homes waiting on them first. */
export function ManagerTenants() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerTenantsQuery, queryRef);
  useDocumentTitle('Tenants');
  // Empty while the account lacks a first or last name: the countersignature then asks for it.
  const managerName = viewer.user && hasFullName(viewer.user.firstName, viewer.user.lastName)
    ? personName(viewer.user.firstName, viewer.user.lastName) : '';
  return <HomeList viewer={viewer} managerName={managerName} />;
}

/** The homes, a page at a time; the gateway orders them (homes waiting on the manager first, then by home). */
function HomeList({ viewer, managerName }: { viewer: ManagerTenantsHomes_viewer$key; managerName: string }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ManagerTenantsHomes_viewer on Viewer
      @refetchable(queryName: "ManagerTenantsHomesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        managedHomesPage(first: $count, after: $cursor) @connection(key: "ManagerTenantsHomes_managedHomesPage") {
          edges { node { buildingId ...HomeSection_home } }
        }
      }
    `,
    viewer,
  );
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(HOMES_PER_PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  // After an action moved a home to another category: the homes loaded so far, read again in
  // one request, in a transition so the page stays on screen until the new order arrives.
  const [, startTransition] = useTransition();
  const loaded = data.managedHomesPage.edges.length;
  const reorder = useCallback(() => {
    const count = Math.min(MAX_HOMES_PER_READ, Math.max(HOMES_PER_PAGE, loaded));
    startTransition(() => { refetch({ count, cursor: null }, { fetchPolicy: 'network-only' }); });
  }, [loaded, refetch]);
  // A home whose category changed between pages can come again on a later page: show it once.
  const homes = [...new Map(data.managedHomesPage.edges.map((e) => [e.node.buildingId, e.node])).values()];
  if (homes.length === 0) {
    return (
      <MessagePage title="No homes yet" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
        <p>Once you list a home, its applicants and tenants appear here.</p>
      </MessagePage>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <h1>Tenants</h1>
      <p className={styles.lead}>Applicants and tenants of your homes. Homes waiting on you come first.</p>
      <ReorderHomesContext.Provider value={reorder}>
        {homes.map((home) => <HomeSection key={home.buildingId} home={home} managerName={managerName} />)}
      </ReorderHomesContext.Provider>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Show more homes" />
    </div>
  );
}
