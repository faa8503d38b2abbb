import { graphql, useMutation } from 'react-relay';
import type { SubmitFormInput, useSubmitFormMutation as SubmitFormMutation } from '../../../__generated__/useSubmitFormMutation.graphql';
import { onMutationError } from '../../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../../shared/userErrors';

const mutation = graphql`
  mutation useSubmitFormMutation($input: SubmitFormInput!) {
    submitForm(input: $input) {
      received
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export interface SubmitCallbacks {
  onReceived(): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

export type { SubmitFormInput };

/** Sends one of the public forms (guests allowed): received, or userErrors for the form. */
export function useSubmitFormMutation() {
  const [commit, isInFlight] = useMutation<SubmitFormMutation>(mutation);
  const submit = (input: SubmitFormInput, callbacks: SubmitCallbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ submitForm }) => {
        if (submitForm.received) callbacks.onReceived();
        else callbacks.onUserErrors(submitForm.userErrors.length ? submitForm.userErrors : [{ field: null, message: 'That did not work. Please try again.' }]);
      },
      onError: onMutationError(callbacks),
    });
  return [submit, isInFlight] as const;
}
