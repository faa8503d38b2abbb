import { graphql, useMutation } from 'react-relay';
import type { useAnswerLifecycleQuestionMutation as AnswerMutation } from '../../__generated__/useAnswerLifecycleQuestionMutation.graphql';
import type { ApplicantDeclineReason, useDeclineLifecycleQuestionMutation as DeclineMutation } from '../../__generated__/useDeclineLifecycleQuestionMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const answerMutation = graphql`
  mutation useAnswerLifecycleQuestionMutation($input: AnswerLifecycleQuestionInput!) {
    answerLifecycleQuestion(input: $input) {
      lifecycleQuestion {
        ...LifecycleQuestionCard_question
      }
      viewer {
        nextOnboardingStep
        onboardingStepsRemaining
        ...OnboardingProgress_viewer
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const declineMutation = graphql`
  mutation useDeclineLifecycleQuestionMutation($input: DeclineLifecycleQuestionInput!) {
    declineLifecycleQuestion(input: $input) {
      lifecycleQuestion {
        ...LifecycleQuestionCard_question
      }
      viewer {
        nextOnboardingStep
        onboardingStepsRemaining
        ...OnboardingProgress_viewer
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface SettleCallbacks {
  /** The viewer after the write: where onboarding stands now. */
  onSettled(viewer: { nextOnboardingStep: string | null | undefined; onboardingStepsRemaining: readonly string[] }): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Answer or decline a renter confirmation question. */
export function useSettleLifecycleQuestionMutation() {
  const [commitAnswer, answering] = useMutation<AnswerMutation>(answerMutation);
  const [commitDecline, declining] = useMutation<DeclineMutation>(declineMutation);
  const answer = (questionId: string, response: string, cb: SettleCallbacks) =>
    commitAnswer({
      variables: { input: { questionId, response } },
      onCompleted: ({ answerLifecycleQuestion: p }) => (p.userErrors.length ? cb.onUserErrors(p.userErrors) : cb.onSettled(p.viewer)),
      onError: onMutationError(cb),
    });
  const decline = (questionId: string, reason: ApplicantDeclineReason, cb: SettleCallbacks) =>
    commitDecline({
      variables: { input: { questionId, reason } },
      onCompleted: ({ declineLifecycleQuestion: p }) => (p.userErrors.length ? cb.onUserErrors(p.userErrors) : cb.onSettled(p.viewer)),
      onError: onMutationError(cb),
    });
  return { answer, decline, isInFlight: answering || declining };
}
