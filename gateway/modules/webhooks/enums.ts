/** GraphQL ↔ v20 values of the webhook enums (see listings/enums.ts for the pattern). */
import { enumValueMap } from '../../schema/enumValues.js';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WebhookDeliveryStatus = enumValueMap(WEBHOOK_DELIVERY_STATUSES);
