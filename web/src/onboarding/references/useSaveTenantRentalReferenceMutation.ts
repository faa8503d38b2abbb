import { graphql, useMutation } from 'react-relay';
import type { AddTenantRentalReferenceInput, useSaveTenantRentalReferenceMutation_addMutation as AddMutation } from '../../__generated__/useSaveTenantRentalReferenceMutation_addMutation.graphql';
import type { useSaveTenantRentalReferenceMutation_updateMutation as UpdateMutation } from '../../__generated__/useSaveTenantRentalReferenceMutation_updateMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { copyPayloadViewer } from '../../app/relay/copyPayloadViewer';
import { onMutationError } from '../../app/relay/userInputErrors';

const addMutation = graphql`
  mutation useSaveTenantRentalReferenceMutation_addMutation($input: AddTenantRentalReferenceInput!) {
    addTenantRentalReference(input: $input) {
      tenantRentalReference {
        id
      }
      viewer {
        tenantRentalReferences {
          id
          ...ReferenceItem_reference
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
  mutation useSaveTenantRentalReferenceMutation_updateMutation($input: UpdateTenantRentalReferenceInput!) {
    updateTenantRentalReference(input: $input) {
      tenantRentalReference {
        id
        ...ReferenceItem_reference
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

/** Adds a reference, or changes one when an id is given; the page's list follows. */
export function useSaveTenantRentalReferenceMutation() {
  const [add, adding] = useMutation<AddMutation>(addMutation);
  const [update, updating] = useMutation<UpdateMutation>(updateMutation);
  const save = (id: string | undefined, fields: AddTenantRentalReferenceInput, callbacks: SaveCallbacks) => {
    const finish = (payload: { tenantRentalReference: unknown; userErrors: readonly UserErrorLike[] }) =>
      payload.userErrors.length || !payload.tenantRentalReference ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSaved();
    if (id) {
      update({ variables: { input: { tenantRentalReferenceId: id, ...fields } }, onCompleted: (d) => finish(d.updateTenantRentalReference), onError: onMutationError(callbacks) });
    } else {
      add({
        variables: { input: fields },
        updater: (store) => copyPayloadViewer(store, 'addTenantRentalReference', { lists: ['tenantRentalReferences'] }),
        onCompleted: (d) => finish(d.addTenantRentalReference),
        onError: onMutationError(callbacks),
      });
    }
  };
  return [save, adding || updating] as const;
}
