import { graphql, useMutation } from 'react-relay';
import type { useWebhookMutationsCreateMutation as CreateType } from '../../__generated__/useWebhookMutationsCreateMutation.graphql';
import type { useWebhookMutationsDeleteMutation as DeleteType } from '../../__generated__/useWebhookMutationsDeleteMutation.graphql';
import type { useWebhookMutationsRotateMutation as RotateType } from '../../__generated__/useWebhookMutationsRotateMutation.graphql';
import type { useWebhookMutationsTestMutation as TestType } from '../../__generated__/useWebhookMutationsTestMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

interface Callbacks<T> {
  onDone(result: T): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Registers an endpoint; it is put first in the list, and the secret handed back once. */
export function useCreateWebhookMutation() {
  const [commit, isInFlight] = useMutation<CreateType>(graphql`
    mutation useWebhookMutationsCreateMutation($input: CreateWebhookInput!, $connections: [ID!]!) {
      createWebhook(input: $input) {
        webhook @prependNode(connections: $connections, edgeTypeName: "WebhookEdge") { id ...WebhookCard_webhook }
        secret
        userErrors { field message }
      }
    }
  `);
  const run = (input: CreateType['variables']['input'], connectionId: string, callbacks: Callbacks<string>) =>
    commit({
      variables: { input, connections: [connectionId] },
      onCompleted: ({ createWebhook: payload }) => {
        if (payload.userErrors.length || !payload.secret) callbacks.onUserErrors(payload.userErrors);
        else callbacks.onDone(payload.secret);
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}

/** Queues a webhook.test event for one endpoint; its delivery then shows in the card. */
export function useSendTestWebhookEventMutation() {
  const [commit, isInFlight] = useMutation<TestType>(graphql`
    mutation useWebhookMutationsTestMutation($input: SendTestWebhookEventInput!) {
      sendTestWebhookEvent(input: $input) {
        eventId
        webhook { id ...WebhookCard_webhook }
        userErrors { field message }
      }
    }
  `);
  const run = (id: string, callbacks: Callbacks<string>) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ sendTestWebhookEvent: payload }) => {
        if (payload.userErrors.length || !payload.eventId) callbacks.onUserErrors(payload.userErrors);
        else callbacks.onDone(payload.eventId);
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}

/** A new secret, handed back once; the old one keeps signing for the overlap. */
export function useRotateWebhookSecretMutation() {
  const [commit, isInFlight] = useMutation<RotateType>(graphql`
    mutation useWebhookMutationsRotateMutation($input: RotateWebhookSecretInput!) {
      rotateWebhookSecret(input: $input) {
        webhook { id ...WebhookCard_webhook }
        secret
        userErrors { field message }
      }
    }
  `);
  const run = (id: string, overlapHours: number, callbacks: Callbacks<string>) =>
    commit({
      variables: { input: { id, overlapHours } },
      onCompleted: ({ rotateWebhookSecret: payload }) => {
        if (payload.userErrors.length || !payload.secret) callbacks.onUserErrors(payload.userErrors);
        else callbacks.onDone(payload.secret);
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}

/** Deletes an endpoint and takes it out of the list. */
export function useDeleteWebhookMutation() {
  const [commit, isInFlight] = useMutation<DeleteType>(graphql`
    mutation useWebhookMutationsDeleteMutation($input: DeleteWebhookInput!, $connections: [ID!]!) {
      deleteWebhook(input: $input) {
        deletedWebhookId @deleteEdge(connections: $connections)
        userErrors { field message }
      }
    }
  `);
  const run = (id: string, connectionId: string, callbacks: Callbacks<null>) =>
    commit({
      variables: { input: { id }, connections: [connectionId] },
      onCompleted: ({ deleteWebhook: payload }) => {
        if (payload.userErrors.length) callbacks.onUserErrors(payload.userErrors);
        else callbacks.onDone(null);
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
