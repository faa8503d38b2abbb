import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useOutletContext } from 'react-router';
import type { ServiceTicketPanelQuery as QueryType } from '../../__generated__/ServiceTicketPanelQuery.graphql';
import { useDisposeOnReplace, type PanelOutletContext } from '../../app/relay/routeQuery';
import { MessagePage } from '../../shared/components/MessagePage';
import { TicketDetail } from '../TicketDetail';
import { useTicketUpdatedSubscription } from '../useTicketUpdatedSubscription';
import { ManagerTicketActions } from './ManagerTicketActions';

const query = graphql`
  query ServiceTicketPanelQuery($id: ID!) {
    viewer { user { databaseId firstName lastName } }
    maintenanceTicket(id: $id) {
      id
      ...TicketDetail_ticket
      ...ManagerTicketActions_ticket
      building { ...ManagerTicketActions_building }
    }
  }
`;

/**
 * The ticket of ?ticket=<id> on /manager/service, preloaded by its route
 * (tickets/manager/routes.tsx), kept live while it is open.
 */
export function ServiceTicketPanel() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  const { onClose } = useOutletContext<PanelOutletContext>();
  return queryRef ? <ServiceTicket queryRef={queryRef} onClose={onClose} /> : null;
}

function ServiceTicket({ queryRef, onClose }: { queryRef: PreloadedQuery<QueryType>; onClose(): void }) {
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const variables = queryRef.variables;
  const ticket = data.maintenanceTicket;
  if (!ticket) {
    return (
      <MessagePage headingLevel={2} icon="tools" title="Ticket not found" actions={<button type="button" className="btn" onClick={onClose}>Back to the list</button>}>
        <p>It may belong to a home you no longer manage.</p>
      </MessagePage>
    );
  }
  const user = data.viewer.user;
  const me = user ? { databaseId: user.databaseId, name: `${user.firstName} ${user.lastName}`.trim() } : null;
  return <LiveTicket ticketId={ticket.id} variables={variables} ticket={ticket} me={me} onClose={onClose} />;
}

function LiveTicket({ ticketId, variables, ticket, me, onClose }: {
  ticketId: string;
  variables: QueryType['variables'];
  ticket: NonNullable<QueryType['response']['maintenanceTicket']>;
  me: { databaseId: string; name: string } | null;
  onClose(): void;
}) {
  const environment = useRelayEnvironment();
  const refetch = useCallback(() => {
    fetchQuery<QueryType>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, variables.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useTicketUpdatedSubscription(ticketId, refetch);
  return (
    <TicketDetail ticket={ticket} onClose={onClose} linkToJob
      actions={<ManagerTicketActions ticket={ticket} building={ticket.building ?? null} me={me} />} />
  );
}
