import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../common/webhook-signature.js';
import { openTicket, type Ticket } from '../api/maintenance-tickets-helpers.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { counterSum } from '../support/gateway-metrics.js';
import { subscribeSse, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

const SECRET = randomBytes(32).toString('hex');
let stack: Stack;
let tenant: string;
let ticket: Ticket;
let sub: SseSubscription;

const now = () => Math.floor(Date.now() / 1000);
const ticketGlobalId = (id: number) => Buffer.from(`MaintenanceTicket:${id}`).toString('base64');

function ticketEvent(id = randomUUID()) {
  return JSON.stringify({
    id, type: 'maintenance_ticket.updated', created_at: new Date().toISOString(), actor_role: 'manager', actor_user_id: 2,
    trigger_source: 'HTTP', building_id: ticket.building_id, subject: { type: 'maintenance_ticket', id: String(ticket.id) }, data: {},
  });
}

async function deliver(body: string, signature: string | null, eventId = JSON.parse(body).id as string) {
  const res = await fetch(`${stack.gateway.url}/webhooks/v20`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'hearth-event-id': eventId, ...(signature ? { 'hearth-signature': signature } : {}) },
    body,
  });
  return { status: res.status, body: await res.json() };
}

/** Deliveries this gateway has published to subscribers so far (its /metrics). */
const published = () => counterSum(stack.gateway.url, 'hearth_live_deliveries_total', { outcome: 'accepted' });

/** Waits until `count` messages have reached the subscriber since `before` (each is re-read through REST first). */
async function arrivedSince(before: number, count: number) {
  await expect.poll(() => sub.messages.length - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
}

beforeAll(async () => {
  // The api's own deliveries go nowhere (port 9): only what this file posts reaches the gateway.
  stack = await startStack(
    { WEBHOOK_SHARED_SECRET: SECRET, GATEWAY_WEBHOOK_URL: 'http://127.0.0.1:9/webhooks/v20' },
    { WEBHOOK_SHARED_SECRET: SECRET },
  );
  const home = await demoHomeOf(stack.api.deps, 'manager');
  await makeResident(stack.api.deps, await demoUserId(stack.api.deps, 'tenant'), home.buildingId);
  tenant = await stack.tokenFor('tenant');
  ticket = await openTicket(stack.api, tenant, home.buildingId);
  sub = await subscribeSse(`${stack.gateway.url}/graphql`, 'subscription($id: ID!) { ticketUpdated(ticketId: $id) { databaseId } }',
    { id: ticketGlobalId(ticket.id) }, { token: tenant });
  expect(sub.status).toBe(200);
});
afterAll(async () => {
  sub?.close();
  await stack?.close();
});

describe('POST /webhooks/v20', () => {
  it('accepts a delivery signed with the shared secret and publishes it', async () => {
    const [before, publishedBefore] = [sub.messages.length, await published()];
    const body = ticketEvent();
    expect(await deliver(body, signPayload(SECRET, body, now()))).toEqual({ status: 200, body: { status: 'accepted' } });
    expect(await published()).toBe(publishedBefore + 1);
    await arrivedSince(before, 1);
    expect(sub.messages.at(-1)!.data.ticketUpdated.databaseId).toBe(ticket.id);
  });

  it('answers a replayed event id with 200 but does not publish it again', async () => {
    const [before, publishedBefore] = [sub.messages.length, await published()];
    const body = ticketEvent();
    expect((await deliver(body, signPayload(SECRET, body, now()))).status).toBe(200);
    // The same event again, freshly signed (a retry by the api after a lost answer).
    expect(await deliver(body, signPayload(SECRET, body, now()))).toEqual({ status: 200, body: { status: 'duplicate' } });
    // Published once (the counter moves before the answer is sent), and that once arrives.
    expect(await published()).toBe(publishedBefore + 1);
    await arrivedSince(before, 1);
  });

  it.each([
    ['missing', (body: string) => ({ body, signature: null })],
    ['forged (another secret)', (body: string) => ({ body, signature: signPayload(randomBytes(32).toString('hex'), body, now()) })],
    ['altered after signing', (body: string) => ({ body: body.replace('"manager"', '"tenant"'), signature: signPayload(SECRET, body, now()) })],
    ['stale (10 minutes old)', (body: string) => ({ body, signature: signPayload(SECRET, body, now() - 600) })],
    ['from the future', (body: string) => ({ body, signature: signPayload(SECRET, body, now() + 600) })],
    ['malformed', (body: string) => ({ body, signature: 't=abc,v1=zz' })],
  ])('refuses a %s signature with a bare 401 and publishes nothing', async (_name, make) => {
    const publishedBefore = await published();
    const refusedBefore = await counterSum(stack.gateway.url, 'hearth_live_deliveries_total', { outcome: 'refused_signature' });
    const { body, signature } = make(ticketEvent());
    // Every refusal looks the same: a prober learns nothing about which part was wrong.
    expect(await deliver(body, signature)).toEqual({ status: 401, body: { error: 'invalid_signature' } });
    expect(await counterSum(stack.gateway.url, 'hearth_live_deliveries_total', { outcome: 'refused_signature' })).toBe(refusedBefore + 1);
    expect(await published()).toBe(publishedBefore);
  });

  it('a refused delivery does not burn its event id: the genuine one still gets through', async () => {
    const [before, publishedBefore] = [sub.messages.length, await published()];
    const body = ticketEvent();
    expect((await deliver(body, signPayload('x'.repeat(64), body, now()))).status).toBe(401);
    expect((await deliver(body, signPayload(SECRET, body, now()))).body).toEqual({ status: 'accepted' });
    expect(await published()).toBe(publishedBefore + 1);
    await arrivedSince(before, 1);
  });

  it('refuses bodies over 1 MB (413) and other methods (405), and a header id that is not the body\'s (400)', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    expect((await deliver(JSON.stringify({ id: 'a', pad: big }), signPayload(SECRET, big, now()), 'a')).status).toBe(413);
    expect((await fetch(`${stack.gateway.url}/webhooks/v20`)).status).toBe(405);
    const body = ticketEvent();
    expect((await deliver(body, signPayload(SECRET, body, now()), randomUUID())).status).toBe(400);
  });
});

describe('without a shared secret', () => {
  it('the gateway starts, accepts subscriptions, and refuses deliveries (503)', async () => {
    const { startGateway } = await import('../../gateway/boot.js');
    const { loadGatewayConfig } = await import('../../gateway/config.js');
    const gateway = await startGateway(loadGatewayConfig({
      PORT: '0', V20_API_URL: stack.api.url, NODE_ENV: 'test', WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
    }));
    try {
      expect(gateway.webhookRegistered).toBeNull();
      const quiet = await subscribeSse(`${gateway.url}/graphql`, 'subscription($id: ID!) { ticketUpdated(ticketId: $id) { databaseId } }',
        { id: ticketGlobalId(ticket.id) }, { token: tenant });
      expect(quiet.status).toBe(200);
      quiet.close();
      const body = ticketEvent();
      const res = await fetch(`${gateway.url}/webhooks/v20`, { method: 'POST', body, headers: { 'hearth-signature': signPayload(SECRET, body, now()) } });
      expect(res.status).toBe(503);
    } finally {
      await gateway.close();
    }
  });
});
