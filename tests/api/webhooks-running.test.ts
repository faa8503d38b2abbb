import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, tokenFor, type TestApi } from '../support/api.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { createWebhook } from './webhooks-helpers.js';

let api: TestApi & { url: string };
let receiver: WebhookReceiver;
beforeAll(async () => {
  api = await startTestApi({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

describe('the dispatcher of a running api', () => {
  it('posts a new event by itself, woken at commit', async () => {
    const token = await tokenFor(api.deps, 'tenant');
    const hook = await createWebhook(api, token, { url: receiver.url, event_types: ['webhook.test'] });
    const res = await api.call('POST', `/webhooks/${hook.id}/invoke-test-event`, { token });
    // NOTIFY (or, at worst, the 1 s poll) wakes it; a loaded test machine may take a while.
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(0);
    expect(receiver.received.map((r) => r.headers['hearth-event-id'])).toEqual([res.json().event_id]);
  });
});
