import { graphql, useMutation } from 'react-relay';
import type { useSetBuildingListedMutation as MutationType } from '../../__generated__/useSetBuildingListedMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSetBuildingListedMutation($input: SetBuildingListedInput!) {
    setBuildingListed(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Lists or unlists a home; a home with configuration errors comes back with them as userErrors. */
export function useSetBuildingListedMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['setBuildingListed']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ setBuildingListed: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
