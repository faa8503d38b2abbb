import { useCallback, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ManagerNotificationsList_viewer$key } from '../__generated__/ManagerNotificationsList_viewer.graphql';
import type { ManagerNotificationsQuery as QueryType } from '../__generated__/ManagerNotificationsQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LoadMore } from '../shared/components/LoadMore';
import { MessagePage } from '../shared/components/MessagePage';
import { plural } from '../shared/format';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { NotificationItem } from './NotificationItem';
import styles from './Notifications.module.css';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';

export const ManagerNotificationsQuery = graphql`
  query ManagerNotificationsQuery {
    viewer {
      unreadNotificationCount
      ...ManagerNotificationsList_viewer
      ...NotificationSettingsForm_viewer
    }
  }
`;

/**
 * /manager/notifications: every notification, newest first, new ones added live by
 * the bell's subscription (same store connection); unread ones stand out. Beside
 * it, which groups reach the manager in the app and by email.
 */
export function ManagerNotifications() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerNotificationsQuery, queryRef);
  useDocumentTitle('Notifications');
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const [failed, setFailed] = useState(false);
  const unread = viewer.unreadNotificationCount;
  return (
    <div className={`page ${styles.page}`}>
      <section className={styles.panel} aria-labelledby="notifications-heading">
        <div className={styles.pageHeader}>
          <div>
            <h1 id="notifications-heading">Notifications</h1>
            <p className={styles.lead} aria-live="polite">{unread > 0 ? `${plural(unread, 'unread notification')}` : 'You are all caught up.'}</p>
          </div>
          {unread > 0 && (
            <button type="button" className="btn" disabled={markingAll} onClick={() => markAll({ onFailure: () => setFailed(true) })}>
              {markingAll ? 'Marking…' : 'Mark all as read'}
            </button>
          )}
        </div>
        {failed && <p role="alert" className="alert alert-error">We could not mark them read. Check your connection and try again.</p>}
        <NotificationList viewer={viewer} />
      </section>
      <NotificationSettingsForm viewer={viewer} />
    </div>
  );
}

function NotificationList({ viewer }: { viewer: ManagerNotificationsList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ManagerNotificationsList_viewer on Viewer
      @refetchable(queryName: "ManagerNotificationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "ManagerNotificationsList_notifications", filters: []) {
          edges { node { id ...NotificationItem_notification } }
        }
      }
    `,
    viewer,
  );
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(20);
  }, [hasNext, isLoadingNext, loadNext]);
  const edges = data.notifications.edges;
  if (edges.length === 0) {
    return (
      <MessagePage headingLevel={2} title="No notifications yet">
        <p>New applications, signed leases and service tickets of your homes show up here as they happen.</p>
      </MessagePage>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Notifications">
        {edges.map((edge) => <NotificationItem key={edge.node.id} notification={edge.node} />)}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Show older notifications" />
    </>
  );
}
