import type { GatewayConfig } from '../config.js';
import type { DeliveryRecorder } from '../http/metrics.js';
import { createLiveBus, type LivePubSub } from './pubsub.js';
import { createWebhookReceiver } from './receiver.js';
import { registerInBackground, type Registration } from './registration.js';
import { memorySeenEvents, redisSeenEvents } from './seen.js';

export const WEBHOOK_PATH = '/webhooks/v20';

export interface Live {
  pubsub: LivePubSub;
  /** POST /webhooks/v20. */
  receiver: ReturnType<typeof createWebhookReceiver>;
  /** Once listening: register the webhook with the api (in the background). */
  start(listeningUrl: string): Registration | null;
  close(): Promise<void>;
}

/**
 * Live updates of one gateway instance: the pub/sub subscriptions listen on, the
 * receiver of the api's deliveries that publishes to it, and the registration
 * that makes the api deliver here.
 */
export function createLive(config: GatewayConfig, recorder: DeliveryRecorder): Live {
  const bus = createLiveBus(config.redisUrl);
  const seen = bus.redis ? redisSeenEvents(bus.redis) : memorySeenEvents();
  let registration: Registration | null = null;
  return {
    pubsub: bus.pubsub,
    receiver: createWebhookReceiver({ secret: config.webhookSharedSecret, seen, pubsub: bus.pubsub, recorder }),
    start(listeningUrl) {
      const secret = config.webhookSharedSecret;
      if (!secret) {
        console.warn('Live updates are off: WEBHOOK_SHARED_SECRET is not set (subscriptions are accepted but will hear nothing).');
        return null;
      }
      const url = config.webhookUrl ?? `${listeningUrl}${WEBHOOK_PATH}`;
      registration = registerInBackground({ apiUrl: config.v20ApiUrl, name: config.webhookName, url, secret });
      return registration;
    },
    async close() {
      registration?.stop();
      await bus.close();
    },
  };
}
