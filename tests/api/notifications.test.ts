import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { act, castOf, sentApplication, type Cast } from './lifecycle-actions-helpers.js';
import { apply } from './applications-helpers.js';
import { query } from './listings-helpers.js';
import { leaseJourney, notificationsOf } from './live-helpers.js';

let api: TestApi;
let cast: Cast;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  cast = await castOf(api);
  staff = await tokenFor(api.deps, 'staff');
});
afterAll(() => api.close());

const latest = async (token: string) => (await notificationsOf(api, token)).results[0];

describe('notifications written by the application and lease flow', () => {
  it('tells the manager, then the tenant, then the manager, then the tenant, never the actor', async () => {
    const before = { tenant: (await notificationsOf(api, cast.tenant)).results.length, manager: (await notificationsOf(api, cast.manager)).results.length };
    const { application, lease } = await leaseJourney(api, cast, cast.rooms[0]!);
    const forManager = (await notificationsOf(api, cast.manager)).results.slice(0, 2);
    const forTenant = (await notificationsOf(api, cast.tenant)).results.slice(0, 3);
    expect(forManager.map((n) => n.event_type)).toEqual(['lease.tenant_signed', 'application.sent']);
    expect(forManager.every((n) => n.notification_group === 'manager_building' && n.link_path === '/manager/tenants')).toBe(true);
    expect(forManager.every((n) => n.building_id === application.building_id && n.read_at === null)).toBe(true);
    expect(forManager[1]!.title).toMatch(/^Tara Nguyen applied to /);
    expect(forTenant.map((n) => [n.event_type, n.notification_group, n.link_path])).toEqual([
      ['lease.countersigned', 'lifecycle', `/leases/${lease.id}`],
      // Signing billed the security deposit (an automatic step, so the tenant hears of it).
      ['invoice.created', 'tenant_user', '/billing'],
      ['application.approved', 'lifecycle', '/applications'],
    ]);
    // Nobody heard about their own step: two for the manager, three for the tenant.
    expect((await notificationsOf(api, cast.manager)).results.length - before.manager).toBe(2);
    expect((await notificationsOf(api, cast.tenant)).results.length - before.tenant).toBe(3);
    // The other manager and the other tenant heard nothing.
    const otherManager = await notificationsOf(api, cast.otherManager);
    expect(otherManager.results.filter((n) => n.building_id === application.building_id)).toEqual([]);
    expect((await notificationsOf(api, cast.otherTenant)).results).toEqual([]);
  });

  it('a denial tells the tenant; a withdrawal tells the managers', async () => {
    const denied = await sentApplication(api, cast, cast.rooms[1]!);
    expect((await act(api, cast.manager, denied.id, 'manager-denial', { reason: 'does_not_meet_requirements' })).statusCode).toBe(200);
    expect(await latest(cast.tenant)).toMatchObject({ event_type: 'application.denied', notification_group: 'lifecycle', link_path: '/applications' });

    const withdrawn = await apply(api, cast.tenant, 'tenant@hearth.test', cast.rooms[2]!);
    expect((await api.call('POST', `/applications/${withdrawn.id}/withdraw`, { token: cast.tenant, body: { reason: 'other' } })).statusCode).toBe(200);
    expect(await latest(cast.manager)).toMatchObject({ event_type: 'application.withdrawn', notification_group: 'manager_building', building_id: withdrawn.building_id });
    expect((await latest(cast.tenant))!.event_type).not.toBe('application.withdrawn');
  });

  it('honours the settings: in-app off writes none, email on writes to the outbox', async () => {
    const put = await api.call('PUT', '/me/notification-settings', { token: cast.tenant, body: { settings: [{ notification_group: 'lifecycle', in_app: false, email: true }] } });
    expect(put.statusCode).toBe(200);
    const count = (await notificationsOf(api, cast.tenant)).results.length;
    const app = await sentApplication(api, cast, cast.rooms[3]!);
    await act(api, cast.manager, app.id, 'manager-denial', { reason: 'never_responded' });
    expect((await notificationsOf(api, cast.tenant)).results.length).toBe(count);
    const mail = await query<{ subject: string }>(api, sql`SELECT subject FROM outbox_messages WHERE kind = 'notification' AND to_email = 'tenant@hearth.test' ORDER BY id DESC LIMIT 1`);
    expect(mail[0]?.subject).toMatch(/was not accepted/);
    await api.call('PUT', '/me/notification-settings', { token: cast.tenant, body: { settings: [{ notification_group: 'lifecycle', in_app: true, email: false }] } });
  });
});

