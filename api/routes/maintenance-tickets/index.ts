import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams, pageOf, readCursor } from '../../http/collection-params.js';
import { documentRoutes } from './document-routes.js';
import { peopleRoutes } from './people-routes.js';
import { openTicket } from './open-ticket.js';
import { visibleOr404 } from './ticket-access.js';
import { TicketSchema, toTicketDto, toTicketDtos } from './ticket-dto.js';
import { CreateTicketBody, TAGS as tags, TicketsQuery } from './ticket-schemas.js';
import { listTickets, ticketHomes } from './tickets-repository.js';
import { z } from 'zod';
import { userId } from '../../http/access.js';
import { updateRoutes } from './update-routes.js';
import { refuseVendorList, viewerOf } from '../../http/viewer.js';

const SCOPE = 'maintenance-tickets';

/** Maintenance tickets (docs/live.md "REST (v20)"); the rules are in README.md. */
export const maintenanceTicketRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/maintenance-tickets', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Tickets the caller may see, newest first', querystring: TicketsQuery, response: { 200: pageOf(TicketSchema) },
      description: 'Tenant role: tickets of homes you live in now, and ones you opened or follow. Manager role: tickets of homes you own '
        + 'or co-manage with support_service, and ones you opened or follow. Staff: all. Vendor role: 403.',
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    refuseVendorList(viewer);
    const { limit, cursor, ids, building_id: buildingId, status, ticket_type: ticketType } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listTickets(db, viewer, { ids, buildingId, status, ticketType }, before, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: await toTicketDtos(db, deps.config, viewer, page),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.get('/maintenance-tickets/homes', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'The homes whose tickets the caller runs, id and title only',
      description: 'Owned, or co-managed with support_service, in id order: the service page\'s home filter. Nothing else about the homes '
        + 'is read, so a manager with many homes gets the list at once.',
      response: { 200: z.object({ results: z.array(z.object({ id: z.number().int(), title: z.string() })) }) },
    },
  }, async (request) => ({ results: await ticketHomes(db, userId(request)) }));

  app.get('/maintenance-tickets/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One ticket', description: '404 when the caller may not see it.', params: IdPathParams, response: { 200: TicketSchema } },
  }, async (request) => {
    const viewer = viewerOf(request);
    return toTicketDto(db, deps.config, viewer, await visibleOr404(db, viewer, request.params.id));
  });

  app.post('/maintenance-tickets', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Open a ticket for a home', body: CreateTicketBody, response: { 201: TicketSchema },
      description: 'Tenant role: a home you live in (422 not_a_resident); types maintenance_request (default), applicant_message_to_housemates. '
        + 'Manager role: a home whose support service you run (422 not_a_manager_of_home); types maintenance_request (default), '
        + 'landlord_message_to_tenants, property_setup, bedroom_turnover. Another type: 422 ticket_type_not_allowed. Vendor role: 403. '
        + 'photo_file_ids: your own uploads of purpose maintenance_photo. Notifies the home\'s managers (manager_building).',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /maintenance-tickets', async (tx) => (
      { status: 201, body: await openTicket(tx, deps, viewer, request.body) }));
  });

  await updateRoutes(plain, deps);
  await peopleRoutes(plain, deps);
  await documentRoutes(plain, deps);
};
