import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../common/webhook-signature.js';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { createWebhook, quietWebhooks, steppedDispatcher } from './webhooks-helpers.js';

let api: TestApi;
let receiver: WebhookReceiver;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  for (const who of ['tenant', 'tenant2', 'staff']) tokens[who] = await tokenFor(api.deps, who);
  receiver = await startReceiver();
});
afterEach(async () => {
  await quietWebhooks(api);
  receiver.received.length = 0;
});
afterAll(async () => {
  await receiver.close();
  await api.close();
});

const rotate = (id: number, token: string, body?: unknown) => api.call('POST', `/webhooks/${id}/rotate-secret`, { token, body });

/** Sends the webhook a test event and delivers it now (or at the stepped clock); returns what the receiver got. */
async function deliverTest(id: number, stepper = steppedDispatcher(api)) {
  const before = receiver.received.length;
  expect((await api.call('POST', `/webhooks/${id}/invoke-test-event`, { token: tokens.tenant })).statusCode).toBe(202);
  await stepper.dispatcher.deliverDue();
  expect(receiver.received.length).toBe(before + 1);
  const got = receiver.received.at(-1)!;
  return { rawBody: got.rawBody, header: got.headers['hearth-signature'] as string };
}

const v1Count = (header: string) => header.split(',').filter((p) => p.startsWith('v1=')).length;

describe('rotating a webhook secret', () => {
  it('signs with both secrets during the overlap, then only with the new one', async () => {
    const hook = await createWebhook(api, tokens.tenant!, { url: receiver.url, event_types: ['webhook.test'] });
    const res = await rotate(hook.id, tokens.tenant!, { overlap_hours: 24 });
    expect(res.statusCode).toBe(200);
    const rotated = res.json();
    expect(rotated.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(hook.secret);
    const overlapEnd = Date.parse(rotated.previous_secret_expires_at);
    expect(overlapEnd - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(overlapEnd - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    // The new secret is shown this once: reads never carry it.
    expect(JSON.stringify((await api.call('GET', `/webhooks/${hook.id}`, { token: tokens.tenant })).json())).not.toContain('whsec_');

    const during = await deliverTest(hook.id);
    expect(v1Count(during.header)).toBe(2);
    expect(verifySignature(rotated.secret, during.rawBody, during.header)).toMatchObject({ ok: true });
    expect(verifySignature(hook.secret, during.rawBody, during.header)).toMatchObject({ ok: true });
    expect(verifySignature('whsec_other', during.rawBody, during.header)).toMatchObject({ ok: false, reason: 'mismatch' });

    const later = steppedDispatcher(api);
    later.advance(25 * 3600);
    const after = await deliverTest(hook.id, later);
    expect(v1Count(after.header)).toBe(1);
    expect(verifySignature(rotated.secret, after.rawBody, after.header)).toMatchObject({ ok: true });
    expect(verifySignature(hook.secret, after.rawBody, after.header)).toMatchObject({ ok: false, reason: 'mismatch' });
    // Forgotten, not just unused.
    const [row] = await rows<{ previous_secret: string | null }>(api.deps.database.db,
      sql`SELECT previous_secret FROM webhooks WHERE id = ${hook.id}`);
    expect(row?.previous_secret).toBeNull();
  });

  it('drops the old secret at once with overlap 0, and takes 24 hours when none is given', async () => {
    const hook = await createWebhook(api, tokens.tenant!, { url: receiver.url, event_types: ['webhook.test'] });
    const now = await rotate(hook.id, tokens.tenant!, { overlap_hours: 0 });
    expect(now.json().previous_secret_expires_at).toBeNull();
    const got = await deliverTest(hook.id);
    expect(v1Count(got.header)).toBe(1);
    expect(verifySignature(now.json().secret, got.rawBody, got.header).ok).toBe(true);
    expect(verifySignature(hook.secret, got.rawBody, got.header).ok).toBe(false);

    const byDefault = await rotate(hook.id, tokens.tenant!);
    expect(byDefault.statusCode).toBe(200);
    expect(Date.parse(byDefault.json().previous_secret_expires_at) - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('keeps only the secret in use just before when rotated twice within the overlap', async () => {
    const hook = await createWebhook(api, tokens.tenant!, { url: receiver.url, event_types: ['webhook.test'] });
    const second = (await rotate(hook.id, tokens.tenant!, { overlap_hours: 1 })).json();
    const third = (await rotate(hook.id, tokens.tenant!, { overlap_hours: 1 })).json();
    const got = await deliverTest(hook.id);
    expect(v1Count(got.header)).toBe(2);
    expect(verifySignature(third.secret, got.rawBody, got.header).ok).toBe(true);
    expect(verifySignature(second.secret, got.rawBody, got.header).ok).toBe(true);
    expect(verifySignature(hook.secret, got.rawBody, got.header).ok).toBe(false);
  });

  it('follows the owner rules: someone else\'s is 404, staff may, system webhooks are not rotated here', async () => {
    const hook = await createWebhook(api, tokens.tenant!, { url: receiver.url, event_types: ['webhook.test'] });
    const other = await rotate(hook.id, tokens.tenant2!);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
    expect((await api.call('POST', `/webhooks/${hook.id}/rotate-secret`)).statusCode).toBe(401);
    const byStaff = await rotate(hook.id, tokens.staff!, { overlap_hours: 2 });
    expect(byStaff.statusCode).toBe(200);
    const got = await deliverTest(hook.id);
    expect(verifySignature(byStaff.json().secret, got.rawBody, got.header).ok).toBe(true);
    const [system] = await rows<{ id: number }>(api.deps.database.db, sql`INSERT INTO webhooks (system_name, url, event_types, scope, secret)
      VALUES ('rotation-test', 'https://93.184.216.34/', '{*}', 'all', 'shared') RETURNING id`);
    expect((await rotate(system!.id, tokens.staff!)).statusCode).toBe(404);
  });

  it('refuses an overlap outside 0–72 hours with 400 naming the field', async () => {
    const hook = await createWebhook(api, tokens.tenant!, { url: receiver.url, event_types: ['webhook.test'] });
    for (const overlap_hours of [73, -1, 1.5, '24', null]) {
      const res = await rotate(hook.id, tokens.tenant!, { overlap_hours });
      expect(res.statusCode, String(overlap_hours)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('overlap_hours');
    }
    expect((await rotate(hook.id, tokens.tenant!, { overlap_hours: 24, extra: 1 })).statusCode).toBe(400);
  });
});
