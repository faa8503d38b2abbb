import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useOpenMaintenanceTicketMutation as MutationType } from '../../__generated__/useOpenMaintenanceTicketMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useOpenMaintenanceTicketMutation($input: OpenMaintenanceTicketInput!, $connections: [ID!]!) {
    openMaintenanceTicket(input: $input) {
      ticket @prependNode(connections: $connections, edgeTypeName: "MaintenanceTicketEdge") {
        id
        databaseId
        ...TicketRow_ticket
      }
      userErrors { field message }
    }
  }
`;

/** The tenant's list (on the root viewer, Viewer has no id) gets the new ticket on top. */
const TENANT_TICKETS = ConnectionHandler.getConnectionID('client:root:viewer', 'RenterSupport_maintenanceTickets');

export function useOpenMaintenanceTicketMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onOpened(databaseId: number): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input, connections: [TENANT_TICKETS] },
      onCompleted: ({ openMaintenanceTicket: payload }) => {
        if (payload.userErrors.length || !payload.ticket) callbacks.onUserErrors(payload.userErrors);
        else callbacks.onOpened(payload.ticket.databaseId);
      },
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
