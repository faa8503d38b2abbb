import { graphql, useMutation } from 'react-relay';
import type { useCreateBuildingMutation as MutationType } from '../../__generated__/useCreateBuildingMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useCreateBuildingMutation($input: CreateBuildingInput!) {
    createBuilding(input: $input) {
      building { id databaseId }
      userErrors { field message }
    }
  }
`;

/** Puts a new, unlisted home on Hearth; the editor opens next. */
export function useCreateBuildingMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['createBuilding']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ createBuilding: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
