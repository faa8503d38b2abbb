import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTicket, type Ticket } from '../api/maintenance-tickets-helpers.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { subscribeSse, type SseMessage, type SseSubscription } from '../support/sse.js';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { startStack, type Stack } from './harness.js';

// Production, as deployed: the web's subscriptions arrive as persisted ids, never text.
const NOTIFICATION_ADDED = `subscription NotificationAdded { notificationAdded {
  unreadCount notification { id databaseId eventType title read group linkPath } } }`;
const NOTIFICATION_ADDED_ID = createHash('sha256').update(NOTIFICATION_ADDED).digest('hex');
const UNREAD = '{ viewer { unreadNotificationCount notifications(first: 5) { unreadCount edges { node { id read } } } } }';

let stack: Stack;
let tenant: string;
let tenant2: string;
let manager: string;
let ticket: Ticket;
let buildingId: number;
/** Queries as text need a development gateway: a second one, in front of the same api. */
let devGateway: RunningGateway;
const open: SseSubscription[] = [];

/** What the web sends (web/src/app/relay/README.md): the persisted id and variables, no `query`. */
async function subscribePersisted(token: string) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, undefined, {}, {
    token,
    body: { operationName: 'NotificationAdded', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: NOTIFICATION_ADDED_ID } } },
  });
  open.push(sub);
  return sub;
}

async function nextWhere(sub: SseSubscription, test: (m: SseMessage) => boolean) {
  for (;;) {
    const message = await sub.next();
    if (test(message)) return message;
  }
}

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'hearth-persisted-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ [NOTIFICATION_ADDED_ID]: NOTIFICATION_ADDED }));
  stack = await startStack({ NODE_ENV: 'production', PERSISTED_OPERATIONS_FILE: file });
  await stack.gateway.webhookRegistered;
  const deps = stack.api.deps;
  const home = await demoHomeOf(deps, 'manager');
  buildingId = home.buildingId;
  await makeResident(deps, await demoUserId(deps, 'tenant'), home.buildingId);
  await makeResident(deps, await demoUserId(deps, 'tenant2'), home.buildingId);
  tenant = await stack.tokenFor('tenant');
  tenant2 = await stack.tokenFor('tenant2');
  manager = await stack.tokenFor('manager', 'manager');
  ticket = await openTicket(stack.api, tenant, home.buildingId);
  devGateway = await startGateway(loadGatewayConfig({
    PORT: '0', V20_API_URL: stack.api.url, NODE_ENV: 'test', WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
  }));
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await devGateway?.close();
  await stack?.close();
});

