import type { WebhookDeliveryResolvers, WebhookEventTypeResolvers, WebhookResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { toGlobalId } from '../../../relay/globalId.js';
import type { WebhookDeliveryPage } from '../dto.js';

export const Webhook: WebhookResolvers = {
  id: (w) => toGlobalId('Webhook', w.id),
  databaseId: (w) => w.id,
  url: (w) => w.url,
  description: (w) => w.description,
  eventTypes: (w) => w.event_types,
  active: (w) => w.is_active,
  createdAt: (w) => w.created_at,
  updatedAt: (w) => w.updated_at,
  previousSecretExpiresAt: (w) => w.previous_secret_expires_at,
  lastDelivery: (w, _args, ctx) => ctx.loaders.webhooks.lastDelivery.load(String(w.id)),
  lastDeliveryStatus: async (w, _args, ctx) => (await ctx.loaders.webhooks.lastDelivery.load(String(w.id)))?.status ?? null,
  deliveries: async (w, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    const page = await ctx.v20.get<WebhookDeliveryPage>('/webhooks/:id/deliveries', {
      params: { id: w.id }, query: { limit: request.limit, cursor: request.cursor },
    });
    return connectionFrom(page, request);
  },
};

export const WebhookDelivery: WebhookDeliveryResolvers = {
  databaseId: (d) => String(d.id),
  eventId: (d) => d.event_id,
  eventType: (d) => d.event_type,
  status: (d) => d.status,
  attempts: (d) => d.attempts,
  responseStatusCode: (d) => d.last_status_code,
  lastError: (d) => d.last_error,
  nextAttemptAt: (d) => d.next_attempt_at,
  deliveredAt: (d) => d.delivered_at,
  createdAt: (d) => d.created_at,
};

export const WebhookEventType: WebhookEventTypeResolvers = {
  type: (t) => t.type,
  subjectType: (t) => t.subject_type,
  description: (t) => t.description,
};
