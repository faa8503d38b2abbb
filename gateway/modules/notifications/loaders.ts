import type { GatewayContext } from '../../context.js';
import { MAX_IDS_PER_PAGE, once, restLoader } from '../../v20/batch.js';
import type { NotificationDto, NotificationPage, NotificationSettingDto } from './dto.js';

function createNotificationLoaders(ctx: GatewayContext) {
  const { v20, session } = ctx;
  return {
    /** The viewer's own notifications by REST id (`?ids=`); anyone else's load as null. */
    notifications: restLoader<NotificationDto>(v20, '/notifications', MAX_IDS_PER_PAGE),
    /** The bell's number: every notifications page carries it, so the smallest page is enough. */
    unreadCount: once(async () => {
      if (session.isGuest) return 0;
      return (await v20.get<NotificationPage>('/notifications', { query: { unread_only: true, limit: 1 } })).unread_count;
    }),
    settings: once(async () => {
      if (session.isGuest) return [];
      return (await v20.get<{ settings: NotificationSettingDto[] }>('/me/notification-settings')).settings;
    }),
  };
}

/** Keyed by the request's loaders object, so `refreshLoaders()` after a write starts afresh. */
const perRequest = new WeakMap<object, ReturnType<typeof createNotificationLoaders>>();

export function notificationLoaders(ctx: GatewayContext): ReturnType<typeof createNotificationLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createNotificationLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
