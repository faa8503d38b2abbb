import { graphql, useMutation } from 'react-relay';
import type { InviteGuarantorInput, useInviteGuarantorMutation as InviteGuarantorMutation } from '../../__generated__/useInviteGuarantorMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useInviteGuarantorMutation($input: InviteGuarantorInput!) {
    inviteGuarantor(input: $input) {
      guarantorConnection {
        guarantorName
      }
      viewer {
        guarantorConnections {
          id
          ...GuarantorConnectionItem_connection
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface InviteCallbacks {
  onInvited(guarantorName: string): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Invites a guarantor; the answer carries the tenant's refreshed list. */
export function useInviteGuarantorMutation() {
  const [commit, isInFlight] = useMutation<InviteGuarantorMutation>(mutation);
  const invite = (input: InviteGuarantorInput, callbacks: InviteCallbacks) =>
    commit({
      variables: { input },
      // The payload's viewer is the same Viewer as the page's: keep the page's list current.
      updater: (store) => {
        const fresh = store.getRootField('inviteGuarantor')?.getLinkedRecord('viewer')?.getLinkedRecords('guarantorConnections');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (fresh && viewer) viewer.setLinkedRecords(fresh, 'guarantorConnections');
      },
      onCompleted: ({ inviteGuarantor: payload }) =>
        payload.userErrors.length || !payload.guarantorConnection
          ? callbacks.onUserErrors(payload.userErrors)
          : callbacks.onInvited(payload.guarantorConnection.guarantorName),
      onError: onMutationError(callbacks),
    });
  return [invite, isInFlight] as const;
}
