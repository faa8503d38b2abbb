import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { TicketSchema, toTicketDto } from '../../maintenance-tickets/ticket-dto.js';
import { recordTicketEvent } from '../../maintenance-tickets/ticket-events.js';
import { firstNameOf } from '../../maintenance-tickets/ticket-people-repository.js';
import { lockTicket, updateTicket } from '../../maintenance-tickets/tickets-repository.js';
import { viewerOf } from '../../../http/viewer.js';
import { homeManagerIds } from '../../../events/audiences.js';

/**
 * Staff hand a ticket to the home's managers: sets sent_to_manager_at and tells
 * the managers (even when their notifications for the ticket are off: being sent
 * a ticket is the point). Sending again changes nothing and tells nobody.
 */
export const internalMaintenanceTicketRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/internal/maintenance-tickets/:id/send-to-manager', {
    config: { access: 'staff' },
    schema: { tags: ['internal'], summary: 'Send a ticket to the home\'s managers (staff)', params: IdPathParams, response: { 200: TicketSchema } },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /internal/maintenance-tickets/:id/send-to-manager', async (tx) => {
      const ticket = await lockTicket(tx, request.params.id);
      if (!ticket) throw notFound('ticket');
      if (ticket.sent_to_manager_at === null) {
        await updateTicket(tx, ticket.id, { sentToManager: true });
        const after = (await lockTicket(tx, ticket.id))!;
        await recordTicketEvent(tx, {
          type: 'maintenance_ticket.updated', viewer, ticket: after,
          recipients: { only: await homeManagerIds(tx, after.building_id, 'support_service') },
          title: `${await firstNameOf(tx, viewer.userId)} from Hearth sent you a ticket: ${after.title}`, body: after.building_name,
          data: { change: 'sent_to_manager' },
        });
      }
      return { status: 200, body: await toTicketDto(tx, deps.config, viewer, (await lockTicket(tx, ticket.id))!) };
    });
  });
};
