import { graphql, useMutation } from 'react-relay';
import type { PayApplicationFeeInput, usePayApplicationFeeMutation as PayApplicationFeeMutation } from '../../__generated__/usePayApplicationFeeMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation usePayApplicationFeeMutation($input: PayApplicationFeeInput!) {
    payApplicationFee(input: $input) {
      lifecycle {
        applicationCompletedAt
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
    /** `completed`: the fee was the application's last step (it is complete now, and opens Pets & Animals and Guarantor). */
    callbacks: { onPaid(completed: boolean): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ payApplicationFee: payload }) => (payload.userErrors.length
        ? callbacks.onUserErrors(payload.userErrors)
        : callbacks.onPaid(Boolean(payload.lifecycle?.applicationCompletedAt))),
      onError: onMutationError(callbacks),
    });
  return [pay, isInFlight] as const;
}
