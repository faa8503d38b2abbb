import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from '../../common/webhook-signature.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { createWebhook, deliveryOf, quietWebhooks, SHARED_SECRET, steppedDispatcher } from './webhooks-helpers.js';
import { rows, sql } from '../../api/db/client.js';

let api: TestApi;
let receivers: WebhookReceiver[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_SHARED_SECRET: SHARED_SECRET });
  for (const who of ['tenant', 'tenant2', 'manager', 'staff']) tokens[who] = await tokenFor(api.deps, who);
});
afterEach(async () => {
  await quietWebhooks(api);
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
});
afterAll(() => api.close());

async function receiver(opts: Parameters<typeof startReceiver>[0] = {}) {
  const r = await startReceiver(opts);
  receivers.push(r);
  return r;
}

describe('webhook registration', () => {
  it('creates a webhook and shows its secret once', async () => {
    const created = await createWebhook(api, tokens.tenant!, { url: 'https://93.184.216.34/hook', event_types: ['lease.countersigned'], description: 'mine' });
    expect(created).toMatchObject({ url: 'https://93.184.216.34/hook', event_types: ['lease.countersigned'], scope: 'owner', is_active: true, system_name: null });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const read = await api.call('GET', `/webhooks/${created.id}`, { token: tokens.tenant });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('secret');
    const list = (await api.call('GET', '/webhooks', { token: tokens.tenant })).json();
    expect(list.results.map((w: { id: number }) => w.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain('whsec_');
  });

  it('hides another user\'s webhook (404 everywhere) but shows it to staff', async () => {
    const own = await createWebhook(api, tokens.tenant!, { url: 'https://93.184.216.34/a', event_types: ['*'] });
    for (const [method, url, body] of [
      ['GET', `/webhooks/${own.id}`], ['PATCH', `/webhooks/${own.id}`, { description: 'x' }], ['DELETE', `/webhooks/${own.id}`],
      ['POST', `/webhooks/${own.id}/invoke-test-event`], ['GET', `/webhooks/${own.id}/deliveries`],
    ] as const) {
      const res = await api.call(method, url, { token: tokens.tenant2, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const others = (await api.call('GET', '/webhooks', { token: tokens.tenant2 })).json();
    expect(others.results.map((w: { id: number }) => w.id)).not.toContain(own.id);
    expect((await api.call('GET', `/webhooks/${own.id}`, { token: tokens.staff })).statusCode).toBe(200);
    expect((await api.call('GET', '/webhooks', { token: tokens.staff })).json().results.map((w: { id: number }) => w.id)).toContain(own.id);
    expect((await api.call('GET', '/webhooks')).statusCode).toBe(401);
  });

  it('refuses unknown event types, non-http URLs and private addresses', async () => {
    const bad = async (body: Record<string, unknown>) => api.call('POST', '/webhooks', { token: tokens.tenant, body });
    const unknownType = await bad({ url: 'https://93.184.216.34/', event_types: ['lease.exploded'] });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.fields.event_types).toMatch(/lease\.exploded/);
    expect((await bad({ url: 'https://93.184.216.34/', event_types: [] })).statusCode).toBe(400);
    for (const url of ['ftp://93.184.216.34/x', 'http://10.0.0.7/x', 'http://169.254.169.254/latest/meta-data', 'http://localhost:9/x',
      'http://[::1]:9/', 'http://[::ffff:192.168.0.1]/', 'http://100.64.1.1/', 'http://user:pw@93.184.216.34/']) {
      const res = await bad({ url, event_types: ['*'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_url_not_allowed', fields: { url: expect.any(String) } });
    }
  });

  it('lets only staff take scope "all"', async () => {
    const tenant = await api.call('POST', '/webhooks', { token: tokens.tenant, body: { url: 'https://93.184.216.34/', event_types: ['*'], scope: 'all' } });
    expect(tenant.statusCode).toBe(403);
    const staff = await createWebhook(api, tokens.staff!, { url: 'https://93.184.216.34/', event_types: ['*'], scope: 'all' });
    expect(staff).toMatchObject({ scope: 'all' });
  });

  it('changes and deletes one\'s own webhook', async () => {
    const own = await createWebhook(api, tokens.tenant!, { url: 'https://93.184.216.34/a', event_types: ['*'] });
    const patched = await api.call('PATCH', `/webhooks/${own.id}`, { token: tokens.tenant, body: { event_types: ['application.approved'], is_active: false, description: 'new' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ event_types: ['application.approved'], is_active: false, description: 'new', url: 'https://93.184.216.34/a' });
    const privateUrl = await api.call('PATCH', `/webhooks/${own.id}`, { token: tokens.tenant, body: { url: 'http://10.1.1.1/' } });
    expect(privateUrl.json().error.code).toBe('webhook_url_not_allowed');
    const inactive = await api.call('POST', `/webhooks/${own.id}/invoke-test-event`, { token: tokens.tenant });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().error.code).toBe('webhook_inactive');
    expect((await api.call('PATCH', `/webhooks/${own.id}`, { token: tokens.tenant, body: { scope: 'all' } })).statusCode).toBe(403);
    expect((await api.call('PATCH', `/webhooks/${own.id}`, { token: tokens.tenant, body: { secret: 'x' } })).statusCode).toBe(400);
    expect((await api.call('DELETE', `/webhooks/${own.id}`, { token: tokens.tenant })).statusCode).toBe(204);
    expect((await api.call('GET', `/webhooks/${own.id}`, { token: tokens.tenant })).statusCode).toBe(404);
  });
});

describe('deliveries', () => {
  it('invoke-test-event delivers a signed webhook.test to that webhook only', async () => {
    const [a, b, c] = [await receiver(), await receiver(), await receiver()];
    const hookA = await createWebhook(api, tokens.tenant!, { url: `${a.url}/a`, event_types: ['*'] });
    await createWebhook(api, tokens.tenant!, { url: `${b.url}/b`, event_types: ['*'] });
    await createWebhook(api, tokens.staff!, { url: `${c.url}/c`, event_types: ['*'], scope: 'all' });
    const invoked = await api.call('POST', `/webhooks/${hookA.id}/invoke-test-event`, { token: tokens.tenant });
    expect(invoked.statusCode).toBe(202);
    const eventId = invoked.json().event_id as string;
    const { dispatcher } = steppedDispatcher(api);
    await dispatcher.deliverDue();
    expect(b.received).toHaveLength(0);
    expect(c.received).toHaveLength(0);
    expect(a.received).toHaveLength(1);
    const [got] = a.received;
    expect(got!.path).toBe('/a');
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['hearth-event-id']).toBe(eventId);
    expect(verifySignature(hookA.secret, got!.rawBody, got!.headers['hearth-signature'] as string)).toMatchObject({ ok: true });
    expect(verifySignature('whsec_wrong', got!.rawBody, got!.headers['hearth-signature'] as string)).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(JSON.parse(got!.rawBody)).toMatchObject({
      id: eventId, type: 'webhook.test', actor_role: 'tenant', trigger_source: 'HTTP', subject: { type: 'webhook', id: String(hookA.id) },
      created_at: expect.stringMatching(/Z$/), data: { webhook_id: hookA.id },
    });
    const deliveries = (await api.call('GET', `/webhooks/${hookA.id}/deliveries`, { token: tokens.tenant })).json();
    expect(deliveries.results).toEqual([expect.objectContaining({ event_id: eventId, event_type: 'webhook.test', status: 'delivered', attempts: 1, last_status_code: 200 })]);
    expect((await api.call('GET', `/webhooks/${hookA.id}/deliveries`, { token: tokens.staff })).statusCode).toBe(200);
  });

  it('retries a failing receiver with exponential backoff, then gives up', async () => {
    const failing = await receiver({ status: 500 });
    const hook = await createWebhook(api, tokens.tenant!, { url: `${failing.url}/x`, event_types: ['webhook.test'] });
    await api.call('POST', `/webhooks/${hook.id}/invoke-test-event`, { token: tokens.tenant });
    const step = steppedDispatcher(api, { maxAttempts: 3 });
    await step.dispatcher.deliverDue();
    expect(failing.received).toHaveLength(1);
    let [row] = await deliveryOf(api, hook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_error: 'HTTP 500' });
    // Attempt 1 failed: the next waits 2^1 = 2 s (no jitter here).
    expect(new Date(row!.next_attempt_at).getTime()).toBe(step.now + 2000);
    step.advance(1.5);
    await step.dispatcher.deliverDue();
    expect(failing.received).toHaveLength(1);
    step.advance(1);
    await step.dispatcher.deliverDue();
    expect(failing.received).toHaveLength(2);
    [row] = await deliveryOf(api, hook.id);
    expect(new Date(row!.next_attempt_at).getTime()).toBe(step.now + 4000);
    step.advance(4.5);
    failing.status = 503;
    await step.dispatcher.deliverDue();
    expect(failing.received).toHaveLength(3);
    [row] = await deliveryOf(api, hook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_status_code: 503 });
    step.advance(3600);
    await step.dispatcher.deliverDue();
    expect(failing.received).toHaveLength(3);
    // Every attempt was the same event, signed anew.
    expect(new Set(failing.received.map((r) => r.headers['hearth-event-id'])).size).toBe(1);
  });

  it('a receiver that recovers gets the delivery on the next attempt', async () => {
    const flaky = await receiver({ status: 502 });
    const hook = await createWebhook(api, tokens.tenant!, { url: flaky.url, event_types: ['*'] });
    await api.call('POST', `/webhooks/${hook.id}/invoke-test-event`, { token: tokens.tenant });
    const step = steppedDispatcher(api);
    await step.dispatcher.deliverDue();
    flaky.status = 204;
    step.advance(3);
    await step.dispatcher.deliverDue();
    expect(await deliveryOf(api, hook.id)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2, last_status_code: 204, last_error: null })]);
  });

  it('does not follow redirects', async () => {
    const redirecting = await receiver({ status: 302 });
    const hook = await createWebhook(api, tokens.tenant!, { url: redirecting.url, event_types: ['*'] });
    await api.call('POST', `/webhooks/${hook.id}/invoke-test-event`, { token: tokens.tenant });
    await steppedDispatcher(api).dispatcher.deliverDue();
    expect(redirecting.received).toHaveLength(1);
    expect(await deliveryOf(api, hook.id)).toEqual([expect.objectContaining({ status: 'pending', last_status_code: 302 })]);
  });

  it('refuses at connect time a name that resolves to loopback (as after DNS rebinding)', async () => {
    const target = await receiver();
    const hook = await createWebhook(api, tokens.tenant!, { url: `${target.url}/ok`, event_types: ['*'] });
    // Registered while allowed; the name now points at 127.0.0.1 and is not exempt (only 127.0.0.1 is).
    await api.deps.database.db.execute(sql`UPDATE webhooks SET url = ${target.url.replace('127.0.0.1', 'localhost')} WHERE id = ${hook.id}`);
    await api.call('POST', `/webhooks/${hook.id}/invoke-test-event`, { token: tokens.tenant });
    await steppedDispatcher(api).dispatcher.deliverDue();
    expect(target.received).toHaveLength(0);
    expect(await deliveryOf(api, hook.id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, last_status_code: null, last_error: expect.stringMatching(/private or reserved/) })]);
  });

  it('a claimed delivery is not taken twice, and a stale claim is taken again', async () => {
    const r = await receiver();
    const hook = await createWebhook(api, tokens.tenant!, { url: r.url, event_types: ['*'] });
    await api.call('POST', `/webhooks/${hook.id}/invoke-test-event`, { token: tokens.tenant });
    // As if an api instance claimed it and died before posting.
    await api.deps.database.db.execute(sql`UPDATE webhook_deliveries SET locked_until = now() + interval '60 seconds' WHERE webhook_id = ${hook.id}`);
    const step = steppedDispatcher(api);
    await step.dispatcher.deliverDue();
    expect(r.received).toHaveLength(0);
    step.advance(61);
    await step.dispatcher.deliverDue();
    expect(r.received).toHaveLength(1);
    expect(await deliveryOf(api, hook.id)).toEqual([expect.objectContaining({ status: 'delivered' })]);
  });
});

