import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { apply, listedRooms, type ListedRoom } from './applications-helpers.js';
import { allPages, errorOf } from './listings-helpers.js';

let api: TestApi;
let tenant: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  rooms = await listedRooms(api);
});
afterAll(() => api.close());

interface Lifecycle { id: number; building_id: number; is_deactivated: boolean; deactivation_reason: string | null }
const ids = (list: Lifecycle[]) => list.map((l) => l.id);

describe('withdrawing an application', () => {
  it('deactivates it with the reason; it can then be applied for again', async () => {
    const application = await apply(api, tenant, 'tenant@hearth.test', rooms[0]);
    const res = await api.call('POST', `/applications/${application.id}/withdraw`, { token: tenant, body: { reason: 'found_place_inside_or_outside_the_product' } });
    expect(res.json()).toMatchObject({ is_active: false, is_deactivated: true, deactivation_reason: 'found_place_inside_or_outside_the_product' });
    expect((await apply(api, tenant, 'tenant@hearth.test', rooms[0])).is_active).toBe(true);
  });

  it('refuses a second withdrawal, a reason not on the list, and anyone but the applicant', async () => {
    const application = await apply(api, tenant, 'tenant@hearth.test', rooms[1]);
    const withdraw = (reason: string, token = tenant) => api.call('POST', `/applications/${application.id}/withdraw`, { token, body: { reason } });
    expect(await errorOf(await withdraw('bored'))).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect(await errorOf(await withdraw('other', await tokenFor(api.deps, 'tenant2')))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await withdraw('countered_terms_on_rent')).statusCode).toBe(200);
    expect(await errorOf(await withdraw('other'))).toMatchObject({ status: 422, code: 'application_not_active' });
  });
});

describe('GET /applications/ and GET /lifecycles', () => {
  it('a tenant sees only their own, newest first, and can leave out withdrawn ones', async () => {
    const token = await tokenFor(api.deps, 'tenant2');
    const kept = await apply(api, token, 'tenant2@hearth.test', rooms[2]);
    const withdrawn = await apply(api, token, 'tenant2@hearth.test', rooms[3]);
    await api.call('POST', `/applications/${withdrawn.id}/withdraw`, { token, body: { reason: 'other' } });
    expect(ids(await allPages<Lifecycle>(api, '/applications/', token))).toEqual([withdrawn.id, kept.id]);
    expect(ids(await allPages<Lifecycle>(api, '/applications/?exclude_deactivated=true', token))).toEqual([kept.id]);
    expect(ids(await allPages<Lifecycle>(api, '/lifecycles?is_deactivated=true', token))).toEqual([withdrawn.id]);
    expect(ids(await allPages<Lifecycle>(api, '/applications/', tenant))).not.toContain(kept.id);
  });

  it('pages with a cursor', async () => {
    const token = await tokenFor(api.deps, 'multi');
    for (const room of rooms.slice(4, 7)) await apply(api, token, 'multi@hearth.test', room);
    const first = (await api.call('GET', '/applications/?limit=2', { token })).json();
    expect(first.results).toHaveLength(2);
    const second = (await api.call('GET', `/applications/?limit=2&cursor=${first.next_cursor}`, { token })).json();
    expect(second.results).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect((await api.call('GET', '/applications/?cursor=bogus', { token })).statusCode).toBe(400);
  });

  it("a manager sees the lifecycles of their homes, not another manager's", async () => {
    const room = rooms[7];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const [mineKey, otherKey] = room.manager_email === 'manager@hearth.test' ? ['manager', 'manager2'] : ['manager2', 'manager'];
    const manager = await tokenFor(api.deps, mineKey, 'manager');
    const other = await tokenFor(api.deps, otherKey, 'manager');
    expect(ids(await allPages<Lifecycle>(api, '/lifecycles', manager))).toContain(application.id);
    expect(ids(await allPages<Lifecycle>(api, '/lifecycles', other))).not.toContain(application.id);
    expect(ids(await allPages<Lifecycle>(api, `/lifecycles?ids=${application.id}`, other))).toEqual([]);
    expect(ids(await allPages<Lifecycle>(api, '/lifecycles?is_sent_to_manager=true', manager))).not.toContain(application.id);
  });

  it('the applications list needs the tenant role; vendors see no lifecycles', async () => {
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    expect(await errorOf(await api.call('GET', '/applications/', { token: manager }))).toMatchObject({ status: 403, code: 'forbidden' });
    const vendor = await tokenFor(api.deps, 'vendor', 'vendor');
    expect(await errorOf(await api.call('GET', '/lifecycles', { token: vendor }))).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await api.call('GET', '/lifecycles?is_finalized=maybe', { token: tenant })).statusCode).toBe(400);
  });
});
