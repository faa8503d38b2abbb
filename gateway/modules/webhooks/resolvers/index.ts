import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { createWebhook, deleteWebhook, rotateWebhookSecret, sendTestWebhookEvent, updateWebhook } from './mutations.js';
import { eventTypes, Viewer, webhook } from './Query.js';
import { Webhook, WebhookDelivery, WebhookEventType } from './Webhook.js';

export const webhookResolvers: Resolvers = {
  WebhookDeliveryStatus: enums.WebhookDeliveryStatus,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
  Viewer,
  Query: { webhook, eventTypes },
  Mutation: { createWebhook, updateWebhook, deleteWebhook, sendTestWebhookEvent, rotateWebhookSecret },
};
