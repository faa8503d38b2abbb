import { graphql, useMutation } from 'react-relay';
import type { useUpdateBathroomMutation as MutationType } from '../../__generated__/useUpdateBathroomMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useUpdateBathroomMutation($input: UpdateBathroomInput!) {
    updateBathroom(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Saves changes to one of the home's bathrooms; the home (counts, price range, errors) refreshes from the payload. */
export function useUpdateBathroomMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ updateBathroom: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: callbacks.onFailure,
    });
  return [run, isInFlight] as const;
}
