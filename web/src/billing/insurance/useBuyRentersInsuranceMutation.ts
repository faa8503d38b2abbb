import { graphql, useMutation } from 'react-relay';
import type { useBuyRentersInsuranceMutation as MutationType } from '../../__generated__/useBuyRentersInsuranceMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useBuyRentersInsuranceMutation($input: BuyRentersInsuranceInput!) {
    buyRentersInsurance(input: $input) {
      lifecycle { ...InsuredLease_lifecycle }
      userErrors { field message }
    }
  }
`;

/** Buys a plan; the lease's card refreshes from the payload. */
export function useBuyRentersInsuranceMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ buyRentersInsurance: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(),
      onError: onMutationError(callbacks, 'Only you can buy insurance for yourself: staff cannot do it on your behalf.'),
    });
  return [run, isInFlight] as const;
}
