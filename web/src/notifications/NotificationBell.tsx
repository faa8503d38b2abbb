import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLocation } from 'react-router';
import type { NotificationBell_viewer$key } from '../__generated__/NotificationBell_viewer.graphql';
import type { NotificationBellListQuery as ListQueryType } from '../__generated__/NotificationBellListQuery.graphql';
import { ErrorBoundary } from '../shared/components/ErrorBoundary';
import { LazyIndicator } from '../shared/components/LazyIndicator';
import styles from './Notifications.module.css';
import { NotificationItem } from './NotificationItem';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import { useNotificationAddedSubscription } from './useNotificationAddedSubscription';

/** The popover's list: loaded when the popover opens (not with every page), and refreshed each time it does. */
const BellListQuery = graphql`
  query NotificationBellListQuery {
    viewer {
      notifications(first: 8) @connection(key: "NotificationBell_notifications", filters: []) {
        edges { node { id ...NotificationItem_notification } }
      }
    }
  }
`;

/**
 * The bell of every signed-in header: the unread number (live, through the one
 * notificationAdded subscription of the page) and a popover with the latest ones.
 * Managers get "See all" (/manager/notifications); tenants have only the popover,
 * whose items lead to what they are about.
 */
export function NotificationBell({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationBell_viewer on Viewer {
        currentRole
        unreadNotificationCount
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  // Render as you fetch: the click that opens the popover starts its query (the bell
  // is in the header of every page, so no route loader owns it).
  const [listRef, loadList] = useQueryLoader<ListQueryType>(BellListQuery);
  const openPopover = () => {
    loadList({}, { fetchPolicy: 'store-and-network' });
    setOpen(true);
  };
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();
  // Screen readers hear a new notification without moving focus.
  const onArrived = useCallback((title: string) => setAnnouncement(`New notification: ${title}`), []);
  useNotificationAddedSubscription(onArrived);

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => root.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const count = data.unreadNotificationCount;
  const isManager = data.currentRole === 'MANAGER';
  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        onClick={() => (open ? setOpen(false) : openPopover())}
      >
        <BellIcon />
        {count > 0 && <span className={styles.badge} aria-hidden="true" data-testid="unread-count">{count > 99 ? '99+' : count}</span>}
      </button>
      <span className="visually-hidden" aria-live="polite">{announcement}</span>
      {open && listRef && (
        <div id={panelId} className={styles.popover} role="region" aria-label="Notifications">
          <ErrorBoundary name="notifications" fallback={<p className={styles.popoverNote}>Notifications could not be loaded. Try again later.</p>}>
            <Suspense fallback={<div className={styles.popoverNote}><LazyIndicator inline label="Loading notifications…" /></div>}>
              <BellList queryRef={listRef} hasUnread={count > 0} onFollow={() => setOpen(false)} />
            </Suspense>
          </ErrorBoundary>
          {isManager && (
            <Link className={styles.seeAll} to="/manager/notifications" onClick={() => setOpen(false)}>See all notifications</Link>
          )}
        </div>
      )}
    </div>
  );
}

function BellList({ queryRef, hasUnread, onFollow }: { queryRef: PreloadedQuery<ListQueryType>; hasUnread: boolean; onFollow(): void }) {
  const { viewer } = usePreloadedQuery<ListQueryType>(BellListQuery, queryRef);
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const [failed, setFailed] = useState(false);
  const edges = viewer.notifications.edges;
  return (
    <>
      <div className={styles.popoverHeader}>
        <h2 className={styles.popoverTitle}>Notifications</h2>
        {hasUnread && (
          <button type="button" className="btn btn-quiet" disabled={markingAll} onClick={() => markAll({ onFailure: () => setFailed(true) })}>
            Mark all as read
          </button>
        )}
      </div>
      {failed && <p role="alert" className="alert alert-error">That did not work. Try again.</p>}
      {edges.length === 0 ? (
        <p className={styles.popoverNote}>Nothing yet. We will let you know when something needs you.</p>
      ) : (
        <ul className={styles.list} aria-label="Latest notifications">
          {edges.map((edge) => <NotificationItem key={edge.node.id} notification={edge.node} onFollow={onFollow} />)}
        </ul>
      )}
    </>
  );
}

/** A bell outline (after Feather, MIT); decorative, the button has the label. */
function BellIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
