import { graphql, useMutation } from 'react-relay';
import type { useRemoveTenantRentalReferenceMutation as Mutation } from '../../__generated__/useRemoveTenantRentalReferenceMutation.graphql';
import { copyPayloadViewer } from '../../app/relay/copyPayloadViewer';

const mutation = graphql`
  mutation useRemoveTenantRentalReferenceMutation($input: RemoveTenantRentalReferenceInput!) {
    removeTenantRentalReference(input: $input) {
      viewer {
        tenantRentalReferences {
          id
        }
      }
      userErrors {
        message
      }
    }
  }
`;

/** Removes a reference that has not answered yet; the page's list follows. */
export function useRemoveTenantRentalReferenceMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = (tenantRentalReferenceId: string, onProblem: (message: string) => void) =>
    commit({
      variables: { input: { tenantRentalReferenceId } },
      updater: (store) => copyPayloadViewer(store, 'removeTenantRentalReference', { lists: ['tenantRentalReferences'] }),
      onCompleted: ({ removeTenantRentalReference: payload }) => payload.userErrors[0] && onProblem(payload.userErrors[0].message),
      onError: () => onProblem('We could not remove this reference. Check your connection and try again.'),
    });
  return [remove, isInFlight] as const;
}
