import { graphql, useMutation } from 'react-relay';
import type { useGenerateBuildingDescriptionMutation as MutationType } from '../../__generated__/useGenerateBuildingDescriptionMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useGenerateBuildingDescriptionMutation($input: GenerateBuildingDescriptionInput!) {
    generateBuildingDescription(input: $input) {
      title description
      userErrors { field message }
    }
  }
`;

/** Asks for a description written from the home's own data; nothing is saved until the manager saves the form. */
export function useGenerateBuildingDescriptionMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: MutationType['response']['generateBuildingDescription']): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ generateBuildingDescription: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(payload)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
