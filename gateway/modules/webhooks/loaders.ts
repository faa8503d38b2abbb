import DataLoader from 'dataloader';
import { isRestId } from '../../relay/globalId.js';
import { once, orNull, type LoaderScope } from '../../v20/batch.js';
import type { WebhookDeliveryDto, WebhookDeliveryPage, WebhookDto, WebhookEventTypeDto } from './dto.js';

/**
 * v20 has no `?ids=` for webhooks: each is read alone (a user keeps at most 20).
 * Whose webhook it is, v20 decides: someone else's is a 404, which loads as null.
 */
export function createWebhookLoaders({ v20, session }: LoaderScope) {
  const one = <T>(read: (id: string) => Promise<T>) => new DataLoader<string, T | null>((ids) =>
    Promise.all(ids.map((id) => (session.isGuest || !isRestId(id) ? null : orNull(() => read(id))))));
  return {
    webhooks: one((id) => v20.get<WebhookDto>('/webhooks/:id', { params: { id } })),
    /** The newest delivery of a webhook (lastDelivery and lastDeliveryStatus share it). */
    lastDelivery: one(async (id): Promise<WebhookDeliveryDto | null> =>
      (await v20.get<WebhookDeliveryPage>('/webhooks/:id/deliveries', { params: { id }, query: { limit: 1 } })).results[0] ?? null),
    eventTypes: once(async () => (await v20.get<{ event_types: WebhookEventTypeDto[] }>('/event-types')).event_types),
  };
}
