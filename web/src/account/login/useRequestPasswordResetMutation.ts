import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordResetMutation as MutationType } from '../../__generated__/useRequestPasswordResetMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { ok message userErrors { field message } }
  }
`;

/** Asks for a reset link by mail; the answer is the same whether or not the email has an account. */
export function useRequestPasswordResetMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (email: string, callbacks: { onSent(message: string | null): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: { input: { email } },
      onCompleted: ({ requestPasswordReset: payload }) => (payload.ok ? callbacks.onSent(payload.message ?? null) : callbacks.onUserErrors(payload.userErrors)),
      onError: callbacks.onFailure,
    });
  return [run, isInFlight] as const;
}
