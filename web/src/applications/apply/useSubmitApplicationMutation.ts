import { graphql, useMutation } from 'react-relay';
import type { SubmitApplicationInput, useSubmitApplicationMutation as SubmitApplicationMutation } from '../../__generated__/useSubmitApplicationMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSubmitApplicationMutation($input: SubmitApplicationInput!) {
    submitApplication(input: $input) {
      lifecycle {
        id
      }
      viewer {
        nextOnboardingStep
        ...OnboardingProgress_viewer
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export function useSubmitApplicationMutation() {
  const [commit, isInFlight] = useMutation<SubmitApplicationMutation>(mutation);
  const submit = (
    input: SubmitApplicationInput,
    callbacks: { onSubmitted(nextStep: string | null | undefined): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ submitApplication: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSubmitted(payload.viewer.nextOnboardingStep),
      onError: onMutationError(callbacks),
    });
  return [submit, isInFlight] as const;
}
