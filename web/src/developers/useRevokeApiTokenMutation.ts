import { graphql, useMutation } from 'react-relay';
import type { useRevokeApiTokenMutation as MutationType } from '../__generated__/useRevokeApiTokenMutation.graphql';

const mutation = graphql`
  mutation useRevokeApiTokenMutation($input: ApiTokenIdInput!) {
    revokeApiToken(input: $input) {
      apiToken { id status revokedAt }
      userErrors { field message }
    }
  }
`;

/** Revokes a token; its row in the list shows "Revoked" (same id, updated in the store). */
export function useRevokeApiTokenMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (apiTokenId: string, callbacks: { onDone(): void; onFailure(message: string): void }) =>
    commit({
      variables: { input: { apiTokenId } },
      onCompleted: ({ revokeApiToken: payload }) =>
        payload.userErrors.length ? callbacks.onFailure(payload.userErrors.map((e) => e.message).join(' ')) : callbacks.onDone(),
      onError: () => callbacks.onFailure('We could not revoke the token. Check your connection and try again.'),
    });
  return [run, isInFlight] as const;
}
