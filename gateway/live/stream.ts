import { filter, map, pipe } from 'graphql-yoga';
import pLimit from 'p-limit';
import type { GatewayContext } from '../context.js';
import { V20Error } from '../v20/errors.js';
import type { LiveEvent } from './event.js';

/**
 * v20 reads for live events in flight at once, per gateway instance. Beyond it,
 * reads wait their turn (the v20 timeout starts only when a read is sent), so a
 * popular ticket delays its subscribers a little instead of timing them out.
 */
const LIVE_READS_IN_FLIGHT = 32;
const liveReads = pLimit(LIVE_READS_IN_FLIGHT);

/**
 * What a subscriber receives for one event, read through REST with the
 * subscriber's own token; null means "nothing to send" (not theirs, gone).
 */
export type EventReader<T> = (event: LiveEvent, ctx: GatewayContext) => Promise<T | null>;

/**
 * Reads an event for one subscriber. 404 and 403 mean the subject is not (or no
 * longer) theirs: dropped without a word. A v20 outage drops that one event and
 * keeps the stream (the client refetches after reconnecting anyway). A refused
 * token (401) ends the stream with UNAUTHENTICATED, so the client signs in again.
 */
async function readFor<T>(event: LiveEvent, ctx: GatewayContext, read: EventReader<T>): Promise<T | null> {
  ctx.renewForEvent();
  try {
    return await liveReads(() => read(event, ctx));
  } catch (err) {
    if (!(err instanceof V20Error) || err.status === 401) throw err;
    if (err.status >= 500) console.error(`Live event ${event.id} (${event.type}) dropped: v20 ${err.status} ${err.code}`);
    return null;
  }
}

/**
 * A subscription's source: the events of one topic, each re-read for this
 * subscriber, skipping those that come back empty. Built from yoga's Repeater
 * operators so a client going away unsubscribes from the topic at once (a plain
 * async generator would wait for the topic's next event).
 */
export function liveStream<T>(ctx: GatewayContext, topic: string, read: EventReader<T>): AsyncIterable<T> {
  return pipe(
    ctx.pubsub.subscribe(topic),
    map((event: LiveEvent) => readFor(event, ctx, read)),
    filter((value: T | null): value is T => value !== null),
  ) as AsyncIterable<T>;
}
