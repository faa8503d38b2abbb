/** v20 shapes of notifications (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

/** `GET /notifications`: a page plus the caller's unread count. */
export type NotificationPage = V20Response<'/notifications', 'get'>;
export type NotificationDto = NotificationPage['results'][number];
export type NotificationSettingDto = V20Response<'/me/notification-settings', 'get'>['settings'][number];
