import { Suspense, useCallback, useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Outlet, useLoaderData, useSearchParams } from 'react-router';
import type { RenterSupportList_viewer$key } from '../../__generated__/RenterSupportList_viewer.graphql';
import type { RenterSupportQuery as QueryType } from '../../__generated__/RenterSupportQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { isTicketEvent, onNotificationAdded } from '../../app/relay/notificationEvents';
import { useDisposeOnReplace, type PanelOutletContext } from '../../app/relay/routeQuery';
import { parseTicketParam } from '../labels';
import { TicketRow } from '../TicketRow';
import styles from '../../shared/components/Board.module.css';
import { OpenTicketForm } from './OpenTicketForm';

export const RenterSupportQuery = graphql`
  query RenterSupportQuery {
    viewer {
      isGuest
      supportHomes { id title numBedrooms }
      ...RenterSupportList_viewer
    }
    supportCategories { id name }
  }
`;

/**
 * /renter-support: a tenant asks for help with the home they live in and follows
 * the answers live. Someone who lives nowhere yet is told so (and where to look).
 */
export function RenterSupport() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer, supportCategories } = usePreloadedQuery<QueryType>(RenterSupportQuery, queryRef);
  useDocumentTitle('Support');
  const [params, setParams] = useSearchParams();
  const ticket = parseTicketParam(params.get('ticket'));
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Get help with your home" returnTo="/renter-support">
        <p>Log in to ask your homeowner for help and follow the answers.</p>
      </SignInPrompt>
    );
  }
  const homes = viewer.supportHomes;
  const close = () => setParams((p) => { p.delete('ticket'); return p; });
  const opened = (databaseId: number) => {
    setFormOpen(false);
    setSent(true);
    setParams((p) => { p.set('ticket', String(databaseId)); return p; });
  };

  if (homes.length === 0) {
    return (
      <div className="page">
        <MessagePage title="Support is for the home you live in" icon="tools"
          actions={<><Link className="btn btn-primary" to="/applications">Your applications</Link><Link className="btn" to="/listings">Browse homes</Link></>}>
          <p>Once your lease is signed and you have moved in, you can ask your homeowner for repairs and help here, and follow their answers.</p>
        </MessagePage>
      </div>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <div>
        <h1>Support</h1>
        <p className={styles.lead}>Ask your homeowner for a repair or for help. Answers show up here as soon as they are written.</p>
      </div>
      {sent && <p role="status" className="alert alert-success">Your ticket was sent. Your homeowner has been told.</p>}
      <div className={`${styles.split} ${ticket ? styles.splitOpen : styles.single}`}>
        <div className={`${styles.column} ${ticket ? styles.hideOnPhone : ''}`}>
          {formOpen ? (
            <OpenTicketForm homes={homes} categories={supportCategories} onOpened={opened} onCancel={() => setFormOpen(false)} />
          ) : (
            <div><button type="button" className="btn btn-primary" onClick={() => { setSent(false); setFormOpen(true); }}>Open a ticket</button></div>
          )}
          <TicketList viewer={viewer} showHome={homes.length > 1} />
        </div>
        {ticket && (
          <div className={styles.column}>
            <ErrorBoundary key={ticket} name="renter_ticket" fallback={<p role="alert" className="alert alert-error">This ticket could not be loaded. Try again later.</p>}>
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

function TicketList({ viewer, showHome }: { viewer: RenterSupportList_viewer$key; showHome: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment RenterSupportList_viewer on Viewer
      @refetchable(queryName: "RenterSupportListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        maintenanceTickets(first: $count, after: $cursor) @connection(key: "RenterSupport_maintenanceTickets", filters: []) {
          edges { node { id ...TicketRow_ticket } }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  // A housemate's ticket or an answer moves the list: refetch it, keeping it on screen meanwhile.
  useEffect(() => onNotificationAdded((n) => {
    if (isTicketEvent(n.eventType)) {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }
  }), [refetch]);
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(20);
  }, [hasNext, isLoadingNext, loadNext]);
  const edges = data.maintenanceTickets.edges;
  return (
    <section aria-labelledby="your-tickets" className={styles.column}>
      <h2 id="your-tickets" className={styles.sectionTitle}>Tickets of your home</h2>
      {edges.length === 0 ? (
        <p className={styles.empty}>No tickets yet. If something needs fixing, open one: your homeowner is told at once.</p>
      ) : (
        <ul className={styles.rows}>
          {edges.map((edge) => <TicketRow key={edge.node.id} ticket={edge.node} showHome={showHome} />)}
        </ul>
      )}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Show older tickets" />
    </section>
  );
}
