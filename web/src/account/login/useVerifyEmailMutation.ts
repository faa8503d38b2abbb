import { graphql, useMutation } from 'react-relay';
import type { useVerifyEmailMutation as MutationType } from '../../__generated__/useVerifyEmailMutation.graphql';
import { badUserInputOf } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) { ok userErrors { field message code } }
  }
`;

/** A mailed link whose id or token is not even well formed: cut short, or changed on the way. */
export const DAMAGED_LINK = 'This link is damaged: part of it is missing or was changed on the way.';

/** Confirms an email address with the verification mail's link. */
export function useVerifyEmailMutation() {
  const [commit] = useMutation<MutationType>(mutation);
  return (input: MutationType['variables']['input'], callbacks: { onDone(): void; onRefused(message: string): void; onFailure(): void }) =>
    commit({
      variables: { input },
      onCompleted: ({ verifyEmail: payload }) => {
        if (payload.ok) return callbacks.onDone();
        const refusal = payload.userErrors[0];
        // The person cannot edit the link: a malformed id or token is a damaged link, not a field to fix.
        callbacks.onRefused(!refusal ? 'This verification link is not valid or was already used.'
          : refusal.code === 'invalid_input' ? DAMAGED_LINK : refusal.message);
      },
      // A character Hearth cannot store in the link (a NUL byte) is the same damage, not a connection problem.
      onError: (error) => (badUserInputOf(error) ? callbacks.onRefused(DAMAGED_LINK) : callbacks.onFailure()),
    });
}