async function asTenant(query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${devGateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tenant}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

describe('notificationAdded (persisted subscription over SSE, production)', () => {
  it('reaches only the user the notification is for, with their unread count', async () => {
    const mine = await subscribePersisted(tenant);
    const theirs = await subscribePersisted(tenant2);
    expect([mine.status, theirs.status]).toEqual([200, 200]);

    // The manager replies on the tenant's ticket: the author is notified (tenant_user), not the housemate.
    const res = await stack.api.call('POST', `/maintenance-tickets/${ticket.id}/updates`, { token: manager, body: { body: 'Booked the plumber.' } });
    expect(res.statusCode).toBe(201);

    const message = await nextWhere(mine, (m) => m.data?.notificationAdded.notification.eventType === 'maintenance_ticket.updated');
    const added = message.data.notificationAdded;
    expect(added.notification).toMatchObject({ read: false, group: 'TENANT_USER' });
    expect(added.unreadCount).toBeGreaterThanOrEqual(1);

    const viewer = (await stack.api.call('GET', '/notifications?unread_only=true&limit=1', { token: tenant })).json();
    expect(added.unreadCount).toBe(viewer.unread_count);

    // The housemate's stream delivers in order, and the tenant's notification was
    // published before this one for the housemate: once theirs has arrived, the
    // tenant's would have arrived before it.
    const theirTicket = await openTicket(stack.api, tenant2, buildingId);
    const reply = await stack.api.call('POST', `/maintenance-tickets/${theirTicket.id}/updates`, { token: manager, body: { body: 'On it.' } });
    expect(reply.statusCode).toBe(201);
    const own = await nextWhere(theirs, (m) => m.data?.notificationAdded.notification.eventType === 'maintenance_ticket.updated');
    expect(own.data.notificationAdded.notification.databaseId).not.toBe(added.notification.databaseId);
    expect(theirs.messages.filter((m) => m.data?.notificationAdded.notification.databaseId === added.notification.databaseId)).toEqual([]);
  });

  it('the same subscription as text is refused for a tenant in production', async () => {
    const sub = await subscribeSse(`${stack.gateway.url}/graphql`, NOTIFICATION_ADDED, {}, { token: tenant });
    open.push(sub);
    const message = await sub.next();
    expect(message.data ?? null).toBeNull();
    expect(message.errors?.length).toBeGreaterThan(0);
  });

  it('graphql-sse\'s own client (distinct connections) works against the gateway', async () => {
    const client = createClient({
      url: `${stack.gateway.url}/graphql`,
      headers: { authorization: `Bearer ${tenant}` },
      retryAttempts: 0,
    });
    const received: unknown[] = [];
    let connected!: () => void;
    const streamOpen = new Promise<void>((resolve) => (connected = resolve));
    // The persisted id instead of text, as the web's Relay network sends it.
    const done = new Promise<void>((resolve, reject) => {
      const dispose = client.subscribe(
        { operationName: 'NotificationAdded', extensions: { persistedQuery: { version: 1, sha256Hash: NOTIFICATION_ADDED_ID } } } as never,
        {
          next: (value) => {
            received.push(value);
            dispose();
            resolve();
          },
          error: reject,
          complete: () => resolve(),
        },
        { connected: () => connected() },
      );
    });
    // Write once the server has opened the stream (graphql-sse's `connected`).
    await streamOpen;
    await stack.api.call('POST', `/maintenance-tickets/${ticket.id}/updates`, { token: manager, body: { body: 'Plumber confirmed.' } });
    await done;
    client.dispose();
    expect(received[0]).toMatchObject({ data: { notificationAdded: { notification: { read: false } } } });
  });
});

describe('the bell through GraphQL', () => {
  it('unread count, mark one read, mark all read', async () => {
    const before = await asTenant(UNREAD);
    const count = before.data!.viewer.unreadNotificationCount;
    expect(count).toBeGreaterThan(0);
    expect(before.data!.viewer.notifications.unreadCount).toBe(count);
    const first = before.data!.viewer.notifications.edges.find((e: { node: { read: boolean } }) => !e.node.read).node;

    const marked = await asTenant(`mutation($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) {
      notification { read } viewer { unreadNotificationCount } userErrors { code } } }`, { input: { notificationId: first.id } });
    expect(marked.data!.markNotificationRead).toMatchObject({ notification: { read: true }, viewer: { unreadNotificationCount: count - 1 }, userErrors: [] });

    const all = await asTenant('mutation { markAllNotificationsRead { viewer { unreadNotificationCount } userErrors { code } } }');
    expect(all.data!.markAllNotificationsRead).toEqual({ viewer: { unreadNotificationCount: 0 }, userErrors: [] });
  });

  it('settings list every group and can be changed', async () => {
    const res = await asTenant(`mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) {
      viewer { notificationSettings { group inApp email } } userErrors { code } } }`,
    { input: { settings: [{ group: 'TENANT_USER', inApp: true, email: true }] } });
    const settings = res.data!.updateNotificationSettings.viewer.notificationSettings;
    expect(settings.map((s: { group: string }) => s.group).sort()).toEqual(['LIFECYCLE', 'MANAGER_BUILDING', 'MANAGER_USER', 'TENANT_USER']);
    expect(settings.find((s: { group: string }) => s.group === 'TENANT_USER')).toEqual({ group: 'TENANT_USER', inApp: true, email: true });
  });
});
