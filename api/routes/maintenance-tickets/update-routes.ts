import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTOR_ROLES, TICKET_STATUSES, type TicketStatus } from '../../../common/live.js';
import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { ticketStatusTransition, type StatusMover } from '../../domain/tickets/ticket-status.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { visibleOr404 } from './ticket-access.js';
import { FileLinkSchema, PersonSchema, TicketSchema, fileLinks, toTicketDto } from './ticket-dto.js';
import { recordTicketEvent } from './ticket-events.js';
import { firstNameOf } from './ticket-people-repository.js';
import { PHOTO_PURPOSES, attachFiles, fileIdsBy, requireTicketUploads } from './ticket-files-repository.js';
import { CreateUpdateBody, TAGS as tags } from './ticket-schemas.js';
import { updateTicket, type TicketRow } from './tickets-repository.js';
import { findUpdate, insertUpdate, listUpdates, type UpdateRow } from './updates-repository.js';
import { actorOf, viewerOf, type Viewer } from '../../http/viewer.js';

export const UpdateSchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  author: PersonSchema.nullable().describe('Null for automatic updates.'),
  actor_role: z.enum(ACTOR_ROLES),
  body: z.string(),
  status_from: z.enum(TICKET_STATUSES).nullable(),
  status_to: z.enum(TICKET_STATUSES).nullable(),
  photos: z.array(FileLinkSchema),
  service_activity: z.object({ id: z.number().int(), action: z.string() }).nullable()
    .describe('A step of the service booked for the ticket (the job\'s history action); null for replies and status changes.'),
  manager_note: z.string().nullable().describe('Service steps: what only the people running the ticket read (pay, reasons, notes); null for everyone else.'),
  created_at: z.string(),
});

/** `manages`: the viewer runs the ticket (its managers, staff) and reads the service steps' manager notes. */
async function toUpdateDtos(ex: Executor, config: ApiConfig, found: UpdateRow[], manages: boolean) {
  const photos = await fileIdsBy(ex, 'update', found.map((u) => u.id));
  return found.map((u) => ({
    id: u.id, ticket_id: u.ticket_id,
    author: u.author_user_id === null ? null : { user_id: u.author_user_id, first_name: u.author_first_name ?? '' },
    actor_role: u.actor_role, body: u.body, status_from: u.status_from, status_to: u.status_to,
    photos: fileLinks(config, photos.get(u.id)),
    service_activity: u.service_activity_id === null ? null : { id: u.service_activity_id, action: u.service_action ?? '' },
    manager_note: manages && u.service_activity_id !== null ? u.manager_note : null,
    created_at: u.created_at,
  }));
}

/** Staff move tickets as staff; the home's manager as manager; anyone else as a tenant (who may not). */
const moverOf = (viewer: Viewer, ticket: TicketRow): StatusMover => (viewer.isStaff ? 'staff' : ticket.viewer_manages ? 'manager' : 'tenant');

/** The new status if the table allows the move, else 422 naming the refused transition. */
function checkedStatus(viewer: Viewer, ticket: TicketRow, wanted: TicketStatus | undefined): TicketStatus | null {
  if (wanted === undefined) return null;
  const move = ticketStatusTransition(ticket.status, wanted, moverOf(viewer, ticket));
  if (!move.ok) throw new HttpError(422, move.code, move.message, { status: move.message });
  return move.to;
}

const STATUS_WORDS: Record<TicketStatus, string> = { not_started: 'not started', in_progress: 'in progress', completed: 'completed' };

/** "Marcus replied: Broken heater", or for a status change alone "Marcus marked Broken heater in progress". */
function titleOf(name: string, ticket: TicketRow, body: string, status: TicketStatus | null): string {
  if (body || status === null) return `${name} replied: ${ticket.title}`;
  return `${name} marked ${ticket.title} ${STATUS_WORDS[status]}`;
}

/** A ticket's timeline: replies and status changes. */
export const updateRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/maintenance-tickets/:id/updates', {
    config: { access: 'user' },
    schema: { tags, summary: 'A ticket\'s updates, oldest first', params: IdPathParams, response: { 200: z.object({ results: z.array(UpdateSchema) }) } },
  }, async (request) => {
    const ticket = await visibleOr404(db, viewerOf(request), request.params.id);
    return { results: await toUpdateDtos(db, deps.config, await listUpdates(db, ticket.id), ticket.viewer_manages) };
  });

  app.post('/maintenance-tickets/:id/updates', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Reply to a ticket and/or change its status', params: IdPathParams, body: CreateUpdateBody,
      response: { 201: z.object({ update: UpdateSchema, maintenance_ticket: TicketSchema }) },
      description: 'Anyone who sees the ticket may reply. `body` or `status` is required (400 on `body`). Status: the home\'s managers '
        + '(support service) and staff, per the transition table (422 ticket_status_transition_not_allowed). Notifies everyone on the ticket but you.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { body = '', status: wanted, photo_file_ids: photoIds } = request.body;
    return idempotent(db, request, reply, 'POST /maintenance-tickets/:id/updates', async (tx) => {
      const before = await visibleOr404(tx, viewer, request.params.id, true);
      if (!body && wanted === undefined) throw invalidInput({ body: 'Write a message or change the status.' });
      const status = checkedStatus(viewer, before, wanted);
      const photos = await requireTicketUploads(tx, viewer.userId, photoIds, PHOTO_PURPOSES, 'photo_file_ids');
      const updateId = await insertUpdate(tx, {
        ticketId: before.id, authorUserId: viewer.userId, actorRole: actorOf(viewer).role, body,
        statusFrom: status === null ? null : before.status, statusTo: status,
      });
      await attachFiles(tx, before.id, photos, { updateId });
      await updateTicket(tx, before.id, status === null ? {} : { status });
      const ticket = await visibleOr404(tx, viewer, before.id);
      await recordTicketEvent(tx, {
        type: 'maintenance_ticket.updated', viewer, ticket, recipients: 'updated',
        title: titleOf(await firstNameOf(tx, viewer.userId), ticket, body, status), body: body.slice(0, 300),
        data: { change: status === null ? 'reply' : 'status', update_id: updateId, status_from: status === null ? null : before.status, status_to: status },
      });
      const [update] = await toUpdateDtos(tx, deps.config, [await findUpdate(tx, updateId)], ticket.viewer_manages);
      return { status: 201, body: { update: update!, maintenance_ticket: await toTicketDto(tx, deps.config, viewer, ticket) } };
    });
  });
};
