import { graphql, useMutation } from 'react-relay';
import type { useFinishReferencesStepMutation_skipMutation as SkipMutation } from '../../__generated__/useFinishReferencesStepMutation_skipMutation.graphql';
import type { useFinishReferencesStepMutation_submitMutation as SubmitMutation } from '../../__generated__/useFinishReferencesStepMutation_submitMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const submitMutation = graphql`
  mutation useFinishReferencesStepMutation_submitMutation {
    submitTenantRentalReferences {
      tenantRentalReferences {
        id
        ...ReferenceItem_reference
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

const skipMutation = graphql`
  mutation useFinishReferencesStepMutation_skipMutation($input: SkipTenantRentalReferencesInput!) {
    skipTenantRentalReferences(input: $input) {
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

export interface StepCallbacks {
  onDone(nextOnboardingStep: string | null | undefined): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

type Payload = { viewer: { nextOnboardingStep?: string | null }; userErrors: readonly UserErrorLike[] };
const settle = (payload: Payload, callbacks: StepCallbacks) =>
  payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload.viewer.nextOnboardingStep);

/** The two ways to finish the references step: send the requests, or skip with a reason. */
export function useFinishReferencesStepMutation() {
  const [submit, submitting] = useMutation<SubmitMutation>(submitMutation);
  const [skip, skipping] = useMutation<SkipMutation>(skipMutation);
  return {
    sendRequests: (callbacks: StepCallbacks) =>
      submit({ variables: {}, onCompleted: (d) => settle(d.submitTenantRentalReferences, callbacks), onError: onMutationError(callbacks) }),
    skip: (reason: string, callbacks: StepCallbacks) =>
      skip({ variables: { input: { reason } }, onCompleted: (d) => settle(d.skipTenantRentalReferences, callbacks), onError: onMutationError(callbacks) }),
    isInFlight: submitting || skipping,
  };
}
