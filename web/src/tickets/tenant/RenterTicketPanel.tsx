import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useOutletContext } from 'react-router';
import type { RenterTicketPanelQuery as QueryType } from '../../__generated__/RenterTicketPanelQuery.graphql';
import { useDisposeOnReplace, type PanelOutletContext } from '../../app/relay/routeQuery';
import { MessagePage } from '../../shared/components/MessagePage';
import { TicketDetail } from '../TicketDetail';
import { useTicketUpdatedSubscription } from '../useTicketUpdatedSubscription';

const query = graphql`
  query RenterTicketPanelQuery($id: ID!) {
    maintenanceTicket(id: $id) {
      id
      ...TicketDetail_ticket
    }
  }
`;

/**
 * The ticket of ?ticket=<id> on /renter-support, preloaded by its route
 * (tickets/tenant/routes.tsx); replies and status changes arrive live.
 */
export function RenterTicketPanel() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  const { onClose } = useOutletContext<PanelOutletContext>();
  return queryRef ? <RenterTicket queryRef={queryRef} onClose={onClose} /> : null;
}

function RenterTicket({ queryRef, onClose }: { queryRef: PreloadedQuery<QueryType>; onClose(): void }) {
  useDisposeOnReplace(queryRef);
  const { maintenanceTicket: ticket } = usePreloadedQuery<QueryType>(query, queryRef);
  const variables = queryRef.variables;
  if (!ticket) {
    return (
      <MessagePage headingLevel={2} icon="tools" title="Ticket not found" actions={<button type="button" className="btn" onClick={onClose}>Back to your tickets</button>}>
        <p>It may be about a home you no longer live in.</p>
      </MessagePage>
    );
  }
  return <LiveTicket ticket={ticket} variables={variables} onClose={onClose} />;
}

function LiveTicket({ ticket, variables, onClose }: {
  ticket: NonNullable<QueryType['response']['maintenanceTicket']>;
  variables: QueryType['variables'];
  onClose(): void;
}) {
  const environment = useRelayEnvironment();
  const refetch = useCallback(() => {
    fetchQuery<QueryType>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, variables.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useTicketUpdatedSubscription(ticket.id, refetch);
  return <TicketDetail ticket={ticket} onClose={onClose} />;
}
