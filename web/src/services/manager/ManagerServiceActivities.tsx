import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ManagerServiceActivitiesQuery as QueryType } from '../../__generated__/ManagerServiceActivitiesQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { ServiceActivityList } from '../ServiceActivityList';
import board from '../../shared/components/Board.module.css';
import styles from '../Services.module.css';

export const ManagerServiceActivitiesQuery = graphql`
  # Page sizes are variables: graphql-armor multiplies the cost by literal first values only.
  query ManagerServiceActivitiesQuery($status: ServiceActivityStatus, $buildingId: ID, $homes: Int = 100, $count: Int = 30) {
    viewer { managedBuildings(first: $homes) { edges { node { id title } } } }
    ...ServiceActivityList_query @arguments(status: $status, buildingId: $buildingId, count: $count)
  }
`;

/**
 * /manager/service/activities: the Services tab of the service area, every service
 * booked for the manager's homes (inspections, photos, tours, cleanings), live.
 */
export function ManagerServiceActivities() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(ManagerServiceActivitiesQuery, queryRef);
  useDocumentTitle('Services');
  const homes = data.viewer.managedBuildings.edges.map((e) => e.node);
  if (homes.length === 0) {
    return (
      <MessagePage title="No homes yet" icon="tools" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
        <p>Once you list a home, you can book inspections, photos, tours and cleanings for it here.</p>
      </MessagePage>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <ServiceTabs current="services" />
      <div className={styles.heading}>
        <div>
          <h1>Services</h1>
          <p className={styles.lead}>Vendors' visits to your homes. This page updates by itself.</p>
        </div>
        <Link className="btn btn-primary" to="/manager/service/book">Book a service</Link>
      </div>
      <ServiceActivityList query={data} basePath="/manager/service/activities" homes={homes}
        emptyText="No services booked yet. Book an inspection, marketing photos, tours or a turnover cleaning." />
    </div>
  );
}

/** Tickets | Services: the two halves of /manager/service. */
export function ServiceTabs({ current }: { current: 'tickets' | 'services' }) {
  return (
    <nav aria-label="Service" className={board.tabs}>
      <Link to="/manager/service" aria-current={current === 'tickets' ? 'page' : undefined}>Tickets</Link>
      <Link to="/manager/service/activities" aria-current={current === 'services' ? 'page' : undefined}>Services</Link>
    </nav>
  );
}
