import { graphql, useMutation } from 'react-relay';
import type { useVerifyEmailMutation as MutationType } from '../../__generated__/useVerifyEmailMutation.graphql';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) { ok userErrors { field message } }
  }
`;

/** Confirms an email address with the verification mail's link. */
export function useVerifyEmailMutation() {
  const [commit] = useMutation<MutationType>(mutation);
  return (input: MutationType['variables']['input'], callbacks: { onDone(): void; onRefused(message: string): void; onFailure(): void }) =>
    commit({
      variables: { input },
      onCompleted: ({ verifyEmail: payload }) => (payload.ok
        ? callbacks.onDone()
        : callbacks.onRefused(payload.userErrors[0]?.message ?? 'This verification link is not valid or was already used.')),
      onError: callbacks.onFailure,
    });
}
