import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { apply, applicationBody, listedRooms, submit, type ListedRoom } from './applications-helpers.js';
import { errorOf, query } from './listings-helpers.js';

/** Issue 15, staff: find a user, read their page, block them, set the demo call (spec §7 Internal). */
let api: TestApi;
let staff: string;
let rooms: ListedRoom[];
let nextRoom = 0;
const freshRoom = () => rooms[nextRoom++]!;

beforeAll(async () => {
  api = await createTestApi();
  staff = await tokenFor(api.deps, 'staff');
  rooms = await listedRooms(api);
});
afterAll(() => api.close());

describe('finding users', () => {
  it('finds a user by part of their email, in any case', async () => {
    const res = await api.call('GET', '/users?search=NANT2%40HEARTH', { token: staff });
    expect(res.statusCode).toBe(200);
    const emails = res.json().results.map((u: { email: string }) => u.email);
    expect(emails).toEqual(['tenant2@hearth.test']);
    expect(res.json().results[0]).toMatchObject({ first_name: 'Theo', last_name: 'Park', roles: ['tenant'], is_staff: false });
  });

  it('finds a user by part of their name, and pages', async () => {
    const found = (await api.call('GET', '/users?search=tara ngu', { token: staff })).json().results;
    expect(found.map((u: { email: string }) => u.email)).toContain('tenant@hearth.test');
    const first = (await api.call('GET', '/users?search=hearth.test&limit=2', { token: staff })).json();
    expect(first.results).toHaveLength(2);
    const second = (await api.call('GET', `/users?search=hearth.test&limit=2&cursor=${first.next_cursor}`, { token: staff })).json();
    expect(second.results.map((u: { id: number }) => u.id)).not.toContain(first.results[0].id);
  });

  it('finds the same people as the global search for a part of a name or email (one matcher for both)', async () => {
    for (const entry of ['NANT2@HEARTH', 'tara ngu', 'park']) {
      const listed = (await api.call('GET', `/users?search=${encodeURIComponent(entry)}&limit=100`, { token: staff })).json().results;
      const searched = (await api.call('GET', `/internal/global-search?q=${encodeURIComponent(entry)}&limit=50`, { token: staff })).json().results
        .filter((hit: { kind: string; rank: number }) => hit.kind === 'user' && hit.rank >= 1);
      const ids = (xs: { id: number }[]) => xs.map((x) => Number(x.id)).sort((a, b) => a - b);
      expect(ids(listed).length, entry).toBeGreaterThan(0);
      expect(ids(searched), entry).toEqual(ids(listed));
    }
  });

  it('treats % and _ as letters to find', async () => {
    const res = await api.call('GET', '/users?search=%25', { token: staff });
    expect(res.json().results).toEqual([]);
  });
});

