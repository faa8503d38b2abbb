import { rows, sql, type Executor } from '../db/client.js';
import type {
  EventsRow, NotificationSettingsRow, NotificationsRow, OutboxMessagesRow, UsersRow,
} from '../db/__generated__/rows.js';

/** An events row to write; `data` is the event's own facts (stored as jsonb). */
export type NewEvent = Pick<EventsRow,
  'event_type' | 'actor_role' | 'actor_user_id' | 'trigger_source' | 'building_id' | 'subject_type' | 'subject_id' | 'audience_user_ids'
> & { data: Record<string, unknown> };

/** Postgres integer[] of `ids` (positive integers, unique: the caller's job). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

export async function insertEventRow(ex: Executor, event: NewEvent): Promise<EventsRow['id']> {
  const [row] = await rows<Pick<EventsRow, 'id'>>(ex, sql`
    INSERT INTO events (event_type, actor_role, actor_user_id, trigger_source, building_id, subject_type, subject_id, audience_user_ids, data)
    VALUES (${event.event_type}, ${event.actor_role}, ${event.actor_user_id}, ${event.trigger_source}, ${event.building_id},
      ${event.subject_type}, ${event.subject_id}, ${intArray(event.audience_user_ids)}, ${JSON.stringify(event.data)}::jsonb)
    RETURNING id`);
  return row!.id;
}

/**
 * One pending delivery of the event per active webhook that wants its type and may
 * see it (scope `all`, or owned by someone in `audience`).
 */
export async function queueWebhookDeliveries(
  ex: Executor, eventId: string, eventType: string, audience: readonly number[],
): Promise<void> {
  await ex.execute(sql`
    INSERT INTO webhook_deliveries (webhook_id, event_id)
    SELECT w.id, ${eventId}::uuid FROM webhooks w
    WHERE w.is_active
      AND (${eventType} = ANY (w.event_types) OR '*' = ANY (w.event_types))
      AND (w.scope = 'all' OR w.owner_user_id = ANY (${intArray(audience)}))`);
}

/** NOTIFY `channel` with `payload`; PostgreSQL delivers it when the transaction commits. */
export async function notifyChannel(ex: Executor, channel: string, payload: string): Promise<void> {
  await ex.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export type NotificationSetting = Pick<NotificationSettingsRow, 'in_app' | 'email'> & { address: UsersRow['email'] };

/** The user's setting for `group` (no row: in app yes, email no) and their email address; undefined for no such user. */
export async function notificationSettingOf(
  ex: Executor, userId: number, group: NotificationSettingsRow['notification_group'],
): Promise<NotificationSetting | undefined> {
  const [setting] = await rows<NotificationSetting>(ex, sql`
      SELECT coalesce(s.in_app, true) AS in_app, coalesce(s.email, false) AS email, u.email AS address
      FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id AND s.notification_group = ${group}
      WHERE u.id = ${userId}`);
  return setting;
}

/** Queues a notification email in the outbox. */
export async function queueNotificationEmail(ex: Executor, email: Pick<OutboxMessagesRow, 'to_email' | 'subject' | 'body'>): Promise<void> {
  await ex.execute(sql`INSERT INTO outbox_messages (to_email, subject, body, kind)
        VALUES (${email.to_email}, ${email.subject}, ${email.body}, ${'notification'})`);
}

export type NewNotification = Pick<NotificationsRow,
  'user_id' | 'notification_group' | 'event_id' | 'event_type' | 'title' | 'body' | 'link_path' | 'building_id'>;

/** The new notification's id, or undefined when the user already has one for this event. */
export async function insertNotification(ex: Executor, n: NewNotification): Promise<NotificationsRow['id'] | undefined> {
  const [created] = await rows<Pick<NotificationsRow, 'id'>>(ex, sql`
      INSERT INTO notifications (user_id, notification_group, event_id, event_type, title, body, link_path, building_id)
      VALUES (${n.user_id}, ${n.notification_group}, ${n.event_id}::uuid, ${n.event_type}, ${n.title},
        ${n.body}, ${n.link_path}, ${n.building_id})
      ON CONFLICT (user_id, event_id) DO NOTHING
      RETURNING id`);
  return created?.id;
}
