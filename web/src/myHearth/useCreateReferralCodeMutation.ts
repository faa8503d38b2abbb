import { graphql, useMutation } from 'react-relay';
import type { useCreateReferralCodeMutation as MutationType } from '../__generated__/useCreateReferralCodeMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation useCreateReferralCodeMutation {
    createReferralCode {
      viewer {
        referral { ...PromoteListing_referral }
      }
      userErrors { field message code }
    }
  }
`;

/** Issues the renter's invite code; the page's invite section shows it at once. */
export function useCreateReferralCodeMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: {},
      // The payload's viewer is stored apart from the page's (Viewer has no id): move its invite over.
      updater: (store) => {
        const fresh = store.getRootField('createReferralCode')?.getLinkedRecord('viewer')?.getLinkedRecord('referral');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (fresh && viewer) viewer.setLinkedRecord(fresh, 'referral');
      },
      onCompleted: ({ createReferralCode: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
