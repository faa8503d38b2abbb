import { graphql, useMutation } from 'react-relay';
import type { useSetManagerPayoutsPausedMutation as MutationType } from '../../__generated__/useSetManagerPayoutsPausedMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSetManagerPayoutsPausedMutation($input: PauseManagerPayoutsInput!) {
    setManagerPayoutsPaused(input: $input) {
      ok
      userErrors { field message }
    }
  }
`;

export function useSetManagerPayoutsPausedMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ setManagerPayoutsPaused: payload }) => (payload.ok && !payload.userErrors.length ? callbacks.onDone() : callbacks.onUserErrors(payload.userErrors)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
