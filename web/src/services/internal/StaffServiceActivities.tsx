import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { StaffServiceActivitiesQuery as QueryType } from '../../__generated__/StaffServiceActivitiesQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ServiceActivityList } from '../ServiceActivityList';
import styles from '../Services.module.css';

export const StaffServiceActivitiesQuery = graphql`
  query StaffServiceActivitiesQuery($status: ServiceActivityStatus, $count: Int = 30) {
    ...ServiceActivityList_query @arguments(status: $status, count: $count)
  }
`;

/** /internal/service-activities: every job of the marketplace, by status, live. */
export function StaffServiceActivities() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  if (!queryRef) return null;
  return <List queryRef={queryRef} />;
}

function List({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(StaffServiceActivitiesQuery, queryRef);
  useDocumentTitle('Service activities');
  return (
    <div className={`page ${styles.page}`}>
      <h1>Service activities</h1>
      <p className={styles.lead}>Every job booked on the marketplace, newest first. Open one to check, pay, cancel or take it from its vendor.</p>
      <ServiceActivityList query={data} basePath="/internal/service-activities" emptyText="No service has been booked yet." />
    </div>
  );
}
