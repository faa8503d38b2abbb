import { useCallback, useId, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ServiceActivityList_query$key } from '../__generated__/ServiceActivityList_query.graphql';
import { LazyIndicator } from '../shared/components/LazyIndicator';
import { LoadMore } from '../shared/components/LoadMore';
import { activityFilters, STATUS_LABELS, STATUS_VALUES } from './labels';
import { ServiceActivityRow } from './ServiceActivityRow';
import styles from './Services.module.css';
import { useServiceActivitiesLive } from './useServiceActivityLive';

/**
 * Jobs the viewer sees, newest first, filterable by status (and home for a manager),
 * live: any change to one of them (or a new one) refetches the list in place.
 */
export function ServiceActivityList({ query, basePath, homes, emptyText }: {
  query: ServiceActivityList_query$key; basePath: string;
  homes?: ReadonlyArray<{ id: string; title: string }>; emptyText: string;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(graphql`
    fragment ServiceActivityList_query on Query
    @refetchable(queryName: "ServiceActivityListPaginationQuery")
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 30 }
      cursor: { type: "String" }
      status: { type: "ServiceActivityStatus" }
      buildingId: { type: "ID" }
    ) {
      serviceActivities(first: $count, after: $cursor, status: $status, buildingId: $buildingId)
        @connection(key: "ServiceActivityList_serviceActivities", filters: ["status", "buildingId"]) {
        edges { node { id ...ServiceActivityRow_activity } }
      }
    }
  `, query);
  const [params, setParams] = useSearchParams();
  const filters = activityFilters(params, homes?.map((h) => h.id));
  const [isRefreshing, startTransition] = useTransition();
  const statusId = useId();
  const homeId = useId();

  const reload = useCallback(() => {
    startTransition(() => {
      refetch({ status: filters.status, buildingId: filters.buildingId }, { fetchPolicy: 'network-only' });
    });
  }, [refetch, filters.status, filters.buildingId]);
  useServiceActivitiesLive(reload);

  const setFilter = (name: 'status' | 'home', value: string) => {
    setParams((p) => { if (value) p.set(name, value); else p.delete(name); return p; });
    const next = { ...filters, [name === 'home' ? 'buildingId' : 'status']: value || null };
    startTransition(() => {
      refetch({ status: next.status, buildingId: next.buildingId }, { fetchPolicy: 'store-and-network' });
    });
  };
  const edges = data.serviceActivities.edges;
  const filtered = filters.status !== null || filters.buildingId !== null;
  return (
    <>
      <div className={styles.filters} role="search" aria-label="Filter services">
        {homes && (
          <div className="field">
            <label htmlFor={homeId} className="field-label">Home</label>
            <select id={homeId} className="input" value={filters.buildingId ?? ''} onChange={(e) => setFilter('home', e.target.value)}>
              <option value="">All homes</option>
              {homes.map((h) => <option key={h.id} value={h.id}>{h.title}</option>)}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={statusId} className="field-label">Status</label>
          <select id={statusId} className="input" value={filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Any status</option>
            {STATUS_VALUES.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
          </select>
        </div>
      </div>
      {isRefreshing && <LazyIndicator inline label="Updating…" />}
      {edges.length === 0
        ? <p className={styles.empty}>{filtered ? 'No services match these filters.' : emptyText}</p>
        : <ul className={styles.list} aria-label="Services">{edges.map((e) => <ServiceActivityRow key={e.node.id} activity={e.node} basePath={basePath} />)}</ul>}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(30)} label="Show more services" />
    </>
  );
}
