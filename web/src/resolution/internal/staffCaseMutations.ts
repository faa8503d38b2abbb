import { graphql, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { UserErrorLike } from '../../shared/userErrors';
import type { staffCaseMutationsBanMutation } from '../../__generated__/staffCaseMutationsBanMutation.graphql';
import type { staffCaseMutationsCloseMutation } from '../../__generated__/staffCaseMutationsCloseMutation.graphql';
import type { staffCaseMutationsCommentMutation } from '../../__generated__/staffCaseMutationsCommentMutation.graphql';
import type { staffCaseMutationsEscalateMutation } from '../../__generated__/staffCaseMutationsEscalateMutation.graphql';
import type { staffCaseMutationsPendingFinalizationMutation } from '../../__generated__/staffCaseMutationsPendingFinalizationMutation.graphql';
import type { staffCaseMutationsResolveMutation } from '../../__generated__/staffCaseMutationsResolveMutation.graphql';
import type { staffCaseMutationsStartChatMutation } from '../../__generated__/staffCaseMutationsStartChatMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';

// Every staff action answers the case as it is now; spreading the page's fragment
// refreshes the page (status, flags, timeline, viewerMay) and the list rows from the store.
const escalate = graphql`
  mutation staffCaseMutationsEscalateMutation($input: EscalateResolutionCaseInput!) {
    escalateResolutionCase(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;
const ban = graphql`
  mutation staffCaseMutationsBanMutation($input: SetResolutionCaseBanInput!) {
    setResolutionCaseBan(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;
const resolve = graphql`
  mutation staffCaseMutationsResolveMutation($input: ResolveResolutionCaseInput!) {
    resolveResolutionCase(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;
const close = graphql`
  mutation staffCaseMutationsCloseMutation($input: CloseResolutionCaseInput!) {
    closeResolutionCase(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;
const pendingFinalization = graphql`
  mutation staffCaseMutationsPendingFinalizationMutation($input: MarkResolutionCasePendingFinalizationInput!) {
    markResolutionCasePendingFinalization(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;
const startChat = graphql`
  mutation staffCaseMutationsStartChatMutation($input: StartResolutionCaseChatInput!) {
    startResolutionCaseChat(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;
const comment = graphql`
  mutation staffCaseMutationsCommentMutation($input: AddCaseCommentInput!) {
    addCaseComment(input: $input) { resolutionCase { ...StaffResolutionCase_case } userErrors { field message } }
  }
`;

export interface CaseActionCallbacks {
  onDone(): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

interface CasePayload { readonly resolutionCase: unknown; readonly userErrors: readonly UserErrorLike[] }

/** One runner for every staff action: done only when the case came back and nothing was refused. */
function useCaseMutation<T extends MutationParameters & { variables: { input: unknown } }>(node: GraphQLTaggedNode, payloadOf: (response: T['response']) => CasePayload) {
  const [commit, isInFlight] = useMutation<T>(node);
  const run = (input: T['variables']['input'], callbacks: CaseActionCallbacks) =>
    commit({
      variables: { input } as T['variables'],
      onCompleted: (response) => {
        const payload = payloadOf(response);
        if (payload.userErrors.length) callbacks.onUserErrors(payload.userErrors);
        else if (payload.resolutionCase) callbacks.onDone();
        else callbacks.onFailure();
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}

export const useEscalateCase = () => useCaseMutation<staffCaseMutationsEscalateMutation>(escalate, (r) => r.escalateResolutionCase);
export const useSetCaseBan = () => useCaseMutation<staffCaseMutationsBanMutation>(ban, (r) => r.setResolutionCaseBan);
export const useResolveCase = () => useCaseMutation<staffCaseMutationsResolveMutation>(resolve, (r) => r.resolveResolutionCase);
export const useCloseCase = () => useCaseMutation<staffCaseMutationsCloseMutation>(close, (r) => r.closeResolutionCase);
export const useMarkPendingFinalization = () => useCaseMutation<staffCaseMutationsPendingFinalizationMutation>(pendingFinalization, (r) => r.markResolutionCasePendingFinalization);
export const useStartCaseChat = () => useCaseMutation<staffCaseMutationsStartChatMutation>(startChat, (r) => r.startResolutionCaseChat);
export const useAddCaseComment = () => useCaseMutation<staffCaseMutationsCommentMutation>(comment, (r) => r.addCaseComment);
