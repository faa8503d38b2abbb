import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import type { NotificationDto, NotificationPage, NotificationSettingDto } from '../dto.js';

export const setting = (s: NotificationSettingDto) => ({ group: s.notification_group, inApp: s.in_app, email: s.email });

export const Viewer: Pick<ViewerResolvers, 'notifications' | 'unreadNotificationCount' | 'notificationSettings'> = {
  notifications: async (s, { first, after, unreadOnly }, ctx) => {
    const request = pageRequest(first, after);
    if (s.isGuest) return { ...emptyConnection<NotificationDto>(), unreadCount: 0 };
    const page = await ctx.v20.get<NotificationPage>('/notifications', {
      query: { unread_only: unreadOnly ? true : undefined, limit: request.limit, cursor: request.cursor },
    });
    for (const n of page.results) ctx.loaders.notifications.notifications.prime(String(n.id), n);
    return { ...connectionFrom(page, request), unreadCount: page.unread_count };
  },
  unreadNotificationCount: (_s, _args, ctx) => ctx.loaders.notifications.unreadCount(),
  notificationSettings: async (_s, _args, ctx) => (await ctx.loaders.notifications.settings()).map(setting),
};
