import { graphql, useMutation } from 'react-relay';
import type { useCancelServiceActivityMutation as MutationType } from '../__generated__/useCancelServiceActivityMutation.graphql';
import { onMutationError } from '../app/relay/userInputErrors';
import type { UserErrorLike } from '../shared/userErrors';

const mutation = graphql`
  mutation useCancelServiceActivityMutation($input: CancelServiceActivityInput!) {
    cancelServiceActivity(input: $input) {
      serviceActivity { id ...ServiceActivityDetail_activity ...ServiceActivityRow_activity }
      userErrors { field message }
    }
  }
`;

/** The home's managers or staff cancel a job. */
export function useCancelServiceActivityMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ cancelServiceActivity: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
