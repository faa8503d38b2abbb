import { z } from 'zod';
import { ACCESS_REQUIREMENTS, ACTOR_ROLES, TICKET_AREAS, TICKET_STATUSES, TICKET_TYPES } from '../../../common/live.js';
import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { mayChangeStatus } from '../../domain/tickets/ticket-status.js';
import { downloadPath } from '../../uploads/file-links.js';
import { fileIdsBy } from './ticket-files-repository.js';
import { followersOf, type TicketRow } from './tickets-repository.js';
import type { Viewer } from '../../http/viewer.js';

export const PersonSchema = z.object({ user_id: z.number().int(), first_name: z.string() });
export const FileLinkSchema = z.object({ file_id: z.string(), url: z.string().describe('A signed download address, valid to the end of the seventh day.') });

export const TicketSchema = z.object({
  id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  ticket_type: z.enum(TICKET_TYPES),
  support_category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  area: z.enum(TICKET_AREAS),
  access_requirement: z.enum(ACCESS_REQUIREMENTS),
  title: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_by: PersonSchema.extend({ actor_role: z.enum(ACTOR_ROLES) }),
  responsible_user: PersonSchema.nullable(),
  manager_notifications_enabled: z.boolean(),
  sent_to_manager_at: z.string().nullable(),
  users: z.array(PersonSchema).describe('Followers added with add-users (besides the author and the home\'s managers).'),
  photos: z.array(FileLinkSchema),
  updates_count: z.number().int(),
  last_update_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  service_activity_id: z.number().int().nullable().describe('The service booked for this ticket: the open one, else the latest; null if none. '
    + 'Read it at /service-activities/{id} (tenants of the home see the visit, the managers everything).'),
  viewer_may: z.object({ reply: z.boolean(), change_status: z.boolean(), assign: z.boolean(), manage_users: z.boolean() }),
});
export type TicketDto = z.infer<typeof TicketSchema>;

export const fileLinks = (config: ApiConfig, fileIds: readonly string[] | undefined) =>
  (fileIds ?? []).map((fileId) => ({ file_id: fileId, url: downloadPath(config, fileId) }));

/** What the viewer may do with a ticket they see (the web shows or hides buttons by it). */
function viewerMay(viewer: Viewer, row: TicketRow): TicketDto['viewer_may'] {
  const mover = viewer.isStaff ? 'staff' : 'manager';
  return {
    reply: true,
    change_status: row.viewer_manages && mayChangeStatus(row.status, mover),
    assign: row.viewer_manages,
    manage_users: row.viewer_manages || row.created_by_user_id === viewer.userId,
  };
}

/** Ticket rows as DTOs, with followers and photos read for the whole page at once. */
export async function toTicketDtos(ex: Executor, config: ApiConfig, viewer: Viewer, found: TicketRow[]): Promise<TicketDto[]> {
  const ids = found.map((t) => t.id);
  const [followers, photos] = await Promise.all([followersOf(ex, ids), fileIdsBy(ex, 'ticket', ids)]);
  return found.map((t) => ({
    id: t.id,
    building_id: t.building_id,
    building_name: t.building_name,
    ticket_type: t.ticket_type,
    support_category: t.support_category_id === null ? null : { id: t.support_category_id, name: t.support_category_name ?? '' },
    area: t.area,
    access_requirement: t.access_requirement,
    title: t.title,
    description: t.description,
    status: t.status,
    created_by: { user_id: t.created_by_user_id, first_name: t.created_by_first_name, actor_role: t.created_by_actor_role },
    responsible_user: t.responsible_user_id === null ? null : { user_id: t.responsible_user_id, first_name: t.responsible_first_name ?? '' },
    manager_notifications_enabled: t.manager_notifications_enabled,
    sent_to_manager_at: t.sent_to_manager_at,
    users: followers.get(t.id) ?? [],
    photos: fileLinks(config, photos.get(t.id)),
    updates_count: t.updates_count,
    last_update_at: t.last_update_at,
    created_at: t.created_at,
    updated_at: t.updated_at,
    completed_at: t.completed_at,
    service_activity_id: t.service_activity_id,
    viewer_may: viewerMay(viewer, t),
  }));
}

export async function toTicketDto(ex: Executor, config: ApiConfig, viewer: Viewer, row: TicketRow): Promise<TicketDto> {
  return (await toTicketDtos(ex, config, viewer, [row]))[0]!;
}
