/** v20 shapes of tickets (docs/live.md "REST"; api/routes/maintenance-tickets/ticket-dto.ts). */
import type { AccessRequirement, ActorRole, TicketArea, TicketStatus, TicketType } from '../../../common/live.js';
import type { RestId } from '../../v20/dto.js';

export interface TicketPersonDto {
  user_id: RestId;
  first_name: string;
}

export interface TicketFileDto {
  file_id: string;
  /** Signed, relative to the api (`/v20/files/…`). */
  url: string;
}

export interface TicketDto {
  id: RestId;
  building_id: RestId;
  building_name: string;
  ticket_type: TicketType;
  support_category: { id: RestId; name: string } | null;
  area: TicketArea;
  access_requirement: AccessRequirement;
  title: string;
  description: string;
  status: TicketStatus;
  created_by: TicketPersonDto & { actor_role: ActorRole };
  responsible_user: TicketPersonDto | null;
  manager_notifications_enabled: boolean;
  sent_to_manager_at: string | null;
  users: TicketPersonDto[];
  photos: TicketFileDto[];
  updates_count: number;
  last_update_at: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  viewer_may: { reply: boolean; change_status: boolean; assign: boolean; manage_users: boolean };
}

export interface TicketUpdateDto {
  id: RestId;
  ticket_id: RestId;
  author: TicketPersonDto | null;
  actor_role: ActorRole;
  body: string;
  status_from: TicketStatus | null;
  status_to: TicketStatus | null;
  photos: TicketFileDto[];
  created_at: string;
}

/** `GET /support-categories` rows; a ticket embeds only `{id, name}`. */
export interface SupportCategoryDto {
  id: RestId;
  name: string;
  description?: string | null;
}
