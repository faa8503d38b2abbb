import type { EventSubjectType, EventType } from '../../common/event-types.js';
import type { ActorRole, NotificationGroup, TriggerSource } from '../../common/live.js';
import type { Executor } from '../db/client.js';
import {
  insertEventRow, insertNotification, notificationSettingOf, notifyChannel, queueNotificationEmail, queueWebhookDeliveries,
} from './events-repository.js';

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

async function insertEvent(ex: Executor, input: EventInput): Promise<string> {
  const audience = unique(input.audience);
  const id = await insertEventRow(ex, {
    event_type: input.type, actor_role: input.actor.role, actor_user_id: input.actor.userId,
    trigger_source: input.triggerSource ?? 'HTTP', building_id: input.buildingId ?? null,
    subject_type: input.subject.type, subject_id: String(input.subject.id), audience_user_ids: audience, data: input.data ?? {},
  });
  // One pending delivery per interested webhook, in this transaction: a crash
  // after commit loses nothing, a rollback sends nothing.
  await queueWebhookDeliveries(ex, id, input.type, audience);
  await notifyChannel(ex, EVENTS_CHANNEL, id);
  return id;
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
    const setting = await notificationSettingOf(ex, draft.userId, draft.group);
    if (!setting) continue;
    if (setting.email) {
      await queueNotificationEmail(ex, { to_email: setting.address, subject: draft.title, body: draft.body ?? '' });
    }
    if (!setting.in_app) continue;
    const createdId = await insertNotification(ex, {
      user_id: draft.userId, notification_group: draft.group, event_id: eventId, event_type: input.type,
      title: draft.title.slice(0, 200), body: (draft.body ?? '').slice(0, 1000), link_path: draft.linkPath ?? null,
      building_id: input.buildingId ?? null,
    });
    if (createdId === undefined) continue;
    ids.push(createdId);
    await insertEvent(ex, {
      type: 'notification.created',
      actor: input.actor,
      triggerSource: input.triggerSource,
      buildingId: input.buildingId,
      subject: { type: 'notification', id: createdId },
      audience: [draft.userId],
      data: { notification_id: createdId, user_id: draft.userId, notification_group: draft.group, source_event_id: eventId, source_event_type: input.type },
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
