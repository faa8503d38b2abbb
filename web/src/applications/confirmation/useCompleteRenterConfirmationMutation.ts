import { graphql, useMutation } from 'react-relay';
import type { useCompleteRenterConfirmationMutation as Mutation } from '../../__generated__/useCompleteRenterConfirmationMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useCompleteRenterConfirmationMutation {
    completeRenterConfirmation {
      viewer {
        nextOnboardingStep
        onboardingStepsRemaining
        ...OnboardingProgress_viewer
      }
      userErrors { field message }
    }
  }
`;

/** Completes the confirmation step when nothing is left to answer; the payload's viewer says where to go next. */
export function useCompleteRenterConfirmationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const complete = (callbacks: { onDone(nextOnboardingStep: string | null | undefined): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: {},
      onCompleted: ({ completeRenterConfirmation: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload.viewer.nextOnboardingStep),
      onError: onMutationError(callbacks),
    });
  return [complete, isInFlight] as const;
}
