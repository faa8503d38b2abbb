import type { z } from 'zod';
import type { DeliverySchema, WebhookSchema } from './webhook-schemas.js';
import type { DeliveryRow, WebhookRow } from './webhooks-repository.js';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The end of a rotation's overlap, while it lasts (an expired one may not be cleared yet). */
function overlapEnd(w: WebhookRow): string | null {
  const end = w.previous_secret_expires_at ? new Date(w.previous_secret_expires_at) : null;
  return end && end.getTime() > Date.now() ? end.toISOString() : null;
}

/** Never the secret: that is shown once, by the create route itself. */
export function toWebhookDto(w: WebhookRow): z.infer<typeof WebhookSchema> {
  return {
    id: w.id, url: w.url, description: w.description, event_types: w.event_types, scope: w.scope, is_active: w.is_active,
    owner_user_id: w.owner_user_id, system_name: w.system_name, previous_secret_expires_at: overlapEnd(w), created_at: iso(w.created_at), updated_at: iso(w.updated_at),
  };
}

export function toDeliveryDto(d: DeliveryRow): z.infer<typeof DeliverySchema> {
  return {
    id: Number(d.id), event_id: d.event_id, event_type: d.event_type, status: d.status, attempts: d.attempts,
    next_attempt_at: iso(d.next_attempt_at), last_status_code: d.last_status_code, last_error: d.last_error,
    delivered_at: d.delivered_at ? iso(d.delivered_at) : null, created_at: iso(d.created_at),
  };
}
