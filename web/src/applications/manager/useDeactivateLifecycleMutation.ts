import { graphql, useMutation } from 'react-relay';
import type { useDeactivateLifecycleMutation as MutationType } from '../../__generated__/useDeactivateLifecycleMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useDeactivateLifecycleMutation($input: DeactivateLifecycleInput!) {
    deactivateLifecycle(input: $input) {
      lifecycle { ...LifecycleCard_lifecycle }
      viewer { ...MainNav_viewer }
      userErrors { field message }
    }
  }
`;

/** The lifecycle card and the Tenants red dot refresh from the payload. */
export function useDeactivateLifecycleMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ deactivateLifecycle: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
