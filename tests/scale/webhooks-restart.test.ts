import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows, sql, type Db } from '../../api/db/client.js';
import { recordEvent } from '../../api/events/record.js';
import { verifySignature } from '../../common/webhook-signature.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { freshDatabase, type FreshDatabase } from './support/fresh-database.js';
import { describeWith } from './support/servers.js';

const EVENTS = 1000;
const SECRET = 'whsec_scale_restart_secret';
// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let fresh: FreshDatabase;
let db: Db;
let receiver: WebhookReceiver;
let child: ChildProcess | null = null;
let others: ChildProcess[] = [];

/** The api as production runs it (api/server.ts), in a process of its own we can kill. */
function startApiProcess(databaseUrl: string): Promise<ChildProcess> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the app in a grandchild that a SIGKILL would leave alive.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, API_PORT: '0', API_HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-scale-')), WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => { stderr += c.toString(); });
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (c: Buffer) => { if (c.toString().includes('listening')) resolve(proc); });
    proc.once('exit', (code) => reject(new Error(`api exited (${code}) before listening: ${stderr}`)));
  });
}

const distinctIds = (r: WebhookReceiver = receiver) => new Set(r.received.map((d) => d.headers['hearth-event-id'] as string));

async function stopProcess(proc: ChildProcess | null): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
}

/** EVENTS events for the webhook owner, in one transaction (one commit, one burst). */
async function recordMany(ownerId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const made: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      made.push((await recordEvent(tx, {
        type: 'webhook.test', actor: { role: 'automatic', userId: null }, subject: { type: 'webhook', id: i }, audience: [ownerId], data: { n: i },
      })).id);
    }
    return made;
  });
}

function databaseUrl(): string {
  const url = new URL(serverUrl);
  url.pathname = `/${fresh.name}`;
  return url.toString();
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeWith(['postgres'], 'webhook deliveries survive a killed api', () => {
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl, 4);
    db = fresh.database.db;
    // A receiver that answers slowly-ish, so the kill lands mid-delivery.
    receiver = await startReceiver({ delayMs: 15 });
  });
  afterAll(async () => {
    await Promise.all([child, ...others].map(stopProcess));
    await receiver?.close();
    await fresh?.drop();
  });

  it(`SIGKILL mid-delivery, restart: all ${EVENTS} event ids arrive`, async () => {
    const [owner] = await rows<{ id: number }>(db, sql`INSERT INTO users (email, first_name, last_name) VALUES ('hook@scale.test', 'Hook', 'Owner') RETURNING id`);
    await db.execute(sql`INSERT INTO webhooks (owner_user_id, url, event_types, secret) VALUES (${owner!.id}, ${`${receiver.url}/hook`}, '{*}', ${SECRET})`);
    child = await startApiProcess(databaseUrl());

    const started = Date.now();
    const ids = await recordMany(owner!.id);

    await waitFor(() => distinctIds().size >= 100, 60_000, 'the first deliveries');
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    const beforeKill = distinctIds().size;
    expect(beforeKill).toBeLessThan(EVENTS);

    child = await startApiProcess(databaseUrl());
    // Claims the dead process held expire after 30 s; then they are posted again.
    await waitFor(() => distinctIds().size >= EVENTS, 150_000, `all ${EVENTS} ids`);
    const got = distinctIds();
    expect(ids.every((id) => got.has(id))).toBe(true);
    for (const r of receiver.received.slice(0, 20)) {
      expect(verifySignature(SECRET, r.rawBody, r.headers['hearth-signature'] as string).ok).toBe(true);
    }
    // Rows the killed process posted but never marked stay claimed until their
    // 30 s claim expires; then they are posted again (the receiver drops the
    // duplicate id) and marked. So every row ends delivered, within about a minute.
    let counts: { delivered: number; other: number } | undefined;
    for (let i = 0; i < 900; i++) {
      [counts] = await rows<{ delivered: number; other: number }>(db, sql`SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE status <> 'delivered')::int AS other FROM webhook_deliveries`);
      if (counts!.delivered === EVENTS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(counts).toEqual({ delivered: EVENTS, other: 0 });
    console.log(JSON.stringify({
      test: 'webhooks-restart', events: EVENTS, delivered_before_kill: beforeKill, posts: receiver.received.length,
      duplicates: receiver.received.length - got.size, delivered_rows: counts!.delivered, seconds: (Date.now() - started) / 1000,
    }));
    await stopProcess(child);
  }, 300_000);

  it(`two api instances share the queue without posting any of ${EVENTS} events twice`, async () => {
    await db.execute(sql`UPDATE webhooks SET is_active = false`);
    const second = await startReceiver({ delayMs: 5 });
    try {
      const [owner] = await rows<{ id: number }>(db, sql`INSERT INTO users (email, first_name, last_name) VALUES ('hook2@scale.test', 'Hook', 'Two') RETURNING id`);
      await db.execute(sql`INSERT INTO webhooks (owner_user_id, url, event_types, secret) VALUES (${owner!.id}, ${second.url}, '{webhook.test}', ${SECRET})`);
      others = await Promise.all([startApiProcess(databaseUrl()), startApiProcess(databaseUrl())]);
      const started = Date.now();
      const ids = await recordMany(owner!.id);
      const recorded = Date.now();
      await waitFor(() => distinctIds(second).size >= EVENTS, 120_000, `all ${EVENTS} ids at two instances`);
      const deliverySeconds = (Date.now() - recorded) / 1000;
      // Every row marked delivered, then both instances stopped: nothing can be posted after this.
      await expect.poll(async () => (await rows<{ pending: number }>(db, sql`SELECT count(*)::int AS pending FROM webhook_deliveries
        WHERE webhook_id = (SELECT id FROM webhooks WHERE url = ${second.url}) AND status <> 'delivered'`))[0]!.pending, { timeout: 60_000, interval: 100 }).toBe(0);
      await Promise.all(others.map(stopProcess));
      expect(ids.every((id) => distinctIds(second).has(id))).toBe(true);
      // SKIP LOCKED claims: with nobody crashing, each delivery is posted once.
      expect(second.received).toHaveLength(EVENTS);
      console.log(JSON.stringify({ test: 'webhooks-two-instances', events: EVENTS, posts: second.received.length,
        record_seconds: (recorded - started) / 1000, delivery_seconds: deliverySeconds }));
    } finally {
      await Promise.all(others.map(stopProcess));
      await second.close();
    }
  }, 300_000);
});
