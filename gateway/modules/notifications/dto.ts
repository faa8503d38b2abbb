/** v20 shapes of notifications (docs/live.md "REST"). */
import type { NotificationGroup } from '../../../common/live.js';
import type { Page, RestId } from '../../v20/dto.js';

export interface NotificationDto {
  id: RestId;
  notification_group: NotificationGroup;
  event_type: string;
  title: string;
  body: string;
  link_path: string | null;
  building_id: RestId | null;
  read_at: string | null;
  created_at: string;
}

/** `GET /notifications`: a page plus the caller's unread count. */
export interface NotificationPage extends Page<NotificationDto> {
  unread_count: number;
}

export interface NotificationSettingDto {
  notification_group: NotificationGroup;
  in_app: boolean;
  email: boolean;
}
