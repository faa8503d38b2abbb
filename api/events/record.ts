import type { EventSubjectType, EventType } from '../../common/event-types.js';
import type { ActorRole, NotificationGroup, TriggerSource } from '../../common/live.js';
import { rows, sql, type Executor } from '../db/client.js';

/** The channel NOTIFY wakes the webhook dispatcher on (when the writing transaction commits). */
export const EVENTS_CHANNEL = 'hearth_events';

export interface Actor {
  role: ActorRole;
  /** NULL for automatic actors. */
  userId: number | null;
}

/** A notification to create with an event, for one recipient. */
export interface NotificationDraft {
  userId: number;
  group: NotificationGroup;
  title: string;
  body?: string;
  /** Where the web app takes the reader, e.g. `/renter-support?ticket=12`. */
  linkPath?: string;
}

export interface EventInput {
  type: EventType;
  actor: Actor;
  /** What set the change off; HTTP unless a scheduled job (CRON) or a queue (SQS). */
  triggerSource?: TriggerSource;
  buildingId?: number | null;
  subject: { type: EventSubjectType; id: number | string };
  /** Who may read the event (/events) and whose webhooks receive it. */
  audience: readonly number[];
  /** The event's own facts, as webhooks receive them (ids and states, never secrets). */
  data?: Record<string, unknown>;
  notify?: readonly NotificationDraft[];
}

export interface RecordedEvent {
  id: string;
  notificationIds: number[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
const intArray = (ids: readonly number[]) => sql`${`{${unique(ids).join(',')}}`}::integer[]`;

async function insertEvent(ex: Executor, input: EventInput): Promise<string> {
  const [row] = await rows<{ id: string }>(ex, sql`
    INSERT INTO events (event_type, actor_role, actor_user_id, trigger_source, building_id, subject_type, subject_id, audience_user_ids, data)
    VALUES (${input.type}, ${input.actor.role}, ${input.actor.userId}, ${input.triggerSource ?? 'HTTP'}, ${input.buildingId ?? null},
      ${input.subject.type}, ${String(input.subject.id)}, ${intArray(input.audience)}, ${JSON.stringify(input.data ?? {})}::jsonb)
    RETURNING id`);
  // One pending delivery per interested webhook, in this transaction: a crash
  // after commit loses nothing, a rollback sends nothing.
  await ex.execute(sql`
    INSERT INTO webhook_deliveries (webhook_id, event_id)
    SELECT w.id, ${row!.id}::uuid FROM webhooks w
    WHERE w.is_active
      AND (${input.type} = ANY (w.event_types) OR '*' = ANY (w.event_types))
      AND (w.scope = 'all' OR w.owner_user_id = ANY (${intArray(input.audience)}))`);
  await ex.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${row!.id})`);
  return row!.id;
}

/**
 * Creates the notifications a change deserves, honouring each recipient's
 * settings (no row: in app yes, email no), and tells each recipient alone with a
 * `notification.created` event. The actor is never notified of their own change.
 */
async function notify(ex: Executor, eventId: string, input: EventInput): Promise<number[]> {
  const ids: number[] = [];
  for (const draft of input.notify ?? []) {
    if (draft.userId === input.actor.userId) continue;
    const [setting] = await rows<{ in_app: boolean; email: boolean; address: string }>(ex, sql`
      SELECT coalesce(s.in_app, true) AS in_app, coalesce(s.email, false) AS email, u.email AS address
      FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id AND s.notification_group = ${draft.group}
      WHERE u.id = ${draft.userId}`);
    if (!setting) continue;
    if (setting.email) {
      await ex.execute(sql`INSERT INTO outbox_messages (to_email, subject, body, kind)
        VALUES (${setting.address}, ${draft.title}, ${draft.body ?? ''}, ${'notification'})`);
    }
    if (!setting.in_app) continue;
    const [created] = await rows<{ id: number }>(ex, sql`
      INSERT INTO notifications (user_id, notification_group, event_id, event_type, title, body, link_path, building_id)
      VALUES (${draft.userId}, ${draft.group}, ${eventId}::uuid, ${input.type}, ${draft.title.slice(0, 200)},
        ${(draft.body ?? '').slice(0, 1000)}, ${draft.linkPath ?? null}, ${input.buildingId ?? null})
      ON CONFLICT (user_id, event_id) DO NOTHING
      RETURNING id`);
    if (!created) continue;
    ids.push(created.id);
    await insertEvent(ex, {
      type: 'notification.created',
      actor: input.actor,
      triggerSource: input.triggerSource,
      buildingId: input.buildingId,
      subject: { type: 'notification', id: created.id },
      audience: [draft.userId],
      data: { notification_id: created.id, user_id: draft.userId, notification_group: draft.group, source_event_id: eventId, source_event_type: input.type },
    });
  }
  return ids;
}

/**
 * Records that something happened, inside the transaction of the change (pass
 * the transaction as `ex`): the event row, its webhook deliveries and its
 * notifications land with the change or not at all.
 */
export async function recordEvent(ex: Executor, input: EventInput): Promise<RecordedEvent> {
  const id = await insertEvent(ex, input);
  const notificationIds = await notify(ex, id, input);
  return { id, notificationIds };
}
