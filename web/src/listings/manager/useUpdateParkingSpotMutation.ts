import { graphql, useMutation } from 'react-relay';
import type { useUpdateParkingSpotMutation as MutationType } from '../../__generated__/useUpdateParkingSpotMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useUpdateParkingSpotMutation($input: UpdateParkingSpotInput!) {
    updateParkingSpot(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Saves changes to one of the home's parking spots; the home (counts, price range, errors) refreshes from the payload. */
export function useUpdateParkingSpotMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ updateParkingSpot: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: callbacks.onFailure,
    });
  return [run, isInFlight] as const;
}
