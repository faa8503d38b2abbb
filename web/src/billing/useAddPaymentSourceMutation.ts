import { graphql, useMutation } from 'react-relay';
import type { useAddPaymentSourceMutation as MutationType } from '../__generated__/useAddPaymentSourceMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAddPaymentSourceMutation($input: AddPaymentSourceInput!) {
    addPaymentSource(input: $input) {
      paymentSource { id kind brand last4 isAutopay mandateStatus }
      userErrors { field message }
    }
  }
`;

export function useAddPaymentSourceMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(sourceId: string): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ addPaymentSource: payload }) =>
        payload.userErrors.length || !payload.paymentSource ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload.paymentSource.id),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
