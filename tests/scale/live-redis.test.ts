import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signPayload } from '../../common/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { openTicket, type Ticket } from '../api/maintenance-tickets-helpers.js';
import { startTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { counterSum } from '../support/gateway-metrics.js';
import { subscribeSse, type SseSubscription } from '../support/sse.js';
import { describeWith } from './support/servers.js';

// Two gateway instances sharing the Redis of TEST_REDIS_URL (without it the suite
// is reported as skipped, with the reason: support/servers.ts): what one instance receives, subscribers
// of the other hear; what both receive is published once.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const SECRET = randomBytes(32).toString('hex');

let api: TestApi & { url: string };
let a: RunningGateway;
let b: RunningGateway;
let tenant: string;
let manager: string;
let ticket: Ticket;
/** A plain Redis connection to see what the gateways subscribed to. */
let probe: Redis;
const open: SseSubscription[] = [];

const ticketGlobalId = (id: number) => Buffer.from(`MaintenanceTicket:${id}`).toString('base64');
const now = () => Math.floor(Date.now() / 1000);

function gateway(env: Record<string, string>) {
  return startGateway(loadGatewayConfig({
    PORT: '0', V20_API_URL: api.url, NODE_ENV: 'test', WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
    REDIS_URL: redisUrl, WEBHOOK_SHARED_SECRET: SECRET, ...env,
  }));
}

async function subscribeOn(g: RunningGateway) {
  const sub = await subscribeSse(`${g.url}/graphql`, 'subscription($id: ID!) { ticketUpdated(ticketId: $id) { databaseId status } }',
    { id: ticketGlobalId(ticket.id) }, { token: tenant });
  open.push(sub);
  expect(sub.status).toBe(200);
  // Redis SUBSCRIBE is on its way when the stream opens: wait until Redis counts it.
  await expect.poll(async () => {
    const [, subscribers] = (await probe.pubsub('NUMSUB', `ticket:${ticket.id}`)) as [string, number];
    return subscribers;
  }, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  return sub;
}

/** Deliveries A and B have published so far (each counts its own in /metrics). */
async function publishedByBoth(): Promise<number> {
  const counts = await Promise.all([a, b].map((g) => counterSum(g.url, 'hearth_live_deliveries_total', { outcome: 'accepted' })));
  return counts[0] + counts[1];
}

async function deliver(g: RunningGateway, body: string) {
  const res = await fetch(`${g.url}/webhooks/v20`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'hearth-signature': signPayload(SECRET, body, now()) },
    body,
  });
  return (await res.json()) as { status: string };
}

describeWith(['redis'], 'live updates across gateway instances (Redis)', () => {
  beforeAll(async () => {
    probe = new Redis(redisUrl);
    api = await startTestApi({ WEBHOOK_SHARED_SECRET: SECRET, WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    // The api delivers to A only (one registration, as behind a load balancer it would be one address).
    a = await gateway({});
    await a.webhookRegistered;
    b = await gateway({ GATEWAY_WEBHOOK_URL: `${a.url}/webhooks/v20` });
    await b.webhookRegistered;
    const home = await demoHomeOf(api.deps, 'manager');
    await makeResident(api.deps, await demoUserId(api.deps, 'tenant'), home.buildingId);
    tenant = await tokenFor(api.deps, 'tenant');
    manager = await tokenFor(api.deps, 'manager', 'manager');
    ticket = await openTicket(api, tenant, home.buildingId);
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await Promise.all([a?.close(), b?.close()]);
    await api?.close();
    probe?.disconnect();
  });

  it('a REST write delivered to instance A reaches a subscriber connected to instance B', async () => {
    const sub = await subscribeOn(b);
    const res = await api.call('POST', `/maintenance-tickets/${ticket.id}/updates`, { token: manager, body: { status: 'in_progress' } });
    expect(res.statusCode).toBe(201);
    for (;;) {
      const message = await sub.next(10_000);
      if (message.data?.ticketUpdated.status === 'IN_PROGRESS') break;
    }
  });

  it('the same event delivered to A and to B reaches the subscriber once', async () => {
    const sub = await subscribeOn(b);
    const body = JSON.stringify({
      id: randomUUID(), type: 'maintenance_ticket.updated', created_at: new Date().toISOString(), actor_role: 'manager',
      actor_user_id: null, trigger_source: 'HTTP', building_id: ticket.building_id, subject: { type: 'maintenance_ticket', id: String(ticket.id) }, data: {},
    });
    const publishedBefore = await publishedByBoth();
    const answers = await Promise.all([deliver(a, body), deliver(b, body)]);
    // Exactly one instance claimed the event id (Redis SET NX); both acknowledged it.
    expect(answers.map((x) => x.status).sort()).toEqual(['accepted', 'duplicate']);
    // One publish in all (the counters move before the answers are sent) ...
    expect(await publishedByBoth()).toBe(publishedBefore + 1);
    // ... and it reaches the subscriber on B.
    await sub.next(10_000);
    expect(sub.messages).toHaveLength(1);
  });
});
