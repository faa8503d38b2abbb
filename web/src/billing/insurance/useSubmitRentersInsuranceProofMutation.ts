import { graphql, useMutation } from 'react-relay';
import type { useSubmitRentersInsuranceProofMutation as MutationType } from '../../__generated__/useSubmitRentersInsuranceProofMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useSubmitRentersInsuranceProofMutation($input: SubmitRentersInsuranceProofInput!) {
    submitRentersInsuranceProof(input: $input) {
      lifecycle { ...InsuredLease_lifecycle }
      userErrors { field message }
    }
  }
`;

/** Records the tenant's own policy; the lease's card refreshes from the payload. */
export function useSubmitRentersInsuranceProofMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ submitRentersInsuranceProof: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(),
      onError: onMutationError(callbacks, 'Only you can vouch for your own policy: staff cannot do it on your behalf.'),
    });
  return [run, isInFlight] as const;
}
