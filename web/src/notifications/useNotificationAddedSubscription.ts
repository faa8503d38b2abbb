import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationAddedSubscription as SubscriptionType } from '../__generated__/useNotificationAddedSubscription.graphql';
import { logEvent } from '../shared/log';
import { emitNotificationAdded } from '../app/relay/notificationEvents';
import { prependNotification, setUnreadCount } from './notificationStore';

const subscription = graphql`
  subscription useNotificationAddedSubscription {
    notificationAdded {
      unreadCount
      notification {
        id
        eventType
        linkPath
        title
        ...NotificationItem_notification
      }
    }
  }
`;

/**
 * The viewer's notifications as they are created: the bell's number follows the
 * gateway's unread count, loaded lists get the new one on top, and listeners
 * (the Service Tickets board) hear about it. Mounted once, by the bell.
 */
export function useNotificationAddedSubscription(onArrived?: (title: string) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => ({
    subscription,
    variables: {},
    updater: (store) => {
      const event = store.getRootField('notificationAdded');
      const node = event?.getLinkedRecord('notification');
      if (!event || !node) return;
      setUnreadCount(store, event.getValue('unreadCount') as number);
      prependNotification(store, node);
    },
    onNext: (response) => {
      const notification = response?.notificationAdded.notification;
      if (!notification) return;
      emitNotificationAdded({ eventType: notification.eventType, linkPath: notification.linkPath });
      onArrived?.(notification.title);
    },
    // The bell keeps its last number; the next page load catches up.
    onError: (error) => logEvent('notification_subscription_failed', String(error)),
  }), [onArrived]);
  useSubscription<SubscriptionType>(config);
}
