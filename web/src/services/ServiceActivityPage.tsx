import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ServiceActivityDetailQuery as QueryType } from '../__generated__/ServiceActivityDetailQuery.graphql';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { MessagePage } from '../shared/components/MessagePage';
import { ServiceActivityDetail } from './ServiceActivityDetail';
import styles from './Services.module.css';
import { useServiceActivityLive } from './useServiceActivityLive';

export const ServiceActivityDetailQuery = graphql`
  query ServiceActivityDetailQuery($id: ID!) {
    serviceActivity(id: $id) { id serviceType { name } ...ServiceActivityDetail_activity }
  }
`;

/** One job on its own page, live (manager: /manager/service/activities/:id; staff: /internal/service-activities/:id). */
export function ServiceActivityPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  if (!queryRef) return <Missing backTo={backTo} backLabel={backLabel} />;
  return <Page queryRef={queryRef} backTo={backTo} backLabel={backLabel} />;
}

function Page({ queryRef, backTo, backLabel }: { queryRef: PreloadedQuery<QueryType>; backTo: string; backLabel: string }) {
  useDisposeOnReplace(queryRef);
  const { serviceActivity } = usePreloadedQuery<QueryType>(ServiceActivityDetailQuery, queryRef);
  useDocumentTitle(serviceActivity?.serviceType.name ?? 'Service');
  if (!serviceActivity) return <Missing backTo={backTo} backLabel={backLabel} />;
  return (
    <div className={`page ${styles.page}`}>
      <Link to={backTo} className={styles.back}>← {backLabel}</Link>
      <Live id={serviceActivity.id} />
      <ServiceActivityDetail activity={serviceActivity} />
      <p className="muted">This page updates by itself as the vendor works.</p>
    </div>
  );
}

function Live({ id }: { id: string }) {
  useServiceActivityLive(id);
  return null;
}

function Missing({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <MessagePage title="Service not found" icon="tools">
      <p>This service does not exist or is not yours to see. <Link to={backTo}>{backLabel}</Link></p>
    </MessagePage>
  );
}
