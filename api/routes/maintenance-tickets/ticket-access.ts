import type { TicketType } from '../../../common/live.js';
import type { Executor } from '../../db/client.js';
import { isResident } from '../../events/audiences.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import { managerCan } from '../buildings/managers/building-managers-repository.js';
import { findVisibleTicket, lockVisibleTicket, type TicketRow } from './tickets-repository.js';
import type { Viewer } from '../../http/viewer.js';

/** Ticket types each role may open (docs/live.md); the first is the default. */
export const OPENABLE_TYPES: Record<'tenant' | 'manager', readonly TicketType[]> = {
  tenant: ['maintenance_request', 'applicant_message_to_housemates'],
  manager: ['maintenance_request', 'landlord_message_to_tenants', 'property_setup', 'bedroom_turnover'],
};

/** A tenant opens tickets for a home they live in; a manager for a home whose support service they run. */
export async function requireMayOpen(ex: Executor, viewer: Viewer, buildingId: number): Promise<'tenant' | 'manager'> {
  if (viewer.role === 'tenant') {
    if (await isResident(ex, viewer.userId, buildingId)) return 'tenant';
    throw new HttpError(422, 'not_a_resident', 'You can open tickets only for a home you live in.', { building_id: 'You do not live in this home.' });
  }
  if (viewer.role === 'manager') {
    if (await managerCan(ex, viewer.userId, buildingId, 'support_service')) return 'manager';
    throw new HttpError(422, 'not_a_manager_of_home', 'You can open tickets only for homes whose support service you run.', { building_id: 'You do not manage support for this home.' });
  }
  throw forbidden('Switch to your tenant or manager role to open a ticket.');
}

/** The ticket as the viewer sees it, or 404: an invisible ticket does not exist for them. */
export async function visibleOr404(ex: Executor, viewer: Viewer, id: number, forUpdate = false): Promise<TicketRow> {
  const ticket = forUpdate ? await lockVisibleTicket(ex, viewer, id) : await findVisibleTicket(ex, viewer, id);
  if (!ticket) throw notFound('ticket');
  return ticket;
}

/** Staff, or the home's manager (support service) in the manager role. */
export function requireManages(ticket: TicketRow, what: string): void {
  if (!ticket.viewer_manages) throw forbidden(`Only the home's managers and Hearth staff may ${what}.`);
}

/** add-users / remove-users: the home's managers, staff and the ticket's author. */
export function requireMayManageUsers(viewer: Viewer, ticket: TicketRow): void {
  if (ticket.viewer_manages || ticket.created_by_user_id === viewer.userId) return;
  throw forbidden('Only the ticket\'s author, the home\'s managers and Hearth staff may change who is on it.');
}
