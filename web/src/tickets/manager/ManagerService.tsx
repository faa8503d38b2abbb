import { Suspense, useCallback, useEffect, useId, useMemo, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Outlet, useLoaderData, useSearchParams } from 'react-router';
import type { ManagerServiceList_viewer$key } from '../../__generated__/ManagerServiceList_viewer.graphql';
import type { ManagerServiceQuery as QueryType } from '../../__generated__/ManagerServiceQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';
import { isTicketEvent, onNotificationAdded } from '../../app/relay/notificationEvents';
import { type PanelOutletContext, useDisposeOnReplace } from '../../app/relay/routeQuery';
import { onLiveReconnected } from '../../app/relay/subscriptions';
import { parseTicketParam, TICKET_STATUS_LABELS, TICKET_STATUS_VALUES } from '../labels';
import { TicketRow } from '../TicketRow';
import styles from '../../shared/components/Board.module.css';
import { serviceFilters } from './serviceFilters';

export const ManagerServiceQuery = graphql`
  # Page sizes are variables: graphql-armor multiplies the cost by literal first values only.
  # The homes are id and title only (serviceHomes): light for a manager with hundreds of homes.
  query ManagerServiceQuery($buildingId: ID, $status: TicketStatus, $count: Int = 30) {
    viewer {
      serviceHomes { buildingId title }
      ...ManagerServiceList_viewer @arguments(buildingId: $buildingId, status: $status, count: $count)
    }
  }
`;

/**
 * /manager/service (Service Tickets): the tickets of the manager's homes, by home,
 * filterable by home and status (?home=, ?status=), with the ticket of ?ticket=
 * open beside the list. New tickets appear when their notification arrives.
 */
export function ManagerService() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerServiceQuery, queryRef);
  useDocumentTitle('Service tickets');
  const [params, setParams] = useSearchParams();
  const ticket = parseTicketParam(params.get('ticket'));
  const homes = viewer.serviceHomes.map((h) => ({ id: h.buildingId, title: h.title }));
  const close = () => setParams((p) => { p.delete('ticket'); return p; });

  if (homes.length === 0) {
    return (
      <MessagePage title="No homes yet" icon="tools" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
        <p>Once you list a home, its tenants' support tickets appear here.</p>
      </MessagePage>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <nav aria-label="Service" className={styles.tabs}>
        <Link to="/manager/service" aria-current="page">Tickets</Link>
        <Link to="/manager/service/activities">Services</Link>
      </nav>
      <div>
        <h1>Service tickets</h1>
        <p className={styles.lead}>Support requests from the tenants of your homes. This page updates by itself.</p>
      </div>
      <div className={`${styles.split} ${ticket ? styles.splitOpen : styles.single}`}>
        <div className={`${styles.column} ${ticket ? styles.hideOnPhone : ''}`}>
          <TicketBoard viewer={viewer} homes={homes} />
        </div>
        {ticket && (
          <div className={styles.column}>
            <ErrorBoundary key={ticket} name="service_ticket" fallback={<p role="alert" className="alert alert-error">This ticket could not be loaded. Try again later.</p>}>
              <Suspense fallback={<LazyIndicator label="Loading the ticket…" />}>
                <Outlet context={{ onClose: close } satisfies PanelOutletContext} />
              </Suspense>
            </ErrorBoundary>
          </div>
        )}
      </div>
    </div>
  );
}

function TicketBoard({ viewer, homes }: { viewer: ManagerServiceList_viewer$key; homes: ReadonlyArray<{ id: string; title: string }> }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ManagerServiceList_viewer on Viewer
      @refetchable(queryName: "ManagerServiceListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        buildingId: { type: "ID" }
        status: { type: "TicketStatus" }
      ) {
        maintenanceTickets(first: $count, after: $cursor, buildingId: $buildingId, status: $status)
          @connection(key: "ManagerServiceList_maintenanceTickets", filters: ["buildingId", "status"]) {
          edges { node { id building { id title } ...TicketRow_ticket } }
        }
      }
    `,
    viewer,
  );
  const [params, setParams] = useSearchParams();
  const filters = serviceFilters(params, homes.map((h) => h.id));
  const [isRefreshing, startTransition] = useTransition();
  const homeSelect = useId();
  const statusSelect = useId();

  // Refetching in a transition keeps the list on screen while the new one loads.
  const reload = useCallback(() => {
    startTransition(() => {
      refetch({ buildingId: filters.buildingId, status: filters.status }, { fetchPolicy: 'network-only' });
    });
  }, [refetch, filters.buildingId, filters.status]);

  // A ticket notification (opened, replied to …) means the list may have changed.
  useEffect(() => onNotificationAdded((n) => {
    if (isTicketEvent(n.eventType)) reload();
  }), [reload]);
  useEffect(() => onLiveReconnected(reload), [reload]);

  const setFilter = (name: 'home' | 'status', value: string) => {
    setParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      return p;
    });
    const next = { ...filters, [name === 'home' ? 'buildingId' : 'status']: value || null };
    startTransition(() => {
      refetch({ buildingId: next.buildingId, status: next.status }, { fetchPolicy: 'store-and-network' });
    });
  };

  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(30);
  }, [hasNext, isLoadingNext, loadNext]);
  const groups = useMemo(() => groupByHome(data.maintenanceTickets.edges.map((e) => e.node)), [data.maintenanceTickets.edges]);

  return (
    <>
      <div className={styles.filters} role="search" aria-label="Filter tickets">
        <div className="field">
          <label htmlFor={homeSelect} className="field-label">Home</label>
          <select id={homeSelect} className="input" value={filters.buildingId ?? ''} onChange={(e) => setFilter('home', e.target.value)}>
            <option value="">All homes</option>
            {homes.map((h) => <option key={h.id} value={h.id}>{h.title}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={statusSelect} className="field-label">Status</label>
          <select id={statusSelect} className="input" value={filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Any status</option>
            {TICKET_STATUS_VALUES.map((s) => <option key={s} value={s}>{TICKET_STATUS_LABELS[s]}</option>)}
          </select>
        </div>
      </div>
      {isRefreshing && <LazyIndicator inline label="Updating…" />}
      {groups.length === 0 ? (
        <p className={styles.empty}>{filters.buildingId || filters.status ? 'No tickets match these filters.' : 'No tickets yet. When a tenant asks for help, it shows up here at once.'}</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-label={`Tickets of ${group.title}`}>
            <h2 className={styles.groupTitle}>{group.title} <span className="muted">({group.tickets.length})</span></h2>
            <ul className={styles.rows}>
              {group.tickets.map((t) => <TicketRow key={t.id} ticket={t} />)}
            </ul>
          </section>
        ))
      )}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Show more tickets" />
    </>
  );
}

/** Keeps the list's order (newest first): a home's section comes where its newest ticket is. */
function groupByHome<T extends { building: { id: string; title: string } | null | undefined }>(tickets: readonly T[]) {
  const groups = new Map<string, { key: string; title: string; tickets: T[] }>();
  for (const ticket of tickets) {
    const key = ticket.building?.id ?? 'none';
    if (!groups.has(key)) groups.set(key, { key, title: ticket.building?.title ?? 'Other', tickets: [] });
    groups.get(key)!.tickets.push(ticket);
  }
  return [...groups.values()];
}
