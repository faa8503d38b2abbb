import { graphql, useMutation } from 'react-relay';
import type { useRemoveServiceActivityVendorMutation as MutationType } from '../__generated__/useRemoveServiceActivityVendorMutation.graphql';
import { onMutationError } from '../app/relay/userInputErrors';
import type { UserErrorLike } from '../shared/userErrors';

const mutation = graphql`
  mutation useRemoveServiceActivityVendorMutation($input: RemoveServiceActivityVendorInput!) {
    removeServiceActivityVendor(input: $input) {
      serviceActivity { id ...ServiceActivityDetail_activity ...ServiceActivityRow_activity }
      userErrors { field message }
    }
  }
`;

/** Take a job from its vendor with one of the spec's ten reasons; it is offered again. */
export function useRemoveServiceActivityVendorMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ removeServiceActivityVendor: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