describe('PUT /internal/system-webhooks/{name}', () => {
  const put = (name: string, body: unknown, secret = SHARED_SECRET, t = Math.floor(Date.now() / 1000)) => {
    const raw = JSON.stringify(body);
    return api.app.inject({
      method: 'PUT', url: `/v20/internal/system-webhooks/${name}`, payload: raw,
      headers: { 'content-type': 'application/json', 'hearth-signature': signPayload(secret, raw, t) },
    });
  };

  it('upserts by name with scope all; deliveries are signed with the shared secret', async () => {
    const gw = await receiver();
    const first = await put('gateway', { url: `${gw.url}/webhooks/v20`, event_types: ['*'] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ system_name: 'gateway', scope: 'all', owner_user_id: null, event_types: ['*'] });
    expect(first.json()).not.toHaveProperty('secret');
    const again = await put('gateway', { url: `${gw.url}/webhooks/v20`, event_types: ['webhook.test', 'notification.created'] });
    expect(again.json()).toMatchObject({ id: first.json().id, event_types: ['webhook.test', 'notification.created'] });
    // Events of anyone reach it (scope all).
    const own = await createWebhook(api, tokens.tenant2!, { url: 'https://93.184.216.34/', event_types: ['application.sent'] });
    await api.call('POST', `/webhooks/${own.id}/invoke-test-event`, { token: tokens.tenant2 });
    const [row] = await rows<{ id: string }>(api.deps.database.db, sql`SELECT id FROM events ORDER BY seq DESC LIMIT 1`);
    await api.deps.database.db.transaction(async (tx) => {
      const { recordEvent } = await import('../../api/events/record.js');
      await recordEvent(tx, { type: 'webhook.test', actor: { role: 'automatic', userId: null }, subject: { type: 'webhook', id: 0 }, audience: [], data: { after: row!.id } });
    });
    await steppedDispatcher(api).dispatcher.deliverDue();
    expect(gw.received).toHaveLength(1);
    expect(verifySignature(SHARED_SECRET, gw.received[0]!.rawBody, gw.received[0]!.headers['hearth-signature'] as string).ok).toBe(true);
    // Staff see it among webhooks but may not change it through /webhooks.
    expect((await api.call('GET', `/webhooks/${first.json().id}`, { token: tokens.staff })).statusCode).toBe(200);
    expect((await api.call('DELETE', `/webhooks/${first.json().id}`, { token: tokens.staff })).statusCode).toBe(404);
  });

  it('refuses a missing, wrong or stale signature with 401 invalid_signature', async () => {
    const body = { url: 'https://93.184.216.34/', event_types: ['*'] };
    const unsigned = await api.app.inject({ method: 'PUT', url: '/v20/internal/system-webhooks/gw2', payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.code).toBe('invalid_signature');
    expect((await put('gw2', body, 'another-secret-of-at-least-32-characters')).json().error.code).toBe('invalid_signature');
    expect((await put('gw2', body, SHARED_SECRET, Math.floor(Date.now() / 1000) - 3600)).json().error.code).toBe('invalid_signature');
    // The signature covers the raw bytes: the same JSON re-spaced does not verify.
    const raw = JSON.stringify(body);
    const tampered = await api.app.inject({
      method: 'PUT', url: '/v20/internal/system-webhooks/gw2', payload: JSON.stringify(body, null, 1),
      headers: { 'content-type': 'application/json', 'hearth-signature': signPayload(SHARED_SECRET, raw, Math.floor(Date.now() / 1000)) },
    });
    expect(tampered.statusCode).toBe(401);
    // A user's bearer token is no substitute.
    const withToken = await api.app.inject({ method: 'PUT', url: '/v20/internal/system-webhooks/gw2', payload: body, headers: { authorization: `Bearer ${tokens.staff}` } });
    expect(withToken.statusCode).toBe(401);
  });

  it('validates the body once signed: event types, name, private URLs', async () => {
    expect((await put('gw3', { url: 'https://93.184.216.34/', event_types: ['nope'] })).statusCode).toBe(400);
    expect((await put('Bad Name', { url: 'https://93.184.216.34/', event_types: ['*'] })).statusCode).toBe(400);
    expect((await put('gw3', { url: 'http://10.0.0.1/', event_types: ['*'] })).json().error.code).toBe('webhook_url_not_allowed');
    expect((await put('gw3', { url: 'https://93.184.216.34/', event_types: ['*'], extra: 1 })).statusCode).toBe(400);
  });

  it('answers 503 system_webhooks_disabled when no shared secret is configured', async () => {
    const bare = await createTestApi();
    try {
      const raw = JSON.stringify({ url: 'https://93.184.216.34/', event_types: ['*'] });
      const res = await bare.app.inject({
        method: 'PUT', url: '/v20/internal/system-webhooks/gateway', payload: raw,
        headers: { 'content-type': 'application/json', 'hearth-signature': signPayload(SHARED_SECRET, raw, Math.floor(Date.now() / 1000)) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('system_webhooks_disabled');
    } finally {
      await bare.close();
    }
  });
});
