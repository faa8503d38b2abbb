import { graphql, useMutation } from 'react-relay';
import type { useAcceptGuarantorInviteMutation as AcceptMutation } from '../../__generated__/useAcceptGuarantorInviteMutation.graphql';

const mutation = graphql`
  mutation useAcceptGuarantorInviteMutation($input: AcceptGuarantorInviteInput!) {
    acceptGuarantorInvite(input: $input) {
      guarantorConnection {
        databaseId
      }
      viewer {
        showFinishGuarantorScreening
      }
      userErrors {
        message
      }
    }
  }
`;

/** Accepts an invite as the signed-in user. */
export function useAcceptGuarantorInviteMutation() {
  const [commit, isInFlight] = useMutation<AcceptMutation>(mutation);
  const accept = (connectionId: string, inviteToken: string, callbacks: { onAccepted(databaseId: string): void; onRefused(message: string): void }) =>
    commit({
      variables: { input: { connectionId, inviteToken } },
      // The header was loaded before accepting: show its Finish Guarantor Screening button now.
      updater: (store, data) => {
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const show = data?.acceptGuarantorInvite.viewer.showFinishGuarantorScreening;
        if (viewer && show !== undefined) viewer.setValue(show, 'showFinishGuarantorScreening');
      },
      onCompleted: ({ acceptGuarantorInvite: payload }) =>
        payload.guarantorConnection
          ? callbacks.onAccepted(payload.guarantorConnection.databaseId)
          : callbacks.onRefused(payload.userErrors[0]?.message ?? 'We could not accept this invite.'),
      onError: () => callbacks.onRefused('We could not reach Hearth. Check your connection and try again.'),
    });
  return [accept, isInFlight] as const;
}
