import { graphql, useMutation } from 'react-relay';
import type { AddTenantAnimalInput, useSaveTenantAnimalMutation_addMutation as AddMutation } from '../../__generated__/useSaveTenantAnimalMutation_addMutation.graphql';
import type { UpdateTenantAnimalInput, useSaveTenantAnimalMutation_updateMutation as UpdateMutation } from '../../__generated__/useSaveTenantAnimalMutation_updateMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { copyPayloadViewer, ONBOARDING_VALUES } from '../../app/relay/copyPayloadViewer';
import { onMutationError } from '../../app/relay/userInputErrors';

const addMutation = graphql`
  mutation useSaveTenantAnimalMutation_addMutation($input: AddTenantAnimalInput!) {
    addTenantAnimal(input: $input) {
      tenantAnimal {
        id
      }
      viewer {
        nextOnboardingStep
        onboardingStepsRemaining
        tenantAnimals {
          id
          ...AnimalItem_animal
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useSaveTenantAnimalMutation_updateMutation($input: UpdateTenantAnimalInput!) {
    updateTenantAnimal(input: $input) {
      tenantAnimal {
        id
        ...AnimalItem_animal
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface SaveCallbacks {
  onSaved(): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

export type AnimalFields = Omit<AddTenantAnimalInput, never> & Partial<Pick<UpdateTenantAnimalInput, 'tenantAnimalId'>>;

/** Adds an animal, or changes one when `tenantAnimalId` is given; the page's list follows. */
export function useSaveTenantAnimalMutation() {
  const [add, adding] = useMutation<AddMutation>(addMutation);
  const [update, updating] = useMutation<UpdateMutation>(updateMutation);
  const save = ({ tenantAnimalId, ...fields }: AnimalFields, callbacks: SaveCallbacks) => {
    const finish = (payload: { tenantAnimal: unknown; userErrors: readonly UserErrorLike[] }) =>
      payload.userErrors.length || !payload.tenantAnimal ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSaved();
    if (tenantAnimalId) {
      update({ variables: { input: { tenantAnimalId, ...fields } }, onCompleted: (d) => finish(d.updateTenantAnimal), onError: onMutationError(callbacks) });
    } else {
      add({
        variables: { input: fields },
        updater: (store) => copyPayloadViewer(store, 'addTenantAnimal', { lists: ['tenantAnimals'], values: ONBOARDING_VALUES }),
        onCompleted: (d) => finish(d.addTenantAnimal),
        onError: onMutationError(callbacks),
      });
    }
  };
  return [save, adding || updating] as const;
}
