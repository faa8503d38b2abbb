import { graphql, useMutation } from 'react-relay';
import type { SignLeaseInput, useCountersignLeaseMutation as Mutation } from '../../__generated__/useCountersignLeaseMutation.graphql';
import type { SignCallbacks } from './useSignLeaseMutation';
import { useStartLeaseSigningMutation } from './useStartLeaseSigningMutation';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useCountersignLeaseMutation($input: SignLeaseInput!) {
    countersignLease(input: $input) {
      lease {
        id
        status
        viewerCanSign
        managerSignature { typedName signedAt }
        lifecycle { id hasUnsignedManagerLease ...LifecycleCard_lifecycle }
      }
      # The Tenants card and the navigation's red dot refresh from the payload.
      viewer { ...MainNav_viewer }
      userErrors { field message }
    }
  }
`;

/** The manager countersigns: a signing session, then the signature; the card and the red dot refresh in the store. */
export function useCountersignLeaseMutation() {
  const [start, starting] = useStartLeaseSigningMutation();
  const [commit, signing] = useMutation<Mutation>(mutation);
  const countersign = (input: Omit<SignLeaseInput, 'signingToken'>, callbacks: SignCallbacks) =>
    start(input.leaseId, {
      onSession: (signingToken) => commit({
        variables: { input: { ...input, signingToken } },
        onCompleted: ({ countersignLease: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSigned()),
        onError: onMutationError(callbacks),
      }),
      onUserErrors: callbacks.onUserErrors,
      onFailure: callbacks.onFailure,
    });
  return [countersign, starting || signing] as const;
}
