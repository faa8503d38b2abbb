import { graphql, useMutation } from 'react-relay';
import type { useCreateTestCardTokenMutation as MutationType } from '../__generated__/useCreateTestCardTokenMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation useCreateTestCardTokenMutation($input: CreateTestCardTokenInput!) {
    createTestCardToken(input: $input) {
      token
      userErrors { field message }
    }
  }
`;

/** Stands in for the processor's card form: the card number never reaches our own records, only the token. */
export function useCreateTestCardTokenMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(token: string): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ createTestCardToken: payload }) =>
        payload.token && !payload.userErrors.length ? callbacks.onDone(payload.token) : callbacks.onUserErrors(payload.userErrors),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
