import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../common/webhook-signature.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let receiver: WebhookReceiver;
let manager: string;
let manager2: string;
let staff: string;

const WEBHOOK_FIELDS = 'id databaseId url description eventTypes active createdAt previousSecretExpiresAt lastDeliveryStatus';
const CREATE = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) {
  webhook { ${WEBHOOK_FIELDS} } secret userErrors { field code message } } }`;
const LIST = `{ viewer { webhooks(first: 20) { edges { node { id url } } } } }`;
const ONE = `query($id: ID!) { webhook(id: $id) { id url deliveries(first: 5) { edges { node {
  eventType status attempts responseStatusCode deliveredAt createdAt } } } lastDeliveryStatus lastDelivery { status } }
  node(id: $id) { id ... on Webhook { url } } }`;
const ROTATE = `mutation($input: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $input) {
  webhook { id previousSecretExpiresAt } secret userErrors { field code message } } }`;
const TEST = `mutation($input: SendTestWebhookEventInput!) { sendTestWebhookEvent(input: $input) {
  eventId webhook { id } userErrors { field code message } } }`;
const UPDATE = `mutation($input: UpdateWebhookInput!) { updateWebhook(input: $input) {
  webhook { id active description eventTypes } userErrors { field code message } } }`;
const DELETE = `mutation($input: DeleteWebhookInput!) { deleteWebhook(input: $input) { deletedWebhookId userErrors { field code message } } }`;

async function create(token: string, input: Record<string, unknown>) {
  const res = await stack.gql(CREATE, { input }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhook;
}

beforeAll(async () => {
  stack = await startStack();
  receiver = await startReceiver();
  manager = await stack.tokenFor('manager', 'manager');
  manager2 = await stack.tokenFor('manager2', 'manager');
  staff = await stack.tokenFor('staff');
});
afterAll(async () => {
  await receiver.close();
  await stack?.close();
});

describe('webhooks through GraphQL', () => {
  it('lists the event type catalogue, to anyone', async () => {
    const res = await stack.gql('{ eventTypes { type subjectType description } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.eventTypes).toContainEqual({ type: 'lease.countersigned', subjectType: 'lease', description: expect.any(String) });
    expect(res.data!.eventTypes.map((t: { type: string }) => t.type)).toContain('webhook.test');
  });

  it('registers an endpoint, shows the secret once, sends a test event and shows its delivery', async () => {
    const created = await create(manager, { url: receiver.url, eventTypes: ['lease.countersigned'], description: 'My CRM' });
    expect(created.userErrors).toEqual([]);
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(created.webhook).toMatchObject({ url: `${receiver.url}/`, description: 'My CRM', eventTypes: ['lease.countersigned'], active: true,
      previousSecretExpiresAt: null, lastDeliveryStatus: null });
    const listed = (await stack.gql(LIST, {}, { token: manager })).data!.viewer.webhooks.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(listed).toContain(created.webhook.id);

    const sent = await stack.gql(TEST, { input: { id: created.webhook.id } }, { token: manager });
    expect(sent.data!.sendTestWebhookEvent).toMatchObject({ eventId: expect.any(String), webhook: { id: created.webhook.id }, userErrors: [] });
    // The running api's dispatcher posts it (woken at commit).
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    const got = receiver.received.at(-1)!;
    expect(got.headers['hearth-event-id']).toBe(sent.data!.sendTestWebhookEvent.eventId);
    expect(verifySignature(created.secret, got.rawBody, got.headers['hearth-signature'] as string).ok).toBe(true);

    await expect.poll(async () => (await stack.gql(ONE, { id: created.webhook.id }, { token: manager })).data!.webhook.lastDeliveryStatus,
      { timeout: 10_000, interval: 100 }).toBe('DELIVERED');
    const one = await stack.gql(ONE, { id: created.webhook.id }, { token: manager });
    expect(one.errors).toBeUndefined();
    expect(one.data!.webhook.deliveries.edges[0].node).toMatchObject({ eventType: 'webhook.test', status: 'DELIVERED', attempts: 1,
      responseStatusCode: 200, deliveredAt: expect.any(String) });
    expect(one.data!.webhook.lastDelivery).toEqual({ status: 'DELIVERED' });
    expect(one.data!.node).toEqual({ id: created.webhook.id, url: `${receiver.url}/` });
  });

  it('rotates the secret: the new one shown once, both signing during the overlap', async () => {
    const created = await create(manager, { url: receiver.url, eventTypes: ['webhook.test'] });
    const res = await stack.gql(ROTATE, { input: { id: created.webhook.id, overlapHours: 2 } }, { token: manager });
    const rotated = res.data!.rotateWebhookSecret;
    expect(rotated.userErrors).toEqual([]);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(Date.parse(rotated.webhook.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(3600_000);
    const before = receiver.received.length;
    await stack.gql(TEST, { input: { id: created.webhook.id } }, { token: manager });
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(before);
    const got = receiver.received.at(-1)!;
    for (const secret of [created.secret, rotated.secret]) {
      expect(verifySignature(secret, got.rawBody, got.headers['hearth-signature'] as string).ok).toBe(true);
    }
    const tooLong = await stack.gql(ROTATE, { input: { id: created.webhook.id, overlapHours: 100 } }, { token: manager });
    expect(tooLong.data!.rotateWebhookSecret).toMatchObject({ secret: null, userErrors: [{ field: 'overlapHours', code: 'invalid_input' }] });
  });

  it('puts refused input next to its field', async () => {
    const privateUrl = await create(manager, { url: 'http://10.0.0.7/hook', eventTypes: ['*'] });
    expect(privateUrl).toMatchObject({ webhook: null, secret: null, userErrors: [{ field: 'url', code: 'webhook_url_not_allowed' }] });
    const unknownType = await create(manager, { url: 'https://93.184.216.34/hook', eventTypes: ['lease.exploded'] });
    expect(unknownType.userErrors).toEqual([expect.objectContaining({ field: 'eventTypes', code: 'invalid_input' })]);
  });

  it('a second manager can neither see nor change the first one\'s webhook; staff can see it', async () => {
    const created = await create(manager, { url: receiver.url, eventTypes: ['*'] });
    const id = created.webhook.id;
    const seen = await stack.gql(ONE, { id }, { token: manager2 });
    expect(seen.errors).toBeUndefined();
    expect(seen.data).toEqual({ webhook: null, node: null });
    const list = (await stack.gql(LIST, {}, { token: manager2 })).data!.viewer.webhooks.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(list).not.toContain(id);
    const notFound = [{ field: 'id', code: 'not_found', message: expect.any(String) }];
    expect((await stack.gql(UPDATE, { input: { id, active: false } }, { token: manager2 })).data!.updateWebhook)
      .toEqual({ webhook: null, userErrors: notFound });
    expect((await stack.gql(ROTATE, { input: { id } }, { token: manager2 })).data!.rotateWebhookSecret)
      .toEqual({ webhook: null, secret: null, userErrors: notFound });
    expect((await stack.gql(TEST, { input: { id } }, { token: manager2 })).data!.sendTestWebhookEvent)
      .toEqual({ eventId: null, webhook: null, userErrors: notFound });
    expect((await stack.gql(DELETE, { input: { id } }, { token: manager2 })).data!.deleteWebhook)
      .toEqual({ deletedWebhookId: null, userErrors: notFound });
    // Still there, unchanged, for its owner; staff see it too.
    const own = await stack.gql(`query($id: ID!) { webhook(id: $id) { active } }`, { id }, { token: manager });
    expect(own.data!.webhook).toEqual({ active: true });
    expect((await stack.gql(`query($id: ID!) { webhook(id: $id) { id } }`, { id }, { token: staff })).data!.webhook).toEqual({ id });
  });

  it('changes, switches off and deletes one\'s own webhook', async () => {
    const created = await create(manager, { url: receiver.url, eventTypes: ['*'] });
    const id = created.webhook.id;
    const updated = await stack.gql(UPDATE, { input: { id, active: false, description: 'paused', eventTypes: ['invoice.created'] } }, { token: manager });
    expect(updated.data!.updateWebhook).toEqual({ webhook: { id, active: false, description: 'paused', eventTypes: ['invoice.created'] }, userErrors: [] });
    const inactive = await stack.gql(TEST, { input: { id } }, { token: manager });
    expect(inactive.data!.sendTestWebhookEvent.userErrors).toEqual([expect.objectContaining({ field: 'id', code: 'webhook_inactive' })]);
    const deleted = await stack.gql(DELETE, { input: { id } }, { token: manager });
    expect(deleted.data!.deleteWebhook).toEqual({ deletedWebhookId: id, userErrors: [] });
    expect((await stack.gql(ONE, { id }, { token: manager })).data!.webhook).toBeNull();
    expect((await stack.gql(DELETE, { input: { id: 'not-an-id' } }, { token: manager })).data!.deleteWebhook.userErrors[0].code).toBe('not_found');
  });

  it('needs a signed-in user for its mutations and lists', async () => {
    const guest = await stack.gql(CREATE, { input: { url: receiver.url, eventTypes: ['*'] } });
    expect(guest.data!.createWebhook).toMatchObject({ webhook: null, secret: null, userErrors: [{ code: 'unauthenticated' }] });
    const viewer = await stack.gql('{ viewer { webhooks { edges { node { id } } } } }');
    expect(viewer.data!.viewer.webhooks.edges).toEqual([]);
  });
});
