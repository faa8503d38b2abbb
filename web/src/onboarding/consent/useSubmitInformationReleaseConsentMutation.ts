import { graphql, useMutation } from 'react-relay';
import type { SubmitInformationReleaseConsentInput, useSubmitInformationReleaseConsentMutation as Mutation } from '../../__generated__/useSubmitInformationReleaseConsentMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSubmitInformationReleaseConsentMutation($input: SubmitInformationReleaseConsentInput!) {
    submitInformationReleaseConsent(input: $input) {
      consentedAt
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

export interface ConsentCallbacks {
  onSigned(nextOnboardingStep: string | null | undefined): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Signs the information-release consent; the payload says where onboarding goes next. */
export function useSubmitInformationReleaseConsentMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const sign = (input: SubmitInformationReleaseConsentInput, callbacks: ConsentCallbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ submitInformationReleaseConsent: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSigned(payload.viewer.nextOnboardingStep),
      onError: onMutationError(callbacks),
    });
  return [sign, isInFlight] as const;
}
