import { TICKET_STATUS_VALUES, type GraphQLTicketStatus } from '../labels';

export interface ServiceFilters {
  buildingId: string | null;
  status: GraphQLTicketStatus | null;
}

/** A home's global id (base64 of Building:<REST id>), so a hand-edited URL never reaches the gateway. */
function isHomeId(value: string): boolean {
  try {
    return /^Building:[1-9][0-9]{0,15}$/.test(atob(value));
  } catch {
    return false;
  }
}

/**
 * ?home= (a home the manager runs, when the list is known) and ?status=; anything
 * else is ignored, never an error.
 */
export function serviceFilters(params: URLSearchParams, homeIds: readonly string[] | null = null): ServiceFilters {
  const home = params.get('home');
  const status = params.get('status');
  return {
    buildingId: home && isHomeId(home) && (homeIds === null || homeIds.includes(home)) ? home : null,
    status: TICKET_STATUS_VALUES.includes(status as GraphQLTicketStatus) ? (status as GraphQLTicketStatus) : null,
  };
}
