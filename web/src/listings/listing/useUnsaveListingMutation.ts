import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnsaveListingMutation as UnsaveListingMutation } from '../../__generated__/useUnsaveListingMutation.graphql';

const mutation = graphql`
  mutation useUnsaveListingMutation($input: SaveListingInput!) {
    unsaveListing(input: $input) {
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

/** Removes a home from the saved list, optimistically like saving. */
export function useUnsaveListingMutation() {
  const [commit, isPending] = useMutation<UnsaveListingMutation>(mutation);
  const unsaveListing = useCallback(
    (buildingId: string, onFailure: (message: string) => void) =>
      commit({
        variables: { input: { buildingId } },
        optimisticResponse: { unsaveListing: { building: { id: buildingId, isSaved: false }, userErrors: [] } },
        onCompleted: ({ unsaveListing: payload }) => payload.userErrors[0] && onFailure(payload.userErrors[0].message),
        onError: () => onFailure('We could not remove this home from your saved list. Please try again.'),
      }),
    [commit],
  );
  return [unsaveListing, isPending] as const;
}
