import { graphql, useMutation } from 'react-relay';
import type { useSetTicketResponsibilityMutation as MutationType } from '../../__generated__/useSetTicketResponsibilityMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useSetTicketResponsibilityMutation($input: SetTicketResponsibilityInput!) {
    setTicketResponsibility(input: $input) {
      ticket { id ...ticketLive_ticket }
      userErrors { field message }
    }
  }
`;

/** Who looks after a ticket (the owner or a co-manager with support service); null unassigns. */
export function useSetTicketResponsibilityMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ setTicketResponsibility: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
