import { graphql } from 'react-relay';

// Everything any ticket view shows. The subscription and the reply mutation ask for
// it, so whichever view is on screen (tenant or manager, list row or detail)
// changes in place when the ticket does, with no refetch.
export const ticketLiveFragment = graphql`
  fragment ticketLive_ticket on MaintenanceTicket {
    id
    ...TicketDetail_ticket
    ...TicketRow_ticket
    ...ManagerTicketActions_ticket
  }
`;
