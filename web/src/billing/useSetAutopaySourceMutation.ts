import { graphql, useMutation } from 'react-relay';
import type { useSetAutopaySourceMutation as MutationType } from '../__generated__/useSetAutopaySourceMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSetAutopaySourceMutation($input: SetAutopaySourceInput!) {
    setAutopaySource(input: $input) {
      userErrors { field message }
    }
  }
`;

export function useSetAutopaySourceMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ setAutopaySource: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
