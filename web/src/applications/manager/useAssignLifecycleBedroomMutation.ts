import { graphql, useMutation } from 'react-relay';
import type { useAssignLifecycleBedroomMutation as MutationType } from '../../__generated__/useAssignLifecycleBedroomMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAssignLifecycleBedroomMutation($input: AssignLifecycleBedroomInput!) {
    assignLifecycleBedroom(input: $input) {
      lifecycle { ...LifecycleCard_lifecycle }
      viewer { ...MainNav_viewer }
      userErrors { field message }
    }
  }
`;

/** The lifecycle card and the Tenants red dot refresh from the payload. */
export function useAssignLifecycleBedroomMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ assignLifecycleBedroom: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
