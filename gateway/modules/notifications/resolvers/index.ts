import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { markAllNotificationsRead, markNotificationRead, updateNotificationSettings } from './mutations.js';
import { Notification } from './Notification.js';
import { caseUpdated, notificationAdded } from './Subscription.js';
import { Viewer } from './Viewer.js';

export const notificationResolvers: Resolvers = {
  ...enums,
  Notification,
  Viewer,
  Mutation: { markNotificationRead, markAllNotificationsRead, updateNotificationSettings },
  Subscription: { notificationAdded, caseUpdated },
};
