import { graphql, useMutation } from 'react-relay';
import type { useAddParkingSpotMutation as MutationType } from '../../__generated__/useAddParkingSpotMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAddParkingSpotMutation($input: AddParkingSpotInput!) {
    addParkingSpot(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Adds a parking spot. */
export function useAddParkingSpotMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['addParkingSpot']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ addParkingSpot: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
