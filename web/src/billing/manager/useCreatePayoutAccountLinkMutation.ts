import { graphql, useMutation } from 'react-relay';
import type { useCreatePayoutAccountLinkMutation as MutationType } from '../../__generated__/useCreatePayoutAccountLinkMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useCreatePayoutAccountLinkMutation {
    createPayoutAccountLink {
      url
      userErrors { field message }
    }
  }
`;

/** The link is single-use and short-lived: ask for it on click, never ahead of time. */
export function useCreatePayoutAccountLinkMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (callbacks: { onDone(url: string): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: {},
      onCompleted: ({ createPayoutAccountLink: payload }) =>
        payload.url && !payload.userErrors.length ? callbacks.onDone(payload.url) : callbacks.onUserErrors(payload.userErrors),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
