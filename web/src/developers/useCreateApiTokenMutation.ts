import { graphql, useMutation } from 'react-relay';
import type { useCreateApiTokenMutation as MutationType } from '../__generated__/useCreateApiTokenMutation.graphql';
import { onMutationError } from '../app/relay/userInputErrors';
import type { UserErrorLike } from '../shared/userErrors';

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken { id ...ApiTokenItem_apiToken }
      userErrors { field message }
    }
  }
`;

export type CreateApiTokenInput = MutationType['variables']['input'];

/** Creates a token; the new one goes first in the page's list, and its secret to `onCreated` (once). */
export function useCreateApiTokenMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: CreateApiTokenInput,
    callbacks: { onCreated(secret: string, name: string): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      updater: (store) => {
        const created = store.getRootField('createApiToken')?.getLinkedRecord('apiToken');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (!created || !viewer) return;
        viewer.setLinkedRecords([created, ...(viewer.getLinkedRecords('apiTokens') ?? [])], 'apiTokens');
      },
      onCompleted: ({ createApiToken: payload }) =>
        payload.userErrors.length || !payload.token
          ? callbacks.onUserErrors(payload.userErrors)
          : callbacks.onCreated(payload.token, input.name.trim()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
