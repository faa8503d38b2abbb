import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { LiveEvent } from './event.js';

/** Topic (topics.ts) → the event published on it. */
export type LivePubSub = PubSub<Record<string, [LiveEvent]>>;

export interface LiveBus {
  pubsub: LivePubSub;
  /** Redis as the seen-event-id store too, when there is one (seen.ts). */
  redis: Redis | null;
  close(): Promise<void>;
}

/**
 * In memory by default: one instance hears what it publishes. With REDIS_URL,
 * every instance publishes to and hears from Redis, so a delivery received by
 * any instance reaches subscribers connected to all of them. Redis needs two
 * connections: one in SUBSCRIBE mode cannot run other commands.
 */
export function createLiveBus(redisUrl: string | undefined): LiveBus {
  if (!redisUrl) return { pubsub: createPubSub({ eventTarget: memoryEventTarget() }), redis: null, close: async () => {} };
  const publishClient = connect(redisUrl, 'publish');
  const subscribeClient = connect(redisUrl, 'subscribe');
  let closing = false;
  const report = (err: Error) => {
    if (!closing) console.error(`Live updates: Redis command failed: ${err.message}`);
  };
  const eventTarget = createRedisEventTarget<CustomEvent>({
    publishClient: caught(publishClient, report),
    subscribeClient: caught(subscribeClient, report),
  });
  return {
    pubsub: createPubSub<Record<string, [LiveEvent]>>({ eventTarget }),
    redis: publishClient,
    async close() {
      closing = true;
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * The commands the event target sends, with their failures caught: it fires
 * them without awaiting, so a failure (Redis gone, or a stream ending after
 * close) would otherwise be an unhandled rejection that stops the process.
 */
function caught(client: Redis, report: (err: Error) => void): Redis {
  return {
    on: (event: string, listener: (...args: unknown[]) => void) => client.on(event, listener),
    subscribe: (channel: string) => client.subscribe(channel).catch(report),
    unsubscribe: (channel: string) => client.unsubscribe(channel).catch(report),
    publish: (channel: string, message: string) => client.publish(channel, message).catch(report),
  } as unknown as Redis;
}

/**
 * Node's EventTarget warns past 10 listeners per event type, taking it for a leak;
 * here each subscriber of a topic is one listener, and a busy ticket has hundreds.
 */
function memoryEventTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

function connect(url: string, role: string): Redis {
  // Unlimited retries while Redis restarts; commands wait in ioredis' offline queue meanwhile.
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  let reported = false;
  client.on('error', (err: Error) => {
    // One line per outage, not one per reconnect attempt.
    if (!reported) console.error(`Live updates: Redis (${role}) unavailable: ${err.message}`);
    reported = true;
  });
  client.on('ready', () => {
    if (reported) console.error(`Live updates: Redis (${role}) is back.`);
    reported = false;
  });
  return client;
}
