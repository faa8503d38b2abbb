import { graphql, useMutation } from 'react-relay';
import type { useAddTicketUpdateMutation as MutationType } from '../__generated__/useAddTicketUpdateMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAddTicketUpdateMutation($input: AddTicketUpdateInput!) {
    addTicketUpdate(input: $input) {
      ticket { id ...ticketLive_ticket }
      userErrors { field message }
    }
  }
`;

/** A reply and/or a status change; the ticket (and its timeline) refresh from the payload. */
export function useAddTicketUpdateMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ addTicketUpdate: payload }) => (payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone()),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
