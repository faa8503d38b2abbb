import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NotificationItem_notification$key } from '../__generated__/NotificationItem_notification.graphql';
import styles from './Notifications.module.css';
import { timeAgo } from '../shared/timeAgo';
import { useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';

/**
 * One notification: unread ones stand out (dot, bold, tinted) and have a Mark read
 * button; following its link marks it read too.
 */
export function NotificationItem({ notification, onFollow }: { notification: NotificationItem_notification$key; onFollow?(): void }) {
  const n = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        title
        body
        linkPath
        read
        createdAt
        building { title }
      }
    `,
    notification,
  );
  const [markRead] = useMarkNotificationReadMutation();
  const follow = () => {
    if (!n.read) markRead(n.id);
    onFollow?.();
  };
  const content = (
    <>
      <span className={styles.itemTitle}>
        {!n.read && <span className={styles.unreadDot}><span className="visually-hidden">Unread: </span></span>}
        {n.title}
      </span>
      {n.body && <span className={styles.itemBody}>{n.body}</span>}
      <span className={styles.itemMeta}>
        {/* The body often names the home already. */}
        {n.building?.title && n.building.title !== n.body && <>{n.building.title} · </>}
        <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
      </span>
    </>
  );
  return (
    <li className={`${styles.item} ${n.read ? '' : styles.unread}`}>
      {n.linkPath ? (
        <Link to={n.linkPath} className={styles.itemMain} onClick={follow}>{content}</Link>
      ) : (
        <div className={styles.itemMain}>{content}</div>
      )}
      {!n.read && (
        <button type="button" className={`btn btn-quiet ${styles.markRead}`} onClick={() => markRead(n.id)} aria-label={`Mark “${n.title}” as read`}>
          Mark read
        </button>
      )}
    </li>
  );
}
