import { graphql, useMutation } from 'react-relay';
import type { useDeleteBathroomMutation as MutationType } from '../../__generated__/useDeleteBathroomMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useDeleteBathroomMutation($input: DeleteBathroomInput!) {
    deleteBathroom(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Removes a bathroom. */
export function useDeleteBathroomMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['deleteBathroom']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ deleteBathroom: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
