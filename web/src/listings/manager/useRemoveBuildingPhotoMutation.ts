import { graphql, useMutation } from 'react-relay';
import type { useRemoveBuildingPhotoMutation as MutationType } from '../../__generated__/useRemoveBuildingPhotoMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useRemoveBuildingPhotoMutation($input: RemoveBuildingPhotoInput!) {
    removeBuildingPhoto(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Takes one uploaded photo off the home (its public address stops answering). */
export function useRemoveBuildingPhotoMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ removeBuildingPhoto: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
