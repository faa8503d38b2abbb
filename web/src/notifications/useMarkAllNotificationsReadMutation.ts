import { graphql, useMutation } from 'react-relay';
import type { useMarkAllNotificationsReadMutation as MutationType } from '../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { markLoadedNotificationsRead, setUnreadCount } from './notificationStore';

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      viewer { unreadNotificationCount }
      userErrors { field message }
    }
  }
`;

/** Marks every notification read: the count from the payload, the loaded items by hand (the payload lists none). */
export function useMarkAllNotificationsReadMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (callbacks: { onFailure(): void }) =>
    commit({
      variables: {},
      updater: (store, data) => {
        if (data?.markAllNotificationsRead.userErrors.length) return;
        setUnreadCount(store, data?.markAllNotificationsRead.viewer.unreadNotificationCount ?? 0);
        markLoadedNotificationsRead(store);
      },
      onCompleted: (data) => {
        if (data.markAllNotificationsRead.userErrors.length > 0) callbacks.onFailure();
      },
      onError: callbacks.onFailure,
    });
  return [run, isInFlight] as const;
}
