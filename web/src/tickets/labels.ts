// GraphQL enum values (BEDROOM_2, TENANTS_PRESENT …) in the words of common/live.ts,
// so the web says exactly what the api and the emails say.
import {
  ACCESS_REQUIREMENT_LABELS, ACCESS_REQUIREMENTS, ACTOR_ROLE_LABELS, TEAM_ACTOR_ROLE, ticketAreaLabel,
  type AccessRequirement, type ActorRole, type TicketArea,
} from '../../../common/live';

export type GraphQLTicketStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
export type GraphQLTicketArea = Uppercase<TicketArea>;
export type GraphQLAccessRequirement = Uppercase<AccessRequirement>;

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

export const TICKET_STATUS_LABELS: Record<GraphQLTicketStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
};
export const TICKET_STATUS_VALUES = Object.keys(TICKET_STATUS_LABELS) as GraphQLTicketStatus[];

export function ticketStatusLabel(status: string): string {
  return TICKET_STATUS_LABELS[status as GraphQLTicketStatus] ?? status;
}

export function areaLabel(area: string): string {
  return ticketAreaLabel(area.toLowerCase() as TicketArea);
}

/** Where in the home: the common areas, the exterior, then as many bedrooms as the home has, then other. */
export function areaOptions(bedroomCount: number): Option<GraphQLTicketArea>[] {
  const bedrooms = Array.from({ length: Math.max(0, Math.min(10, bedroomCount)) }, (_, i) => `BEDROOM_${i + 1}` as GraphQLTicketArea);
  return (['COMMON_AREAS', 'EXTERIOR', ...bedrooms, 'OTHER'] as GraphQLTicketArea[]).map((value) => ({ value, label: areaLabel(value) }));
}

export const ACCESS_REQUIREMENT_OPTIONS: Option<GraphQLAccessRequirement>[] = ACCESS_REQUIREMENTS.map((value) => ({
  value: value.toUpperCase() as GraphQLAccessRequirement,
  label: ACCESS_REQUIREMENT_LABELS[value],
}));

export function accessRequirementLabel(value: string): string {
  return ACCESS_REQUIREMENT_LABELS[value.toLowerCase() as AccessRequirement] ?? value;
}

/** GraphQL spells the team role HEARTH_TEAM; common/live spells it `${BRAND}-team`. */
export function actorRoleLabel(role: string): string {
  const key = role === 'HEARTH_TEAM' ? TEAM_ACTOR_ROLE : (role.toLowerCase() as ActorRole);
  return ACTOR_ROLE_LABELS[key as ActorRole] ?? role;
}

/** The global id of a ticket from the REST id in the URL (?ticket=12), as the gateway encodes them. */
export function ticketGlobalId(databaseId: string): string {
  return btoa(`MaintenanceTicket:${databaseId}`);
}

/** ?ticket= must be a REST id; anything else is ignored rather than sent. */
export function parseTicketParam(value: string | null): string | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? value : null;
}

/**
 * Where a manager may move a ticket from `status`: the manager column of the
 * api's transition table (api/domain/tickets/ticket-status.ts), each with the
 * words of its button. Shown only when viewerMay.changeStatus; the api decides.
 */
export function managerStatusMoves(status: string): Option<GraphQLTicketStatus>[] {
  switch (status) {
    case 'NOT_STARTED':
      return [{ value: 'IN_PROGRESS', label: 'Start work' }, { value: 'COMPLETED', label: 'Mark completed' }];
    case 'IN_PROGRESS':
      return [{ value: 'COMPLETED', label: 'Mark completed' }, { value: 'NOT_STARTED', label: 'Back to not started' }];
    case 'COMPLETED':
      return [{ value: 'IN_PROGRESS', label: 'Reopen' }];
    default:
      return [];
  }
}
