import { graphql, useMutation } from 'react-relay';
import type { useDeleteBedroomMutation as MutationType } from '../../__generated__/useDeleteBedroomMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useDeleteBedroomMutation($input: DeleteBedroomInput!) {
    deleteBedroom(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Removes a bedroom (refused while someone applied for it or rents it). */
export function useDeleteBedroomMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['deleteBedroom']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ deleteBedroom: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
