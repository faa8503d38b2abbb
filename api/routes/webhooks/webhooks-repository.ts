import { randomBytes } from 'node:crypto';
import { rows, sql, type Executor } from '../../db/client.js';
import type { EventsRow, WebhookDeliveriesRow, WebhooksRow } from '../../db/__generated__/rows.js';

export type WebhookRow = WebhooksRow;

/** Who is asking: an owner sees their own webhooks; staff sees every one. */
export interface Viewer {
  userId: number;
  isStaff: boolean;
}

/** `whsec_` + 32 random bytes: what the receiver verifies Hearth-Signature with. */
export const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** A user may keep this many webhooks: enough for real use, not a fan-out amplifier. */
export const MAX_WEBHOOKS_PER_USER = 20;

const visible = (v: Viewer) => (v.isStaff ? sql`true` : sql`w.owner_user_id = ${v.userId}`);

/** Writes go through /webhooks only for user webhooks; system ones belong to PUT /internal/system-webhooks. */
const writable = (v: Viewer) => sql`${visible(v)} AND w.system_name IS NULL`;

export async function listWebhooks(ex: Executor, v: Viewer, beforeId: number | null, limit: number): Promise<WebhookRow[]> {
  return rows<WebhookRow>(ex, sql`SELECT w.* FROM webhooks w
    WHERE ${visible(v)} AND (${beforeId}::int IS NULL OR w.id < ${beforeId}::int) ORDER BY w.id DESC LIMIT ${limit}`);
}

export async function findWebhook(ex: Executor, v: Viewer, id: number, forWrite = false): Promise<WebhookRow | null> {
  const [row] = await rows<WebhookRow>(ex, sql`SELECT w.* FROM webhooks w
    WHERE w.id = ${id} AND ${forWrite ? writable(v) : visible(v)} ${forWrite ? sql`FOR UPDATE` : sql``}`);
  return row ?? null;
}

export async function countOwnWebhooks(ex: Executor, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM webhooks WHERE owner_user_id = ${userId}`);
  return row?.n ?? 0;
}

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

export async function insertWebhook(ex: Executor, w: {
  ownerUserId: number; url: string; description: string; eventTypes: string[]; scope: 'owner' | 'all'; secret: string;
}): Promise<WebhookRow> {
  const [row] = await rows<WebhookRow>(ex, sql`INSERT INTO webhooks (owner_user_id, url, description, event_types, scope, secret)
    VALUES (${w.ownerUserId}, ${w.url}, ${w.description}, ${textArray(w.eventTypes)}, ${w.scope}, ${w.secret}) RETURNING *`);
  return row!;
}

export async function updateWebhook(ex: Executor, id: number, patch: {
  url?: string; description?: string; eventTypes?: string[]; scope?: 'owner' | 'all'; isActive?: boolean;
}): Promise<WebhookRow> {
  const [row] = await rows<WebhookRow>(ex, sql`UPDATE webhooks SET
    url = coalesce(${patch.url ?? null}, url),
    description = coalesce(${patch.description ?? null}, description),
    event_types = ${patch.eventTypes ? textArray(patch.eventTypes) : sql`event_types`},
    scope = coalesce(${patch.scope ?? null}, scope),
    is_active = coalesce(${patch.isActive ?? null}::boolean, is_active),
    updated_at = now()
    WHERE id = ${id} RETURNING *`);
  return row!;
}

/**
 * A new secret; the old one keeps signing (a second v1=) for `overlapHours`, or is
 * dropped at once for 0. A second rotation within the overlap replaces the old one:
 * only the secret in use just before is kept, never a chain.
 */
export async function rotateWebhookSecret(ex: Executor, id: number, secret: string, overlapHours: number): Promise<WebhookRow> {
  const keep = overlapHours > 0;
  const [row] = await rows<WebhookRow>(ex, sql`UPDATE webhooks SET
    previous_secret = ${keep ? sql`secret` : sql`NULL`},
    previous_secret_expires_at = ${keep ? sql`now() + make_interval(hours => ${overlapHours})` : sql`NULL`},
    secret = ${secret}, updated_at = now()
    WHERE id = ${id} RETURNING *`);
  return row!;
}

export async function deleteWebhook(ex: Executor, id: number): Promise<void> {
  await ex.execute(sql`DELETE FROM webhooks WHERE id = ${id}`);
}

/** System webhooks: upserted by name, scope all, signed with the operator's shared secret. */
export async function upsertSystemWebhook(ex: Executor, name: string, url: string, eventTypes: string[], secret: string): Promise<WebhookRow> {
  const [row] = await rows<WebhookRow>(ex, sql`INSERT INTO webhooks (system_name, url, event_types, scope, secret, description)
    VALUES (${name}, ${url}, ${textArray(eventTypes)}, 'all', ${secret}, ${`System webhook ${name}`})
    ON CONFLICT (system_name) DO UPDATE SET url = EXCLUDED.url, event_types = EXCLUDED.event_types, scope = 'all',
      secret = EXCLUDED.secret, is_active = true, updated_at = now()
    RETURNING *`);
  return row!;
}

export interface DeliveryRow extends Pick<WebhookDeliveriesRow, 'event_id' | 'status' | 'attempts' | 'next_attempt_at' | 'last_status_code'
  | 'last_error' | 'delivered_at' | 'created_at'>, Pick<EventsRow, 'event_type'> {
  /** bigint, read as text. */
  id: string;
}

export async function listDeliveries(ex: Executor, webhookId: number, beforeId: number | null, limit: number): Promise<DeliveryRow[]> {
  return rows<DeliveryRow>(ex, sql`SELECT d.id::text AS id, d.event_id, e.event_type, d.status, d.attempts, d.next_attempt_at,
      d.last_status_code, d.last_error, d.delivered_at, d.created_at
    FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
    WHERE d.webhook_id = ${webhookId} AND (${beforeId}::bigint IS NULL OR d.id < ${beforeId}::bigint)
    ORDER BY d.id DESC LIMIT ${limit}`);
}

/**
 * A test event goes to one webhook only: recordEvent fans out to every matching
 * webhook in its transaction, so the other rows are taken back before commit and
 * this webhook's row is made sure of (it may not subscribe to webhook.test).
 */
export async function targetDeliveryAt(ex: Executor, eventId: string, webhookId: number): Promise<void> {
  await ex.execute(sql`DELETE FROM webhook_deliveries WHERE event_id = ${eventId}::uuid AND webhook_id <> ${webhookId}`);
  await ex.execute(sql`INSERT INTO webhook_deliveries (webhook_id, event_id) VALUES (${webhookId}, ${eventId}::uuid)
    ON CONFLICT (webhook_id, event_id) DO NOTHING`);
}
