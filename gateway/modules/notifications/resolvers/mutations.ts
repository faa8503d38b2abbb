import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { NotificationDto } from '../dto.js';

/** The bell's number and the list change with every one of these: nothing read before is served after. */
export const markNotificationRead: NonNullable<MutationResolvers['markNotificationRead']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.notificationId, 'Notification');
  const failed = { notification: null, viewer: ctx.session };
  if (!id) return { ...failed, userErrors: [userError('not_found', 'No such notification.', 'notificationId')] };
  return payloadOf(async () => {
    const notification = await ctx.v20.post<NotificationDto>('/notifications/:id/read', { params: { id } });
    ctx.refreshLoaders();
    return { notification, viewer: ctx.session };
  }, failed, { fieldForCode: { not_found: 'notificationId' } });
};

export const markAllNotificationsRead: NonNullable<MutationResolvers['markAllNotificationsRead']> = (_p, _args, ctx) =>
  payloadOf(async () => {
    await ctx.v20.post('/notifications/read-all');
    ctx.refreshLoaders();
    return { viewer: ctx.session };
  }, { viewer: ctx.session });

export const updateNotificationSettings: NonNullable<MutationResolvers['updateNotificationSettings']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    await ctx.v20.put('/me/notification-settings', {
      body: { settings: input.settings.map((s) => ({ notification_group: s.group, in_app: s.inApp, email: s.email })) },
    });
    ctx.refreshLoaders();
    return { viewer: ctx.session };
  }, { viewer: ctx.session });
