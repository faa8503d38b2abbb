import { graphql, useMutation } from 'react-relay';
import type { useRotateApiTokenMutation as MutationType } from '../__generated__/useRotateApiTokenMutation.graphql';

const mutation = graphql`
  mutation useRotateApiTokenMutation($input: ApiTokenIdInput!) {
    rotateApiToken(input: $input) {
      token
      apiToken { id hint rotatedAt }
      userErrors { field message }
    }
  }
`;

/** Replaces a token's secret; the new one goes to `onRotated` (shown once), the row's hint changes in place. */
export function useRotateApiTokenMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (apiTokenId: string, callbacks: { onRotated(secret: string): void; onFailure(message: string): void }) =>
    commit({
      variables: { input: { apiTokenId } },
      onCompleted: ({ rotateApiToken: payload }) =>
        payload.userErrors.length || !payload.token
          ? callbacks.onFailure(payload.userErrors.map((e) => e.message).join(' ') || 'The token could not be rotated.')
          : callbacks.onRotated(payload.token),
      onError: () => callbacks.onFailure('We could not rotate the token. Check your connection and try again.'),
    });
  return [run, isInFlight] as const;
}
