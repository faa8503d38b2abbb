import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from '../../common/webhook-signature.js';
import type { DeliveryOutcome, DeliveryRecorder } from '../http/metrics.js';
import { parseLiveEvent } from './event.js';
import type { LivePubSub } from './pubsub.js';
import type { SeenEvents } from './seen.js';
import { topicsFor } from './topics.js';

/** A delivery is one small JSON event; anything this large is not one of ours. */
export const MAX_DELIVERY_BYTES = 1024 * 1024;

export interface ReceiverDeps {
  /** WEBHOOK_SHARED_SECRET; without it nothing is accepted (live updates are off). */
  secret: string | undefined;
  seen: SeenEvents;
  pubsub: LivePubSub;
  recorder: DeliveryRecorder;
}

function reply(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

class TooLarge extends Error {}

/** The raw bytes as sent: the signature covers them exactly, so nothing may re-serialize first. */
async function rawBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_DELIVERY_BYTES) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_DELIVERY_BYTES) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POST /webhooks/v20: the api's deliveries. Signature and timestamp first (any
 * failure is the same bare 401, so a prober learns nothing about which part was
 * wrong); then the event id is claimed, so a redelivery (or the same delivery at
 * another instance) is acknowledged with 200 but published only once.
 */
export function createWebhookReceiver({ secret, seen, pubsub, recorder }: ReceiverDeps) {
  const answer = (res: ServerResponse, outcome: DeliveryOutcome, status: number, body: Record<string, unknown>) => {
    recorder.recordDelivery(outcome);
    reply(res, status, body);
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return reply(res, 405, { error: 'method_not_allowed' });
    if (!secret) return answer(res, 'live_updates_off', 503, { error: 'live_updates_off' });
    let body: string;
    try {
      body = await rawBody(req);
    } catch (err) {
      if (err instanceof TooLarge) return answer(res, 'too_large', 413, { error: 'payload_too_large' });
      throw err;
    }
    const check = verifySignature(secret, body, req.headers[SIGNATURE_HEADER] as string | undefined);
    if (!check.ok) {
      console.warn(`Webhook delivery refused: signature ${check.reason}`);
      return answer(res, 'refused_signature', 401, { error: 'invalid_signature' });
    }
    const event = parseLiveEvent(body);
    const headerId = req.headers[EVENT_ID_HEADER];
    if (!event || (typeof headerId === 'string' && headerId !== event.id)) return answer(res, 'invalid_event', 400, { error: 'invalid_event' });
    if (!(await seen.firstTime(event.id))) return answer(res, 'duplicate', 200, { status: 'duplicate' });
    for (const topic of topicsFor(event)) pubsub.publish(topic, event);
    return answer(res, 'accepted', 200, { status: 'accepted' });
  };
}
