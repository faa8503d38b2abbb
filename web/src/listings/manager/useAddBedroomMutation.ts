import { graphql, useMutation } from 'react-relay';
import type { useAddBedroomMutation as MutationType } from '../../__generated__/useAddBedroomMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAddBedroomMutation($input: AddBedroomInput!) {
    addBedroom(input: $input) {
      building { id databaseId ...EditListing_building }
      userErrors { field message }
    }
  }
`;

/** Adds a bedroom; the home (counts, price range, errors) refreshes from the payload. */
export function useAddBedroomMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['addBedroom']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ addBedroom: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
