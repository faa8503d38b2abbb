import { graphql, useMutation } from 'react-relay';
import type { UpdateProfileInput, useUpdateProfileMutation as UpdateProfileMutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...ProfileForm_user
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(mutation);
  const updateProfile = (input: UpdateProfileInput, callbacks: { onSaved(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) =>
    commit({
      variables: { input },
      onCompleted: ({ updateProfile: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onSaved()),
      onError: onMutationError(callbacks),
    });
  return [updateProfile, isInFlight] as const;
}