describe("a user's page", () => {
  it('shows roles, homes, applications, invoices, tickets and cases', async () => {
    const manager = await demoUserId(api.deps, 'manager');
    const page = (await api.call('GET', `/internal/users/${manager}`, { token: staff })).json();
    expect(page).toMatchObject({ id: manager, email: 'manager@hearth.test', roles: ['manager', 'tenant'], is_staff: false });
    expect(page.homes.length).toBeGreaterThan(0);
    expect(page.homes[0]).toMatchObject({ relation: 'owner' });
    for (const list of ['lifecycles', 'invoices', 'tickets', 'resolution_cases', 'service_providers', 'staff_access']) {
      expect(Array.isArray(page[list])).toBe(true);
    }
    const tenant = await demoUserId(api.deps, 'tenant');
    const room = freshRoom();
    const application = await apply(api, await tokenFor(api.deps, 'tenant'), 'tenant@hearth.test', room);
    const tenantPage = (await api.call('GET', `/internal/users/${tenant}`, { token: staff })).json();
    expect(tenantPage.lifecycles[0]).toMatchObject({ id: application.id, building_id: room.building_id, state: 'applied' });
  });

  it('answers 404 for nobody', async () => {
    expect((await api.call('GET', '/internal/users/2000000000', { token: staff })).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it("block → the user's next application is refused; unblock → allowed", async () => {
    const tenant2 = await demoUserId(api.deps, 'tenant2');
    const token = await tokenFor(api.deps, 'tenant2');
    const blocked = await api.call('PATCH', `/internal/users/${tenant2}`, { token: staff, body: { blocked_from_creating_lifecycles: true } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().blocked_from_creating_lifecycles_at).toEqual(expect.any(String));
    const refused = await submit(api, token, await applicationBody(api, 'tenant2@hearth.test', freshRoom()));
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'blocked_from_creating_lifecycles' });
    const unblocked = await api.call('PATCH', `/internal/users/${tenant2}`, { token: staff, body: { blocked_from_creating_lifecycles: false } });
    expect(unblocked.json().blocked_from_creating_lifecycles_at).toBeNull();
    const allowed = await submit(api, token, await applicationBody(api, 'tenant2@hearth.test', freshRoom()));
    expect(allowed.statusCode).toBe(201);
  });

  it('refuses an empty or unknown change with the field named', async () => {
    const tenant2 = await demoUserId(api.deps, 'tenant2');
    expect((await api.call('PATCH', `/internal/users/${tenant2}`, { token: staff, body: {} })).statusCode).toBe(400);
    const wrong = await api.call('PATCH', `/internal/users/${tenant2}`, { token: staff, body: { manager_onboarding_demo_call_status: 'maybe' } });
    expect(await errorOf(wrong)).toMatchObject({ status: 400, fields: { manager_onboarding_demo_call_status: expect.any(String) } });
  });
});

describe('the demo call', () => {
  it('staff set it and the manager reads it back on /me', async () => {
    const manager = await demoUserId(api.deps, 'manager2');
    const res = await api.call('PATCH', `/internal/users/${manager}`, { token: staff, body: { manager_onboarding_demo_call_status: 'demo_call_completed' } });
    expect(res.json().manager_onboarding_demo_call_status).toBe('demo_call_completed');
    const me = await api.call('GET', '/me/', { token: await tokenFor(api.deps, 'manager2') });
    expect(me.json().manager_onboarding_demo_call_status).toBe('demo_call_completed');
  });
});

describe('who may', () => {
  it('tenant, manager, vendor and guest get 403/401 and see nothing', async () => {
    const tenant = await demoUserId(api.deps, 'tenant');
    const parties = {
      tenant: await tokenFor(api.deps, 'tenant'), manager: await tokenFor(api.deps, 'manager'), vendor: await tokenFor(api.deps, 'vendor'),
      guest: await api.guestToken(),
    };
    const calls = [
      { method: 'GET', url: '/users?search=hearth' },
      { method: 'GET', url: `/internal/users/${tenant}` },
      { method: 'PATCH', url: `/internal/users/${tenant}`, body: { blocked_from_creating_lifecycles: true } },
      { method: 'GET', url: '/internal/audit' },
      { method: 'POST', url: '/internal/impersonate-user', body: { user_id: tenant, reason: 'Checking the billing page' } },
    ] as const;
    for (const [party, token] of Object.entries(parties)) {
      for (const call of calls) {
        const res = await api.call(call.method, call.url, { token, body: 'body' in call ? call.body : undefined });
        expect({ party, url: call.url, status: res.statusCode }).toEqual({ party, url: call.url, status: party === 'guest' ? 401 : 403 });
        expect(res.body).not.toContain('@hearth.test');
      }
    }
    // The impersonation's own routes and the account-access view: a guest is refused; a signed-in
    // user who is not impersonating learns nothing (no impersonation, only their own accesses).
    for (const [party, token] of Object.entries(parties)) {
      const current = await api.call('GET', '/internal/impersonate-user/current', { token });
      const stop = await api.call('POST', '/internal/impersonate-user/stop', { token });
      const access = await api.call('GET', '/me/account-access', { token });
      if (party === 'guest') {
        expect([current.statusCode, stop.statusCode, access.statusCode]).toEqual([401, 401, 401]);
      } else {
        expect(current.json()).toEqual({ impersonation: null });
        expect(stop.statusCode).toBe(409);
        expect(access.json()).toEqual({ results: [] });
      }
    }
    const [row] = await query<{ blocked: boolean }>(api, sql`SELECT blocked_from_creating_lifecycles_at IS NOT NULL AS blocked FROM users WHERE id = ${tenant}`);
    expect(row!.blocked).toBe(false);
  });
});
