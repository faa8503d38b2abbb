import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ManagerTenantsQuery as QueryType } from '../../__generated__/ManagerTenantsQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { HomeSection } from './HomeSection';
import { hasFullName, personName } from '../../../../common/person-name';
import styles from './ManagerTenants.module.css';

export const ManagerTenantsQuery = graphql`
  query ManagerTenantsQuery {
    viewer {
      user { firstName lastName }
      managedHomes {
        buildingId
        category
        ...HomeSection_home
      }
    }
  }
`;

/** Furthest stage first: homes waiting on the manager come before quiet ones. */
const CATEGORY_ORDER = ['CAT2', 'CAT1_5', 'CAT3', 'CAT1', 'CAT4', 'LEGACY', 'CAT0'];

/** /manager/tenants: applicants and tenants of each home the manager runs, grouped by lifecycle category. */
export function ManagerTenants() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerTenantsQuery, queryRef);
  useDocumentTitle('Tenants');
  const homes = [...viewer.managedHomes].sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
  if (homes.length === 0) {
    return (
      <MessagePage title="No homes yet">
        <p>Once you list a home, its applicants and tenants appear here.</p>
      </MessagePage>
    );
  }
  // Empty while the account lacks a first or last name: the countersignature then asks for it.
  const managerName = viewer.user && hasFullName(viewer.user.firstName, viewer.user.lastName)
    ? personName(viewer.user.firstName, viewer.user.lastName) : '';
  return (
    <div className={`page ${styles.page}`}>
      <h1>Tenants</h1>
      <p className={styles.lead}>Applicants and tenants of your homes. Homes waiting on you come first.</p>
      {homes.map((home) => <HomeSection key={home.buildingId} home={home} managerName={managerName} />)}
    </div>
  );
}
