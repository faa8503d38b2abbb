import { graphql, useMutation } from 'react-relay';
import type {
  ApplicantWithdrawalReason, useWithdrawApplicationMutation as WithdrawApplicationMutation,
} from '../../__generated__/useWithdrawApplicationMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useWithdrawApplicationMutation($input: WithdrawApplicationInput!) {
    withdrawApplication(input: $input) {
      lifecycle {
        ...ApplicationCard_lifecycle
      }
      viewer {
        ...OnboardingProgress_viewer
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export function useWithdrawApplicationMutation() {
  const [commit, isInFlight] = useMutation<WithdrawApplicationMutation>(mutation);
  const withdraw = (
    lifecycleId: string,
    reason: ApplicantWithdrawalReason,
    callbacks: { onWithdrawn(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input: { lifecycleId, reason } },
      onCompleted: ({ withdrawApplication: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onWithdrawn(),
      onError: onMutationError(callbacks),
    });
  return [withdraw, isInFlight] as const;
}
