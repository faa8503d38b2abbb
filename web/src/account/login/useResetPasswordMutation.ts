import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as MutationType } from '../../__generated__/useResetPasswordMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) { ok userErrors { field message } }
  }
`;

/** Sets a new password with the mailed link's token. */
export function useResetPasswordMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (input: MutationType['variables']['input'], callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: { input },
      onCompleted: ({ resetPassword: payload }) => (payload.ok ? callbacks.onDone() : callbacks.onUserErrors(payload.userErrors)),
      // A character Hearth cannot store (a NUL byte) in the new password is named by the field, not blamed on the connection.
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
