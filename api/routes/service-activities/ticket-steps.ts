import type { TicketStatus } from '../../../common/live.js';
import type { Executor } from '../../db/client.js';
import { actorOf } from '../../http/viewer.js';
import { recordTicketEvent } from '../maintenance-tickets/ticket-events.js';
import { lockTicket, updateTicket } from '../maintenance-tickets/tickets-repository.js';
import { insertUpdate } from '../maintenance-tickets/updates-repository.js';
import type { ActivityFacts } from './activity-events-repository.js';
import type { ActivityChangeEvent } from './activity-events.js';
import { describeWindow } from './activity-events.js';
import { becomeServiceRequest, latestHistory, providerName, ticketOfActivity } from './ticket-steps-repository.js';

/** A step as the ticket shows it: `body` for everyone on the ticket, `managerNote` for the people running it. */
interface StepWords {
  body: string;
  managerNote: string;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const reasonWords = (reason: unknown) => (typeof reason === 'string' ? reason.replace(/_/g, ' ') : 'no reason given');
const noteOf = (detail: Record<string, unknown>) => (typeof detail.note === 'string' ? detail.note : '');

/**
 * The words of each step. Tenants read `body`: the service, the vendor company's name,
 * the visit window and what happens next; never the pay, notes, reasons or access.
 */
function wordsOf(f: ActivityFacts, action: string, detail: Record<string, unknown>, removedName: string | null): StepWords | null {
  const vendor = f.holder_name ?? 'The vendor';
  const note = noteOf(detail);
  switch (action) {
    case 'request': return { body: `A vendor was booked for this ticket: ${f.service_type_name}. Waiting for a vendor to take the job.`, managerNote: `Pay ${money(f.price_cents)}.` };
    case 'accept': return { body: `${vendor} took the job.`, managerNote: '' };
    case 'assign': return { body: `${vendor} was given the job.`, managerNote: '' };
    case 'schedule': return { body: `Visit scheduled: ${describeWindow(f)}.`, managerNote: '' };
    case 'reschedule': return { body: `Visit moved: ${describeWindow(f)}.`, managerNote: '' };
    case 'unschedule': return { body: 'The visit was called off; a new time will follow.', managerNote: '' };
    case 'on_my_way': return { body: `${vendor} is on the way.`, managerNote: '' };
    case 'submit_complete': return { body: `${vendor} reported the work done; it is being checked.`, managerNote: note };
    case 'submit_incomplete': return { body: `${vendor} reported the work not finished; a return visit follows.`, managerNote: note };
    case 'qa_approve': return { body: 'The work was checked and approved.', managerNote: '' };
    case 'qa_reject': return { body: `The work was sent back to ${vendor}; a return visit follows.`, managerNote: note };
    case 'remove_vendor': return {
      body: `${removedName ?? 'The vendor'} is no longer on the job; it is offered to other vendors.`,
      managerNote: `Reason: ${reasonWords(detail.reason)}.${note ? ` ${note}` : ''}`,
    };
    case 'cancel': return { body: 'The service was canceled. This ticket stays open.', managerNote: note };
    case 'complete': return { body: 'The service is complete.', managerNote: '' };
    // The pay is between the manager and the vendor; nothing for the ticket's readers.
    case 'set_price': return null;
    default: return { body: `Service update: ${action.replace(/_/g, ' ')}.`, managerNote: '' };
  }
}

/**
 * Steps the ticket's author is told of (the home's managers hear of the job through
 * its own notifications): when someone comes, and how it ended.
 */
const AUTHOR_TOLD = new Set(['schedule', 'reschedule', 'unschedule', 'cancel', 'complete']);

/** Booking moves the ticket into work; the completed job closes it; anything else leaves its status. */
function ticketStatusAfter(action: string, current: TicketStatus): TicketStatus | null {
  if (action === 'request' && current !== 'in_progress') return 'in_progress';
  if (action === 'complete' && current !== 'completed') return 'completed';
  return null;
}

/**
 * Writes a job's change on the timeline of the ticket it was booked for, in the
 * change's transaction (called by recordActivityEvent, the one place every change
 * passes), and fires the ticket's own `maintenance_ticket.updated` so the people
 * watching the ticket see it live. A job without a ticket: nothing.
 */
export async function recordTicketStep(ex: Executor, e: ActivityChangeEvent, f: ActivityFacts): Promise<void> {
  // The api's own changes (a series' next visit) have no viewer; a series never answers a ticket.
  const viewer = e.viewer;
  if (!viewer) return;
  const ticketId = await ticketOfActivity(ex, f.id);
  if (ticketId === null) return;
  const history = await latestHistory(ex, f.id);
  const detail = (history?.action === e.action ? history.detail : {}) as Record<string, unknown>;
  const words = wordsOf(f, e.action, detail, e.action === 'remove_vendor' ? await providerName(ex, e.removedProviderId ?? null) : null);
  if (!words) return;
  const before = (await lockTicket(ex, ticketId))!;
  const retyped = e.action === 'request' && (await becomeServiceRequest(ex, ticketId));
  const status = ticketStatusAfter(e.action, before.status);
  const actor = actorOf(viewer);
  // A vendor's people are the company's business: the ticket names the company, not the person.
  const updateId = await insertUpdate(ex, {
    ticketId, authorUserId: actor.role === 'vendor' ? null : actor.userId, actorRole: actor.role, body: words.body,
    statusFrom: status === null ? null : before.status, statusTo: status,
    service: { activityId: f.id, action: e.action, managerNote: words.managerNote },
  });
  await updateTicket(ex, ticketId, status === null ? {} : { status });
  const ticket = (await lockTicket(ex, ticketId))!;
  await recordTicketEvent(ex, {
    type: 'maintenance_ticket.updated', viewer, ticket,
    recipients: { only: AUTHOR_TOLD.has(e.action) ? [ticket.created_by_user_id] : [] },
    title: `${f.service_type_name}: ${ticket.title}`, body: words.body,
    data: {
      change: 'service_activity', update_id: updateId, service_activity_id: f.id, action: e.action,
      ...(retyped ? { ticket_type: ticket.ticket_type } : {}),
      status_from: status === null ? null : before.status, status_to: status,
    },
  });
}
