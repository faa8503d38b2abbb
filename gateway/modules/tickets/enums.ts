/** GraphQL ↔ v20 values of the ticket enums (see listings/enums.ts for the pattern). */
import { ACCESS_REQUIREMENTS, ACTOR_ROLES, TICKET_AREAS, TICKET_STATUSES, TICKET_TYPES } from '../../../common/live.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type TicketType = (typeof TICKET_TYPES)[number];
export const TicketType = enumValueMap(TICKET_TYPES);
export type TicketArea = (typeof TICKET_AREAS)[number];
export const TicketArea = enumValueMap(TICKET_AREAS);
export type AccessRequirement = (typeof ACCESS_REQUIREMENTS)[number];
export const AccessRequirement = enumValueMap(ACCESS_REQUIREMENTS);
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TicketStatus = enumValueMap(TICKET_STATUSES);
/** `hearth-team` is HEARTH_TEAM. */
export type ActorRole = (typeof ACTOR_ROLES)[number];
export const ActorRole = enumValueMap(ACTOR_ROLES);
