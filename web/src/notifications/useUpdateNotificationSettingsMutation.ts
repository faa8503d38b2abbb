import { graphql, useMutation } from 'react-relay';
import type { useUpdateNotificationSettingsMutation as MutationType } from '../__generated__/useUpdateNotificationSettingsMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { copyPayloadViewer } from '../app/relay/copyPayloadViewer';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation useUpdateNotificationSettingsMutation($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      viewer { notificationSettings { group inApp email } }
      userErrors { field message }
    }
  }
`;

/** Saves the in-app and email choices of every group; the page's viewer takes the saved ones. */
export function useUpdateNotificationSettingsMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    settings: MutationType['variables']['input']['settings'],
    callbacks: { onSaved(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input: { settings } },
      updater: (store, data) => {
        if (!data?.updateNotificationSettings.userErrors.length) copyPayloadViewer(store, 'updateNotificationSettings', { lists: ['notificationSettings'] });
      },
      onCompleted: ({ updateNotificationSettings: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSaved(),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
