import { sql } from 'drizzle-orm';
import { rows } from '../../api/db/client.js';
import type { TestApi } from '../support/api.js';

/** Shared by the maintenance ticket tests. */
export interface Ticket {
  id: number;
  building_id: number;
  status: string;
  title: string;
  users: Array<{ user_id: number; first_name: string }>;
  photos: Array<{ file_id: string; url: string }>;
  responsible_user: { user_id: number; first_name: string } | null;
  viewer_may: { reply: boolean; change_status: boolean; assign: boolean; manage_users: boolean };
  [key: string]: unknown;
}

export const ticketBody = (buildingId: number, extra: Record<string, unknown> = {}) => ({
  building_id: buildingId, area: 'bedroom_2', access_requirement: 'tenants_present',
  title: 'Broken heater', description: 'The heater in my room makes a noise and stays cold.', ...extra,
});

/** Opens a ticket and fails loudly unless it was created. */
export async function openTicket(api: TestApi, token: string, buildingId: number, extra: Record<string, unknown> = {}): Promise<Ticket> {
  const res = await api.call('POST', '/maintenance-tickets', { token, body: ticketBody(buildingId, extra) });
  if (res.statusCode !== 201) throw new Error(`open ticket: ${res.statusCode} ${res.body}`);
  return res.json() as Ticket;
}

export interface NotificationRow {
  user_id: number;
  notification_group: string;
  event_type: string;
  title: string;
  link_path: string;
}

/** Notifications written for a ticket's events of one type (newest event's last). */
export async function notificationsOf(api: TestApi, ticketId: number, eventType: string): Promise<NotificationRow[]> {
  return rows<NotificationRow>(api.deps.database.db, sql`
    SELECT n.user_id, n.notification_group, n.event_type, n.title, n.link_path FROM notifications n JOIN events e ON e.id = n.event_id
    WHERE e.subject_type = 'maintenance_ticket' AND e.subject_id = ${String(ticketId)} AND e.event_type = ${eventType}
    ORDER BY n.id`);
}

export interface EventRow {
  event_type: string;
  actor_role: string;
  actor_user_id: number | null;
  building_id: number;
  audience_user_ids: number[];
  data: Record<string, unknown>;
}

export async function eventsOf(api: TestApi, ticketId: number): Promise<EventRow[]> {
  return rows<EventRow>(api.deps.database.db, sql`
    SELECT event_type, actor_role, actor_user_id, building_id, audience_user_ids, data FROM events
    WHERE subject_type = 'maintenance_ticket' AND subject_id = ${String(ticketId)} ORDER BY seq`);
}

export async function countOf(api: TestApi, table: 'events' | 'maintenance_tickets' | 'notifications' | 'maintenance_ticket_updates'): Promise<number> {
  const [row] = await rows<{ n: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
  return row!.n;
}

export async function errorOf(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, ...(res.json() as { error: { code: string; fields?: Record<string, string> } }).error };
}
