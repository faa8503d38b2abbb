import { graphql, useMutation } from 'react-relay';
import type { SaveApplicantProfileInput, useSaveApplicantProfileMutation as Mutation } from '../../__generated__/useSaveApplicantProfileMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSaveApplicantProfileMutation($input: SaveApplicantProfileInput!) {
    saveApplicantProfile(input: $input) {
      applicantProfile {
        updatedAt
      }
      viewer {
        nextOnboardingStep
        ...OnboardingProgress_viewer
        user {
          profile {
            isComplete
          }
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface SaveCallbacks {
  onSaved(nextOnboardingStep: string | null | undefined): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Creates or replaces the viewer's roommate profile; the payload says where onboarding goes next. */
export function useSaveApplicantProfileMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const save = (input: SaveApplicantProfileInput, callbacks: SaveCallbacks) =>
    commit({
      variables: { input },
      // New answers change every compatibility score: whatever the store holds is stale now.
      updater: (store, data) => {
        if (data?.saveApplicantProfile.applicantProfile) store.invalidateStore();
      },
      onCompleted: ({ saveApplicantProfile: payload }) =>
        payload.userErrors.length || !payload.applicantProfile ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSaved(payload.viewer.nextOnboardingStep),
      onError: onMutationError(callbacks),
    });
  return [save, isInFlight] as const;
}
