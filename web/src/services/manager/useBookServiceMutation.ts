import { graphql, useMutation } from 'react-relay';
import type { useBookServiceMutation as MutationType } from '../../__generated__/useBookServiceMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const mutation = graphql`
  mutation useBookServiceMutation($input: BookServiceInput!) {
    bookService(input: $input) {
      serviceActivity { id databaseId ...ServiceActivityDetail_activity }
      userErrors { field message }
    }
  }
`;

/** A manager books a service for one of their homes (optionally answering a ticket of it). */
export function useBookServiceMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onBooked(databaseId: number): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ bookService: payload }) => {
        if (payload.userErrors.length || !payload.serviceActivity) callbacks.onUserErrors(payload.userErrors);
        else callbacks.onBooked(payload.serviceActivity.databaseId);
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
