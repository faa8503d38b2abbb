import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSaveListingMutation as SaveListingMutation } from '../../__generated__/useSaveListingMutation.graphql';

const mutation = graphql`
  mutation useSaveListingMutation($input: SaveListingInput!) {
    saveListing(input: $input) {
      building {
        id
        isSaved
      }
      userErrors {
        message
      }
    }
  }
`;

/** Saves a home; the heart fills at once (optimistic) and empties again if the server refuses. */
export function useSaveListingMutation() {
  const [commit, isPending] = useMutation<SaveListingMutation>(mutation);
  const saveListing = useCallback(
    (buildingId: string, onFailure: (message: string) => void) =>
      commit({
        variables: { input: { buildingId } },
        optimisticResponse: { saveListing: { building: { id: buildingId, isSaved: true }, userErrors: [] } },
        onCompleted: ({ saveListing: payload }) => payload.userErrors[0] && onFailure(payload.userErrors[0].message),
        onError: () => onFailure('We could not save this home. Please try again.'),
      }),
    [commit],
  );
  return [saveListing, isPending] as const;
}
