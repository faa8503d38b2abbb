import { graphql, useMutation } from 'react-relay';
import type { useAddBuildingPhotosMutation as MutationType } from '../../__generated__/useAddBuildingPhotosMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAddBuildingPhotosMutation($input: AddBuildingPhotosInput!) {
    addBuildingPhotos(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Attaches the manager's uploaded photos to the home, after the ones it shows. */
export function useAddBuildingPhotosMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ addBuildingPhotos: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
