import { TICKET_STATUS_VALUES, type GraphQLTicketStatus } from '../../tickets/labels';

export interface ServiceFilters {
  buildingId: string | null;
  status: GraphQLTicketStatus | null;
}

/** ?home= (a home the manager runs) and ?status=; anything else is ignored, never an error. */
export function serviceFilters(params: URLSearchParams, homeIds: readonly string[] | null = null): ServiceFilters {
  const home = params.get('home');
  const status = params.get('status');
  return {
    buildingId: home && (homeIds === null || homeIds.includes(home)) ? home : null,
    status: TICKET_STATUS_VALUES.includes(status as GraphQLTicketStatus) ? (status as GraphQLTicketStatus) : null,
  };
}
