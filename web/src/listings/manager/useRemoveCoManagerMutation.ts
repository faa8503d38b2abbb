import { graphql, useMutation } from 'react-relay';
import type { useRemoveCoManagerMutation as MutationType } from '../../__generated__/useRemoveCoManagerMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useRemoveCoManagerMutation($input: RemoveCoManagerInput!) {
    removeCoManager(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Takes a co-manager's access away. */
export function useRemoveCoManagerMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ removeCoManager: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
