import type { EventType } from '../../../common/event-types.js';
import type { Executor } from '../../db/client.js';
import { homeManagerIds, homeResidentIds } from '../../events/audiences.js';
import { recordEvent, type NotificationDraft, type RecordedEvent } from '../../events/record.js';
import type { TicketRow } from './tickets-repository.js';
import { followerIds } from './ticket-people-repository.js';
import { actorOf, type Viewer } from '../../http/viewer.js';

/** Everyone a ticket concerns: the home's managers (support service), its author, followers, the responsible manager. */
interface TicketPeople {
  managers: number[];
  creator: number;
  followers: number[];
  responsible: number | null;
  /** Residents, for tickets that are messages to the home (else empty). */
  residents: number[];
}

/**
 * Ticket types that are messages to the people who live in the home: their
 * residents are told when one is opened, not only the managers and followers.
 */
const ADDRESSED_TO_RESIDENTS = new Set(['landlord_message_to_tenants', 'applicant_message_to_housemates', 'new_tenant_introduction']);

async function peopleOf(ex: Executor, ticket: TicketRow): Promise<TicketPeople> {
  return {
    managers: await homeManagerIds(ex, ticket.building_id, 'support_service'),
    creator: ticket.created_by_user_id,
    followers: await followerIds(ex, ticket.id),
    responsible: ticket.responsible_user_id,
    residents: ADDRESSED_TO_RESIDENTS.has(ticket.ticket_type) ? await homeResidentIds(ex, ticket.building_id) : [],
  };
}

/**
 * Who is told, by kind of event (docs/live.md): an opening tells the managers
 * (unless their notifications are off for this ticket) and followers; an update
 * tells everyone on the ticket (recordEvent drops the author); `only` names the
 * recipients outright (people just added, the managers a ticket is sent to).
 */
export type Recipients = 'opened' | 'updated' | { only: number[] };

function recipientsOf(people: TicketPeople, ticket: TicketRow, who: Recipients): number[] {
  if (typeof who === 'object') return who.only;
  const managers = ticket.manager_notifications_enabled ? people.managers : [];
  if (who === 'opened') return [...managers, ...people.followers, ...people.residents];
  return [people.creator, ...people.followers, ...managers, ...(people.responsible ? [people.responsible] : [])];
}

/** Managers read tickets in /manager/service, everyone else in /renter-support (spec §2 pages). */
function draftFor(userId: number, managerSide: Set<number>, ticket: TicketRow, title: string, body: string): NotificationDraft {
  const manager = managerSide.has(userId);
  return {
    userId,
    group: manager ? 'manager_building' : 'tenant_user',
    title,
    body,
    linkPath: manager ? `/manager/service?ticket=${ticket.id}` : `/renter-support?ticket=${ticket.id}`,
  };
}

export interface TicketEvent {
  type: Extract<EventType, `maintenance_ticket.${string}`>;
  viewer: Viewer;
  /** The ticket after the change. */
  ticket: TicketRow;
  recipients: Recipients;
  /** The notification's title, e.g. "Marcus replied: Broken heater". */
  title: string;
  body?: string;
  data?: Record<string, unknown>;
  /** People no longer on the ticket who should still hear of it (removed followers). */
  alsoAudience?: number[];
}

/**
 * Records a ticket event in the caller's transaction (the change and its event
 * commit together). Audience: the home's managers, the author, followers and the
 * responsible manager.
 */
export async function recordTicketEvent(ex: Executor, e: TicketEvent): Promise<RecordedEvent> {
  const people = await peopleOf(ex, e.ticket);
  const managerSide = new Set([...people.managers, ...(people.responsible ? [people.responsible] : [])]);
  const recipients = [...new Set(recipientsOf(people, e.ticket, e.recipients))];
  return recordEvent(ex, {
    type: e.type,
    actor: actorOf(e.viewer),
    buildingId: e.ticket.building_id,
    subject: { type: 'maintenance_ticket', id: e.ticket.id },
    audience: [
      ...people.managers, people.creator, ...people.followers, ...people.residents,
      ...(people.responsible ? [people.responsible] : []), ...(e.alsoAudience ?? []),
    ],
    data: { ticket_id: e.ticket.id, building_id: e.ticket.building_id, status: e.ticket.status, ...e.data },
    notify: recipients.map((userId) => draftFor(userId, managerSide, e.ticket, e.title, e.body ?? '')),
  });
}
