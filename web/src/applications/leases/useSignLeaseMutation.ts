import { graphql, useMutation } from 'react-relay';
import type { SignLeaseInput, useSignLeaseMutation as Mutation } from '../../__generated__/useSignLeaseMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { useStartLeaseSigningMutation } from './useStartLeaseSigningMutation';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSignLeaseMutation($input: SignLeaseInput!) {
    signLease(input: $input) {
      lease {
        id
        status
        viewerCanSign
        ...LeaseStatusNote_lease
      }
      userErrors { field message }
    }
  }
`;

export interface SignCallbacks {
  onSigned(): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/**
 * The tenant signs: a signing session first, then the signature with its token.
 * The returned lease updates the page (status, "waiting for your landlord").
 */
export function useSignLeaseMutation() {
  const [start, starting] = useStartLeaseSigningMutation();
  const [commit, signing] = useMutation<Mutation>(mutation);
  const sign = (input: Omit<SignLeaseInput, 'signingToken'>, callbacks: SignCallbacks) =>
    start(input.leaseId, {
      onSession: (signingToken) => commit({
        variables: { input: { ...input, signingToken } },
        onCompleted: ({ signLease: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSigned()),
        onError: onMutationError(callbacks),
      }),
      onUserErrors: callbacks.onUserErrors,
      onFailure: callbacks.onFailure,
    });
  return [sign, starting || signing] as const;
}
