import type { SupportCategoryResolvers, TicketUpdateResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { files, person } from './shapes.js';

export const TicketUpdate: TicketUpdateResolvers = {
  id: (u) => toGlobalId('TicketUpdate', u.id),
  databaseId: (u) => Number(u.id),
  author: (u) => (u.author ? person(u.author) : null),
  actorRole: (u) => u.actor_role,
  body: (u) => u.body,
  statusFrom: (u) => u.status_from,
  statusTo: (u) => u.status_to,
  photos: (u, _args, ctx) => files(ctx.publicUrl, u.photos),
  serviceActivityId: (u) => (u.service_activity ? toGlobalId('ServiceActivity', u.service_activity.id) : null),
  serviceAction: (u) => u.service_activity?.action ?? null,
  managerNote: (u) => u.manager_note,
  createdAt: (u) => u.created_at,
};

/** A ticket embeds only `{id, name}`; the description comes from the (once per request) list. */
export const SupportCategory: SupportCategoryResolvers = {
  id: (c) => toGlobalId('SupportCategory', c.id),
  databaseId: (c) => Number(c.id),
  name: (c) => c.name,
  description: async (c, _args, ctx) => {
    if (typeof c.description === 'string') return c.description;
    const all = await ctx.loaders.tickets.supportCategories();
    return all.find((x) => String(x.id) === String(c.id))?.description ?? '';
  },
};
