import { graphql, useMutation } from 'react-relay';
import type { useSetServiceActivityStatusMutation as MutationType } from '../__generated__/useSetServiceActivityStatusMutation.graphql';
import { onMutationError } from '../app/relay/userInputErrors';
import type { UserErrorLike } from '../shared/userErrors';

const mutation = graphql`
  mutation useSetServiceActivityStatusMutation($input: SetServiceActivityStatusInput!) {
    setServiceActivityStatus(input: $input) {
      serviceActivity { id ...ServiceActivityDetail_activity ...ServiceActivityRow_activity }
      userErrors { field message }
    }
  }
`;

/** Approve or send back handed-in work (managers, staff); staff close an approved job, which pays it. */
export function useSetServiceActivityStatusMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ setServiceActivityStatus: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
