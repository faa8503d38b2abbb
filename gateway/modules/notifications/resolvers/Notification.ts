import type { NotificationResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';

export const Notification: NotificationResolvers = {
  id: (n) => toGlobalId('Notification', n.id),
  databaseId: (n) => Number(n.id),
  group: (n) => n.notification_group,
  eventType: (n) => n.event_type,
  title: (n) => n.title,
  body: (n) => n.body,
  linkPath: (n) => n.link_path,
  building: (n, _args, ctx) => (n.building_id === null ? null : ctx.loaders.listings.buildings.load(String(n.building_id))),
  read: (n) => n.read_at !== null,
  readAt: (n) => n.read_at,
  createdAt: (n) => n.created_at,
};
