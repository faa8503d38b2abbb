import type { Database, Executor } from '../db/client.js';
import { deliveryBody } from './delivery-body.js';
import { postDelivery, type PostOutcome, type PostRequest } from './post-delivery.js';
import { EVENTS_CHANNEL } from './record.js';
import {
  claimDueDeliveries, forgetExpiredSecrets, markAttemptFailed, markDelivered, type ClaimedDelivery,
} from './webhook-deliveries-repository.js';

/**
 * The webhook dispatcher (docs/live.md): webhook_deliveries rows are the queue.
 * Each pass claims due pending rows by setting locked_until (SKIP LOCKED, so two
 * api instances do not take the same rows), posts them, and records the outcome.
 * A crash mid-delivery leaves the claim to expire; the row is then due again, so a
 * restart loses nothing (at least once: the receiver drops ids it has seen).
 */
export interface DispatcherDeps {
  database: Database;
  config: { webhookAllowedPrivateHosts: readonly string[]; webhookMaxAttempts: number };
  /** Injectable clock and jitter, so tests can step through the backoff. */
  now?: () => Date;
  random?: () => number;
  /** Injectable transport (tests); defaults to a real signed POST. */
  post?: (req: PostRequest) => Promise<PostOutcome>;
  log?: { error(obj: object, msg: string): void };
}

export interface WebhookDispatcher {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One pass: claims and posts due deliveries (at most PASS_LIMIT); returns how many it attempted. */
  deliverDue(): Promise<number>;
}

const CONCURRENCY = 8;
/** A pass ends after this many attempts so stop() and new wake-ups are heard between passes. */
const PASS_LIMIT = 64;
const TIMEOUT_MS = 10_000;
/**
 * Each worker claims one row right before posting it, so a claim only has to
 * outlast one post (10 s): a live claim is never taken over, and the claims of an
 * instance that died are free again half a minute later.
 */
const CLAIM_SECONDS = 30;
const POLL_MS = 1000;
const MAX_BACKOFF_S = 3600;

/** Attempt n failed: wait min(2^n s, 1 h), ±20 % so failed receivers are not hit in lockstep. */
export function backoffSeconds(attempts: number, random: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_S) * (0.8 + 0.4 * random);
}

async function recordOutcome(ex: Executor, row: ClaimedDelivery, outcome: PostOutcome, deps: Required<Pick<DispatcherDeps, 'now' | 'random'>> & DispatcherDeps) {
  const now = deps.now();
  if (outcome.ok) {
    await markDelivered(ex, row.delivery_id, now.toISOString(), outcome.statusCode);
    return;
  }
  const attempts = row.attempts + 1;
  const failed = attempts >= deps.config.webhookMaxAttempts;
  const next = new Date(now.getTime() + backoffSeconds(attempts, deps.random()) * 1000);
  await markAttemptFailed(ex, row.delivery_id, {
    attempts, status: failed ? 'failed' : 'pending', next_attempt_at: next.toISOString(),
    last_status_code: outcome.statusCode, last_error: outcome.error,
  });
}

export function createWebhookDispatcher(input: DispatcherDeps): WebhookDispatcher {
  const deps = { now: () => new Date(), random: Math.random, post: postDelivery, ...input };
  const db = deps.database.db;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  /** Set by stop(): workers finish the post in hand and take no more (deliverDue alone, in tests, never sets it). */
  let halting = false;

  async function deliverOne(row: ClaimedDelivery): Promise<void> {
    const rawBody = JSON.stringify(deliveryBody(row));
    const outcome = await deps.post({
      url: row.url, secret: row.secret, previousSecret: row.previous_secret, eventId: row.id, rawBody,
      allowedPrivateHosts: deps.config.webhookAllowedPrivateHosts, timeoutMs: TIMEOUT_MS,
      nowSeconds: Math.floor(Date.now() / 1000),
    }).catch((err: unknown): PostOutcome => ({ ok: false, statusCode: null, error: String(err).slice(0, 500) }));
    await recordOutcome(db, row, outcome, deps);
  }

  /**
   * CONCURRENCY workers, each claiming one due row at a time: a slow receiver
   * holds up one worker, not a whole batch.
   */
  async function deliverDue(): Promise<number> {
    // Rotated secrets past their overlap are forgotten (claims already sign by time).
    await forgetExpiredSecrets(db, deps.now().toISOString());
    let attempted = 0;
    const worker = async () => {
      while (attempted < PASS_LIMIT && !halting) {
        const [row] = await claimDueDeliveries(db, deps.now().toISOString(), CLAIM_SECONDS, 1);
        if (!row) return;
        attempted++;
        await deliverOne(row);
      }
    };
    // A worker that fails (the database went away) stops; its claim expires and the
    // row is taken again later. The others finish, so the pass ends only when all have.
    const outcomes = await Promise.allSettled(Array.from({ length: CONCURRENCY }, worker));
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure && attempted === 0) throw failure.reason;
    if (failure) deps.log?.error({ err: failure.reason }, 'webhook dispatch worker failed');
    return attempted;
  }

  /** Drains what is due; a wake-up during a pass asks for one more pass instead of a second loop. */
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await deliverDue()) > 0);
        } catch (err) {
          deps.log?.error({ err }, 'webhook dispatch pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  return {
    deliverDue,
    async start() {
      if (!stopped) return;
      stopped = false;
      halting = false;
      unlisten = await deps.database.listen(EVENTS_CHANNEL, kick);
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      halting = true;
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      // Posts in flight finish (bounded by the timeout) and record their outcome.
      await running;
    },
  };
}
