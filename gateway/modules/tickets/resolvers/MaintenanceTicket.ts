import { ticketAreaLabel, TICKET_TYPE_LABELS } from '../../../../common/live.js';
import type { MaintenanceTicketResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { toGlobalId } from '../../../relay/globalId.js';
import type { TicketUpdateDto } from '../dto.js';
import { files, person } from './shapes.js';

/** The v20 ticket in camelCase; its home through the request's building loader. */
export const MaintenanceTicket: MaintenanceTicketResolvers = {
  id: (t) => toGlobalId('MaintenanceTicket', t.id),
  databaseId: (t) => Number(t.id),
  building: (t, _args, ctx) => ctx.loaders.listings.buildings.load(String(t.building_id)),
  ticketType: (t) => t.ticket_type,
  ticketTypeLabel: (t) => TICKET_TYPE_LABELS[t.ticket_type],
  supportCategory: (t) => t.support_category,
  area: (t) => t.area,
  areaLabel: (t) => ticketAreaLabel(t.area),
  accessRequirement: (t) => t.access_requirement,
  title: (t) => t.title,
  description: (t) => t.description,
  status: (t) => t.status,
  createdBy: (t) => person(t.created_by),
  createdByRole: (t) => t.created_by.actor_role,
  responsibleManager: (t) => (t.responsible_user ? person(t.responsible_user) : null),
  managerNotificationsEnabled: (t) => t.manager_notifications_enabled,
  followers: (t) => t.users.map(person),
  photos: (t, _args, ctx) => files(ctx.publicUrl, t.photos),
  // v20 returns a ticket's whole timeline at once (oldest first); pages are cut here.
  updates: async (t, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    const { results } = await ctx.v20.get<{ results: TicketUpdateDto[] }>('/maintenance-tickets/:id/updates', { params: { id: t.id } });
    return connectionFrom({ results, next_cursor: null }, request);
  },
  updatesCount: (t) => t.updates_count,
  lastUpdateAt: (t) => t.last_update_at,
  createdAt: (t) => t.created_at,
  updatedAt: (t) => t.updated_at,
  completedAt: (t) => t.completed_at,
  viewerMay: (t) => ({
    reply: t.viewer_may.reply,
    changeStatus: t.viewer_may.change_status,
    assign: t.viewer_may.assign,
    manageUsers: t.viewer_may.manage_users,
  }),
};