describe('GET /notifications and marking read', () => {
  it('lists only one\'s own, newest first, with the unread count, paged and batched', async () => {
    const mine = await notificationsOf(api, cast.manager);
    expect(mine.unread_count).toBeGreaterThanOrEqual(3);
    const ids = mine.results.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page1 = await notificationsOf(api, cast.manager, '?limit=1');
    expect(page1.results).toHaveLength(1);
    const page2 = await notificationsOf(api, cast.manager, `?limit=1&cursor=${page1.next_cursor}`);
    expect(page2.results[0]!.id).toBe(ids[1]);
    // ids= returns only the caller's own, whoever's ids are asked for.
    const tenantIds = (await notificationsOf(api, cast.tenant)).results.map((n) => n.id);
    const batch = await notificationsOf(api, cast.manager, `?ids=${[ids[0], tenantIds[0]].join(',')}`);
    expect(batch.results.map((n) => n.id)).toEqual([ids[0]]);
    expect((await notificationsOf(api, staff, `?ids=${ids[0]}`)).results).toEqual([]);
    expect((await api.call('GET', '/notifications?limit=0', { token: cast.manager })).statusCode).toBe(400);
    expect((await api.call('GET', '/notifications?ids=x', { token: cast.manager })).statusCode).toBe(400);
    expect((await api.call('GET', '/notifications')).statusCode).toBe(401);
  });

  it('marks one read (own only), then all', async () => {
    const [first] = (await notificationsOf(api, cast.manager, '?unread_only=true')).results;
    const unread = (await notificationsOf(api, cast.manager)).unread_count;
    expect((await api.call('POST', `/notifications/${first!.id}/read`, { token: cast.tenant })).statusCode).toBe(404);
    expect((await api.call('POST', `/notifications/${first!.id}/read`, { token: staff })).statusCode).toBe(404);
    const read = await api.call('POST', `/notifications/${first!.id}/read`, { token: cast.manager });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first!.id, read_at: expect.any(String) });
    const again = await api.call('POST', `/notifications/${first!.id}/read`, { token: cast.manager });
    expect(again.json().read_at).toBe(read.json().read_at);
    expect((await notificationsOf(api, cast.manager)).unread_count).toBe(unread - 1);
    expect((await notificationsOf(api, cast.manager, '?unread_only=true')).results.map((n) => n.id)).not.toContain(first!.id);
    const tenantUnread = (await notificationsOf(api, cast.tenant)).unread_count;
    const all = await api.call('POST', '/notifications/read-all', { token: cast.manager });
    expect(all.json()).toEqual({ unread_count: 0 });
    expect((await notificationsOf(api, cast.manager)).unread_count).toBe(0);
    expect((await notificationsOf(api, cast.tenant)).unread_count).toBe(tenantUnread);
    expect((await api.call('POST', '/notifications/999999/read', { token: cast.manager })).statusCode).toBe(404);
  });
});

describe('/me/notification-settings', () => {
  it('always lists the four groups, with defaults', async () => {
    const res = await api.call('GET', '/me/notification-settings', { token: cast.otherTenant });
    expect(res.json()).toEqual({ settings: [
      { notification_group: 'manager_building', in_app: true, email: false },
      { notification_group: 'manager_user', in_app: true, email: false },
      { notification_group: 'lifecycle', in_app: true, email: false },
      { notification_group: 'tenant_user', in_app: true, email: false },
    ] });
  });

  it('changes only the groups given, and only one\'s own', async () => {
    const put = await api.call('PUT', '/me/notification-settings', { token: cast.otherTenant, body: { settings: [{ notification_group: 'tenant_user', email: true }] } });
    expect(put.json().settings).toContainEqual({ notification_group: 'tenant_user', in_app: true, email: true });
    const partial = await api.call('PUT', '/me/notification-settings', { token: cast.otherTenant, body: { settings: [{ notification_group: 'tenant_user', in_app: false }] } });
    expect(partial.json().settings).toContainEqual({ notification_group: 'tenant_user', in_app: false, email: true });
    const others = (await api.call('GET', '/me/notification-settings', { token: staff })).json().settings;
    expect(others).toContainEqual({ notification_group: 'tenant_user', in_app: true, email: false });
  });

  it('refuses unknown groups, repeats and extra fields', async () => {
    const bad = (settings: unknown) => api.call('PUT', '/me/notification-settings', { token: cast.otherTenant, body: { settings } });
    expect((await bad([{ notification_group: 'spam', in_app: true }])).statusCode).toBe(400);
    expect((await bad([{ notification_group: 'lifecycle' }, { notification_group: 'lifecycle' }])).statusCode).toBe(400);
    expect((await bad([{ notification_group: 'lifecycle', sms: true }])).statusCode).toBe(400);
    expect((await bad([])).statusCode).toBe(400);
    expect((await api.call('GET', '/me/notification-settings')).statusCode).toBe(401);
  });
});
