import { byIdsLoader, MAX_IDS_PER_PAGE, once, type LoaderScope } from '../../v20/batch.js';
import type { NotificationDto, NotificationPage, NotificationSettingDto } from './dto.js';

export function createNotificationLoaders({ v20, session }: LoaderScope) {
  return {
    /** The viewer's own notifications by REST id (`?ids=`); anyone else's load as null. */
    notifications: byIdsLoader<NotificationDto>(v20, '/notifications', { maxIds: MAX_IDS_PER_PAGE }),
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
