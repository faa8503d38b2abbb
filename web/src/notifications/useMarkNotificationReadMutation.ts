import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationReadMutation as MutationType } from '../__generated__/useMarkNotificationReadMutation.graphql';
import { setUnreadCount } from './notificationStore';

const mutation = graphql`
  mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification { id read readAt }
      viewer { unreadNotificationCount }
      userErrors { field message }
    }
  }
`;

/** Marks one notification read; the bell and the lists take the new count from the payload. */
export function useMarkNotificationReadMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (notificationId: string, onFailure?: () => void) =>
    commit({
      variables: { input: { notificationId } },
      optimisticUpdater: (store) => store.get(notificationId)?.setValue(true, 'read'),
      updater: (store, data) => setUnreadCount(store, data?.markNotificationRead.viewer.unreadNotificationCount),
      onError: () => onFailure?.(),
    });
  return [run, isInFlight] as const;
}
