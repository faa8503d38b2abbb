import { sql } from 'drizzle-orm';
import type { TestApi } from '../support/api.js';
import type { ListedRoom } from './applications-helpers.js';
import type { Lease } from './leases-helpers.js';
import { sign } from './leases-helpers.js';
import { act, sentApplication, type Cast } from './lifecycle-actions-helpers.js';
import { query } from './listings-helpers.js';

/** Shared by the notification and event tests. */
export interface Notification {
  id: number; notification_group: string; event_type: string; title: string; body: string;
  link_path: string | null; building_id: number | null; read_at: string | null;
}

export async function notificationsOf(api: TestApi, token: string, q = '') {
  const res = await api.call('GET', `/notifications${q}`, { token });
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
  return res.json() as { results: Notification[]; unread_count: number; next_cursor: string | null };
}

export async function userIdByEmail(api: TestApi, email: string): Promise<number> {
  const [row] = await query<{ id: number }>(api, sql`SELECT id FROM users WHERE lower(email) = ${email}`);
  return row!.id;
}

/**
 * The whole happy path on one room: applied and onboarded (sent to the manager),
 * approved, signed by the tenant, countersigned by the manager.
 */
export async function leaseJourney(api: TestApi, cast: Cast, room: ListedRoom) {
  const application = await sentApplication(api, cast, room);
  const approved = await act(api, cast.manager, application.id, 'approve');
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode} ${approved.body}`);
  const [lease] = (await api.call('GET', `/leases?lifecycle_id=${application.id}`, { token: cast.tenant })).json().results as Lease[];
  const signed = await sign(api, cast.tenant, lease!.id, 'Tara Nguyen');
  if (signed.statusCode !== 200) throw new Error(`sign: ${signed.statusCode} ${signed.body}`);
  const countersigned = await sign(api, cast.manager, lease!.id, 'Marcus Reed');
  if (countersigned.statusCode !== 200) throw new Error(`countersign: ${countersigned.statusCode} ${countersigned.body}`);
  return { application, lease: lease! };
}
