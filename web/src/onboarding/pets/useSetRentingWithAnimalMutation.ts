import { graphql, useMutation } from 'react-relay';
import type { useSetRentingWithAnimalMutation as Mutation } from '../../__generated__/useSetRentingWithAnimalMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSetRentingWithAnimalMutation($input: SetRentingWithAnimalInput!) {
    setRentingWithAnimal(input: $input) {
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

/** Answers "Will an animal live with you?"; the payload says where onboarding goes next. */
export function useSetRentingWithAnimalMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const answer = (isRentingWithAnimal: boolean, callbacks: StepCallbacks) =>
    commit({
      variables: { input: { isRentingWithAnimal } },
      onCompleted: ({ setRentingWithAnimal: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload.viewer.nextOnboardingStep),
      onError: onMutationError(callbacks),
    });
  return [answer, isInFlight] as const;
}
