import { graphql, useMutation } from 'react-relay';
import type { useRemoveTenantAnimalMutation as Mutation } from '../../__generated__/useRemoveTenantAnimalMutation.graphql';
import { copyPayloadViewer, ONBOARDING_VALUES } from '../../app/relay/copyPayloadViewer';

const mutation = graphql`
  mutation useRemoveTenantAnimalMutation($input: RemoveTenantAnimalInput!) {
    removeTenantAnimal(input: $input) {
      viewer {
        nextOnboardingStep
        onboardingStepsRemaining
        tenantAnimals {
          id
        }
      }
      userErrors {
        message
      }
    }
  }
`;

/** Removes one of the viewer's animals; the page's list follows. */
export function useRemoveTenantAnimalMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = (tenantAnimalId: string, onProblem: (message: string) => void) =>
    commit({
      variables: { input: { tenantAnimalId } },
      updater: (store) => copyPayloadViewer(store, 'removeTenantAnimal', { lists: ['tenantAnimals'], values: ONBOARDING_VALUES }),
      onCompleted: ({ removeTenantAnimal: payload }) => payload.userErrors[0] && onProblem(payload.userErrors[0].message),
      onError: () => onProblem('We could not remove this animal. Check your connection and try again.'),
    });
  return [remove, isInFlight] as const;
}
