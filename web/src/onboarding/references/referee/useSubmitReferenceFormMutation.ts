import { graphql, useMutation } from 'react-relay';
import type { SubmitReferenceFormInput, useSubmitReferenceFormMutation as Mutation } from '../../../__generated__/useSubmitReferenceFormMutation.graphql';
import type { UserErrorLike } from '../../../shared/userErrors';
import { onMutationError } from '../../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSubmitReferenceFormMutation($input: SubmitReferenceFormInput!) {
    submitReferenceForm(input: $input) {
      answeredAt
      userErrors {
        field
        code
        message
      }
    }
  }
`;

export interface SubmitCallbacks {
  onSubmitted(): void;
  onUserErrors(errors: readonly (UserErrorLike & { code: string })[]): void;
  onFailure(): void;
}

/** Sends the referee's answers (public: no account, each link works once). */
export function useSubmitReferenceFormMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const submit = (input: SubmitReferenceFormInput, callbacks: SubmitCallbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ submitReferenceForm: payload }) =>
        payload.userErrors.length || !payload.answeredAt ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSubmitted(),
      onError: onMutationError(callbacks),
    });
  return [submit, isInFlight] as const;
}
