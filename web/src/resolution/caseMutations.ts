import { useCallback } from 'react';
import { graphql, useMutation, type GraphQLTaggedNode } from 'react-relay';
import { ConnectionHandler, type MutationParameters } from 'relay-runtime';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

// Every case change answers the case (caseLive_case), so the detail and the list row
// update in place; userErrors go back to the form that asked.

export interface CaseCallbacks {
  onDone?(databaseId: number | null): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

interface CasePayload {
  readonly resolutionCase?: { readonly databaseId?: number } | null;
  readonly userErrors: readonly UserErrorLike[];
}

function useCaseMutation<M extends MutationParameters>(node: GraphQLTaggedNode, field: string, connections?: string[]) {
  const [commit, inFlight] = useMutation<M>(node);
  const run = useCallback((input: M['variables']['input'], callbacks: CaseCallbacks) => {
    commit({
      variables: { input, ...(connections ? { connections } : {}) } as M['variables'],
      onCompleted: (response) => {
        const payload = (response as Record<string, CasePayload>)[field];
        if (!payload || payload.userErrors.length) callbacks.onUserErrors(payload?.userErrors ?? []);
        else callbacks.onDone?.(payload.resolutionCase?.databaseId ?? null);
      },
      onError: onMutationError(callbacks),
    });
  }, [commit, field]); // eslint-disable-line react-hooks/exhaustive-deps
  return [run, inFlight] as const;
}

/** The viewer's case list (on the root viewer: Viewer has no id) gets a new case on top. */
export const CASES_CONNECTION = ConnectionHandler.getConnectionID('client:root:viewer', 'ResolutionCenter_resolutionCases');

export const useOpenCaseMutation = () => useCaseMutation(graphql`
  mutation caseMutationsOpenMutation($input: OpenResolutionCaseInput!, $connections: [ID!]!) {
    openResolutionCase(input: $input) {
      resolutionCase @prependNode(connections: $connections, edgeTypeName: "ResolutionCaseEdge") { id databaseId ...caseLive_case }
      # The first case adds Resolution Center to the navigation (Viewer is one record in the store).
      viewer { ...MainNav_viewer }
      userErrors { field message }
    }
  }
`, 'openResolutionCase', [CASES_CONNECTION]);

export const useAddEvidenceMutation = () => useCaseMutation(graphql`
  mutation caseMutationsAddEvidenceMutation($input: AddResolutionCaseEvidenceInput!) {
    addResolutionCaseEvidence(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'addResolutionCaseEvidence');

export const useProposeMutation = () => useCaseMutation(graphql`
  mutation caseMutationsProposeMutation($input: ProposeResolutionInput!) {
    proposeResolution(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'proposeResolution');

export const useAcceptMutation = () => useCaseMutation(graphql`
  mutation caseMutationsAcceptMutation($input: AcceptResolutionProposalInput!) {
    acceptResolutionProposal(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'acceptResolutionProposal');

export const useDeclineMutation = () => useCaseMutation(graphql`
  mutation caseMutationsDeclineMutation($input: DeclineResolutionProposalInput!) {
    declineResolutionProposal(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'declineResolutionProposal');

export const useStartChatMutation = () => useCaseMutation(graphql`
  mutation caseMutationsStartChatMutation($input: StartResolutionCaseChatInput!) {
    startResolutionCaseChat(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'startResolutionCaseChat');

export const useCommentMutation = () => useCaseMutation(graphql`
  mutation caseMutationsCommentMutation($input: AddCaseCommentInput!) {
    addCaseComment(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'addCaseComment');

export const useCloseMutation = () => useCaseMutation(graphql`
  mutation caseMutationsCloseMutation($input: CloseResolutionCaseInput!) {
    closeResolutionCase(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'closeResolutionCase');

export const usePendingFinalizationMutation = () => useCaseMutation(graphql`
  mutation caseMutationsPendingFinalizationMutation($input: MarkResolutionCasePendingFinalizationInput!) {
    markResolutionCasePendingFinalization(input: $input) {
      resolutionCase { id databaseId ...caseLive_case }
      userErrors { field message }
    }
  }
`, 'markResolutionCasePendingFinalization');
