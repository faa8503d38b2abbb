import { graphql, useMutation } from 'react-relay';
import type { useUpdateBuildingPricingMutation as MutationType } from '../../__generated__/useUpdateBuildingPricingMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useUpdateBuildingPricingMutation($input: UpdateBuildingPricingInput!) {
    updateBuildingPricing(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Sets the pricing mode of a home. */
export function useUpdateBuildingPricingMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['updateBuildingPricing']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ updateBuildingPricing: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
