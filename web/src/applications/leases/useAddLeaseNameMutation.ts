import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useAddLeaseNameMutation as Mutation } from '../../__generated__/useAddLeaseNameMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';
import LeaseSigningQuery from '../../__generated__/LeaseSigningQuery.graphql';

const mutation = graphql`
  mutation useAddLeaseNameMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user { id firstName lastName }
      userErrors { field message }
    }
  }
`;

/**
 * Saves the viewer's first and last name (their profile's, the one place a name
 * lives), then reads the lease again: the api wrote the name into its text.
 */
export function useAddLeaseNameMutation(leaseDatabaseId: string) {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const save = (name: { firstName: string; lastName: string }, callbacks: { onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: { input: name },
      onCompleted: ({ updateProfile: payload }) => {
        if (payload.userErrors.length) return callbacks.onUserErrors(payload.userErrors);
        fetchQuery(environment, LeaseSigningQuery, { databaseId: leaseDatabaseId }, { fetchPolicy: 'network-only' })
          .subscribe({ error: callbacks.onFailure });
      },
      onError: onMutationError(callbacks),
    });
  return [save, isInFlight] as const;
}
