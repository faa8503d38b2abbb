import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { managerCan } from '../buildings/managers/building-managers-repository.js';
import { IdPathParams } from '../../http/collection-params.js';
import { requireManages, requireMayManageUsers, visibleOr404 } from './ticket-access.js';
import { TicketSchema, toTicketDto } from './ticket-dto.js';
import { recordTicketEvent } from './ticket-events.js';
import { firstNameOf } from './ticket-people-repository.js';
import { ManagerNotificationsBody, ResponsibilityBody, TAGS as tags, UserIdsBody } from './ticket-schemas.js';
import { addFollowers, outsidersOfHome, removeFollowers, updateTicket } from './tickets-repository.js';
import { viewerOf } from '../../http/viewer.js';

/** Who is on a ticket, whether the managers hear of it, and which manager looks after it. */
export const peopleRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const answer = { 200: TicketSchema };

  app.post('/maintenance-tickets/:id/add-users', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Add followers to a ticket', params: IdPathParams, body: UserIdsBody, response: answer,
      description: 'The home\'s managers, staff and the ticket\'s author. Only residents or managers of the home (422 user_not_in_home on `user_ids.N`). '
        + 'Those added are notified.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const userIds = request.body.user_ids;
    return idempotent(db, request, reply, 'POST /maintenance-tickets/:id/add-users', async (tx) => {
      const ticket = await visibleOr404(tx, viewer, request.params.id, true);
      requireMayManageUsers(viewer, ticket);
      const outsiders = await outsidersOfHome(tx, ticket.building_id, userIds);
      if (outsiders.length > 0) {
        throw new HttpError(422, 'user_not_in_home', 'Only people who live in or manage this home can be added.',
          { [`user_ids.${userIds.indexOf(outsiders[0]!)}`]: 'This person does not live in or manage this home.' });
      }
      const added = await addFollowers(tx, ticket.id, userIds, viewer.userId);
      if (added.length > 0) {
        await updateTicket(tx, ticket.id, {});
        await recordTicketEvent(tx, {
          type: 'maintenance_ticket.users_changed', viewer, ticket, recipients: { only: added },
          title: `${await firstNameOf(tx, viewer.userId)} added you to: ${ticket.title}`, data: { added_user_ids: added, removed_user_ids: [] },
        });
      }
      return { status: 200, body: await toTicketDto(tx, deps.config, viewer, await visibleOr404(tx, viewer, ticket.id)) };
    });
  });

  app.post('/maintenance-tickets/:id/remove-users', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Remove followers from a ticket', params: IdPathParams, body: UserIdsBody, response: answer,
      description: 'The home\'s managers, staff and the ticket\'s author; a follower may also remove themselves. Nobody is notified. '
        + 'A removed follower who cannot otherwise see the ticket gets 404 from then on.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const userIds = request.body.user_ids;
    return idempotent(db, request, reply, 'POST /maintenance-tickets/:id/remove-users', async (tx) => {
      const ticket = await visibleOr404(tx, viewer, request.params.id, true);
      // Leaving a ticket you follow needs nobody's permission.
      if (!(userIds.length === 1 && userIds[0] === viewer.userId)) requireMayManageUsers(viewer, ticket);
      const removed = await removeFollowers(tx, ticket.id, userIds);
      if (removed.length > 0) {
        await updateTicket(tx, ticket.id, {});
        await recordTicketEvent(tx, {
          type: 'maintenance_ticket.users_changed', viewer, ticket, recipients: { only: [] }, alsoAudience: removed,
          title: `People left: ${ticket.title}`, data: { added_user_ids: [], removed_user_ids: removed },
        });
      }
      const after = await visibleOr404(tx, viewer, ticket.id).catch(() => null);
      // Someone who removed themselves may no longer see the ticket: answer what they saw, without followers' details changing.
      return { status: 200, body: await toTicketDto(tx, deps.config, viewer, after ?? ticket) };
    });
  });

  app.post('/maintenance-tickets/:id/set-manager-notifications', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Turn the home\'s manager notifications for this ticket on or off', params: IdPathParams, body: ManagerNotificationsBody, response: answer,
      description: 'The home\'s managers (support service) and staff (403 for others who see the ticket). Records maintenance_ticket.updated; notifies nobody.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { enabled } = request.body;
    return idempotent(db, request, reply, 'POST /maintenance-tickets/:id/set-manager-notifications', async (tx) => {
      const ticket = await visibleOr404(tx, viewer, request.params.id, true);
      requireManages(ticket, 'change who is notified');
      if (ticket.manager_notifications_enabled !== enabled) {
        await updateTicket(tx, ticket.id, { managerNotificationsEnabled: enabled });
        const after = await visibleOr404(tx, viewer, ticket.id);
        await recordTicketEvent(tx, {
          type: 'maintenance_ticket.updated', viewer, ticket: after, recipients: { only: [] }, title: after.title,
          data: { change: 'manager_notifications', enabled },
        });
      }
      return { status: 200, body: await toTicketDto(tx, deps.config, viewer, await visibleOr404(tx, viewer, ticket.id)) };
    });
  });

  app.post('/maintenance-tickets/:id/set-manager-responsibility', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Choose which of the home\'s managers looks after this ticket (null: nobody)', params: IdPathParams, body: ResponsibilityBody, response: answer,
      description: 'The home\'s managers (support service) and staff. The person must be the owner or a co-manager with support_service '
        + '(422 not_a_manager_of_home on `responsible_user_id`). Notifies everyone on the ticket but you, the new responsible manager included.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const responsibleId = request.body.responsible_user_id;
    return idempotent(db, request, reply, 'POST /maintenance-tickets/:id/set-manager-responsibility', async (tx) => {
      const ticket = await visibleOr404(tx, viewer, request.params.id, true);
      requireManages(ticket, 'choose who is responsible');
      if (responsibleId !== null && !(await managerCan(tx, responsibleId, ticket.building_id, 'support_service'))) {
        throw new HttpError(422, 'not_a_manager_of_home', 'Only the owner or a co-manager with support service can be responsible.',
          { responsible_user_id: 'This person does not manage support for this home.' });
      }
      if (ticket.responsible_user_id !== responsibleId) {
        await updateTicket(tx, ticket.id, { responsibleUserId: responsibleId });
        const after = await visibleOr404(tx, viewer, ticket.id);
        const name = await firstNameOf(tx, viewer.userId);
        await recordTicketEvent(tx, {
          type: 'maintenance_ticket.updated', viewer, ticket: after, recipients: 'updated',
          title: responsibleId === null ? `${name} unassigned: ${after.title}` : `${name} assigned ${after.responsible_first_name}: ${after.title}`,
          data: { change: 'responsible_user', responsible_user_id: responsibleId, previous_responsible_user_id: ticket.responsible_user_id },
        });
      }
      return { status: 200, body: await toTicketDto(tx, deps.config, viewer, await visibleOr404(tx, viewer, ticket.id)) };
    });
  });
};
