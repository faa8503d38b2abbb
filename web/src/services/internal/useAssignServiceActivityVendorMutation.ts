import { graphql, useMutation } from 'react-relay';
import type { useAssignServiceActivityVendorMutation as MutationType } from '../../__generated__/useAssignServiceActivityVendorMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useAssignServiceActivityVendorMutation($input: AssignServiceActivityVendorInput!) {
    assignServiceActivityVendor(input: $input) {
      serviceActivity { id ...ServiceActivityDetail_activity ...ServiceActivityRow_activity }
      userErrors { field message }
    }
  }
`;

/** Staff give an open job to a vendor company (reassigning: remove the vendor first). */
export function useAssignServiceActivityVendorMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ assignServiceActivityVendor: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
