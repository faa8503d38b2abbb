import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { restIdOf, toGlobalId } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { WebhookDto, WebhookWithSecretDto } from '../dto.js';

/**
 * Owner rules live in v20: someone else's webhook is its 404, which comes back as a
 * `not_found` user error on `id`, exactly as an id that names nothing.
 */
const onId = { fieldForCode: { not_found: 'id', webhook_inactive: 'id' }, rename: { event_types: 'eventTypes', overlap_hours: 'overlapHours' } };
const notFound = () => [userError('not_found', 'No such webhook.', 'id')];

/** The secret is split off the webhook: it goes in the payload's `secret`, shown once. */
function withSecret({ secret, ...webhook }: WebhookWithSecretDto) {
  return { webhook: webhook as WebhookDto, secret };
}

export const createWebhook: NonNullable<MutationResolvers['createWebhook']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const created = await ctx.v20.post<WebhookWithSecretDto>('/webhooks', {
      body: { url: input.url, event_types: input.eventTypes, description: input.description ?? undefined },
    });
    ctx.refreshLoaders();
    return withSecret(created);
  }, { webhook: null, secret: null }, onId);

export const updateWebhook: NonNullable<MutationResolvers['updateWebhook']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.id, 'Webhook');
  if (!id) return { webhook: null, userErrors: notFound() };
  return payloadOf(async () => {
    const webhook = await ctx.v20.patch<WebhookDto>('/webhooks/:id', {
      params: { id },
      body: {
        url: input.url ?? undefined, event_types: input.eventTypes ?? undefined,
        description: input.description ?? undefined, is_active: input.active ?? undefined,
      },
    });
    ctx.refreshLoaders();
    return { webhook };
  }, { webhook: null }, onId);
};

export const deleteWebhook: NonNullable<MutationResolvers['deleteWebhook']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.id, 'Webhook');
  if (!id) return { deletedWebhookId: null, userErrors: notFound() };
  return payloadOf(async () => {
    await ctx.v20.delete('/webhooks/:id', { params: { id } });
    ctx.refreshLoaders();
    return { deletedWebhookId: toGlobalId('Webhook', id) };
  }, { deletedWebhookId: null }, onId);
};

export const sendTestWebhookEvent: NonNullable<MutationResolvers['sendTestWebhookEvent']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.id, 'Webhook');
  if (!id) return { eventId: null, webhook: null, userErrors: notFound() };
  return payloadOf(async () => {
    const { event_id } = await ctx.v20.post<{ event_id: string }>('/webhooks/:id/invoke-test-event', { params: { id } });
    // The webhook's deliveries now hold the queued test: nothing read before is served after.
    ctx.refreshLoaders();
    return { eventId: event_id, webhook: await ctx.loaders.webhooks.webhooks.load(id) };
  }, { eventId: null, webhook: null }, onId);
};

export const rotateWebhookSecret: NonNullable<MutationResolvers['rotateWebhookSecret']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.id, 'Webhook');
  if (!id) return { webhook: null, secret: null, userErrors: notFound() };
  return payloadOf(async () => {
    const rotated = await ctx.v20.post<WebhookWithSecretDto>('/webhooks/:id/rotate-secret', {
      params: { id }, body: input.overlapHours === null || input.overlapHours === undefined ? {} : { overlap_hours: input.overlapHours },
    });
    ctx.refreshLoaders();
    return withSecret(rotated);
  }, { webhook: null, secret: null }, onId);
};
