/** v20 shapes of webhooks (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

export type WebhookDto = V20Response<'/webhooks/{id}', 'get'>;
/** POST /webhooks and POST /webhooks/{id}/rotate-secret: the webhook plus its secret, once. */
export type WebhookWithSecretDto = V20Response<'/webhooks', 'post'>;
export type WebhookPage = V20Response<'/webhooks', 'get'>;
export type WebhookDeliveryDto = V20Row<'/webhooks/{id}/deliveries', 'get'>;
export type WebhookDeliveryPage = V20Response<'/webhooks/{id}/deliveries', 'get'>;
export type WebhookEventTypeDto = V20Response<'/event-types', 'get'>['event_types'][number];
