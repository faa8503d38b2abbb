import { graphql, useMutation } from 'react-relay';
import type { useResendEmailConfirmationMutation as MutationType } from '../../__generated__/useResendEmailConfirmationMutation.graphql';
import { badUserInputOf } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useResendEmailConfirmationMutation($input: ResendEmailConfirmationInput!) {
    resendEmailConfirmation(input: $input) { ok message userErrors { field message } }
  }
`;

/** Asks for a new confirmation link by mail; the answer is the same whether or not the email has an account. */
export function useResendEmailConfirmationMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (email: string, callbacks: { onSent(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: { input: { email } },
      onCompleted: ({ resendEmailConfirmation: payload }) => (payload.ok ? callbacks.onSent() : callbacks.onUserErrors(payload.userErrors)),
      onError: (error) => {
        const userErrors = badUserInputOf(error);
        return userErrors ? callbacks.onUserErrors(userErrors) : callbacks.onFailure();
      },
    });
  return [run, isInFlight] as const;
}
