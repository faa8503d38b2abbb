import { graphql, useMutation } from 'react-relay';
import type { PayApplicationFeeInput, usePayApplicationFeeMutation as PayApplicationFeeMutation } from '../../__generated__/usePayApplicationFeeMutation.graphql';
import type { UserErrorLike } from '../../components/userErrors';
import { onMutationError } from '../../relay/userInputErrors';

const mutation = graphql`
  mutation usePayApplicationFeeMutation($input: PayApplicationFeeInput!) {
    payApplicationFee(input: $input) {
      lifecycle {
        ...ApplicationCard_lifecycle
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export function usePayApplicationFeeMutation() {
  const [commit, isInFlight] = useMutation<PayApplicationFeeMutation>(mutation);
  const pay = (
    input: PayApplicationFeeInput,
    callbacks: { onPaid(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ payApplicationFee: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onPaid()),
      onError: onMutationError(callbacks),
    });
  return [pay, isInFlight] as const;
}
