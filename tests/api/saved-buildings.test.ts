import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { allPages, errorOf, unlistedHomeOf, type BuildingDto } from './listings-helpers.js';

let api: TestApi;
let tenant: string;
let tenant2: string;
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  tenant2 = await tokenFor(api.deps, 'tenant2');
});
afterAll(() => api.close());

const savedIds = async (token: string) => (await allPages(api, '/me/saved-buildings', token)).map((h) => h.id);

describe('saved homes', () => {
  it('starts the demo tenant with a few saved homes, most recently saved first', async () => {
    const res = await api.call('GET', '/me/saved-buildings', { token: tenant });
    expect(res.statusCode).toBe(200);
    const { results, next_cursor } = res.json() as { results: BuildingDto[]; next_cursor: string | null };
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((h) => h.is_saved)).toBe(true);
    expect(next_cursor).toBeNull();
  });

  it('saves a home, puts it first, and marks it saved in listings', async () => {
    const res = await api.call('POST', '/me/saved-buildings/40', { token: tenant });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ building_id: 40, saved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });
    expect((await savedIds(tenant))[0]).toBe(40);
    const [home] = (await api.call('GET', '/listings?ids=40', { token: tenant })).json().results;
    expect(home.is_saved).toBe(true);
  });

  it('saving twice keeps one entry and the first save time', async () => {
    const first = (await api.call('POST', '/me/saved-buildings/41', { token: tenant })).json();
    const again = await api.call('POST', '/me/saved-buildings/41', { token: tenant });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect((await savedIds(tenant)).filter((id) => id === 41)).toHaveLength(1);
  });

  it("keeps one tenant's saved homes invisible to another", async () => {
    await api.call('POST', '/me/saved-buildings/42', { token: tenant });
    expect(await savedIds(tenant2)).not.toContain(42);
    const [home] = (await api.call('GET', '/listings?ids=42', { token: tenant2 })).json().results;
    expect(home.is_saved).toBe(false);
  });

  it('forgets a saved home, and forgetting it again is fine', async () => {
    await api.call('POST', '/me/saved-buildings/43', { token: tenant2 });
    expect((await api.call('DELETE', '/me/saved-buildings/43', { token: tenant2 })).statusCode).toBe(204);
    expect(await savedIds(tenant2)).not.toContain(43);
    expect((await api.call('DELETE', '/me/saved-buildings/43', { token: tenant2 })).statusCode).toBe(204);
  });

  it('pages through saved homes newest first with a cursor', async () => {
    const token = await tokenFor(api.deps, 'guarantor');
    for (const id of [50, 51, 52, 53, 54]) await api.call('POST', `/me/saved-buildings/${id}`, { token });
    const homes = await allPages(api, '/me/saved-buildings?limit=2', token);
    expect(homes.map((h) => h.id)).toEqual([54, 53, 52, 51, 50]);
  });

  it("refuses to save a home that does not exist or is another manager's unlisted home", async () => {
    expect(await errorOf(await api.call('POST', '/me/saved-buildings/999999', { token: tenant }))).toMatchObject({ status: 404, code: 'not_found' });
    const unlisted = await unlistedHomeOf(api, 'manager@hearth.test');
    expect((await api.call('POST', `/me/saved-buildings/${unlisted.id}`, { token: tenant })).statusCode).toBe(404);
    expect((await api.call('POST', '/me/saved-buildings/x1', { token: tenant })).statusCode).toBe(400);
  });

  it('needs a signed-in user, and refuses a bad cursor or limit', async () => {
    const guest = await api.guestToken();
    for (const [method, url] of [['GET', '/me/saved-buildings'], ['POST', '/me/saved-buildings/3'], ['DELETE', '/me/saved-buildings/3']] as const) {
      expect((await api.call(method, url, { token: guest })).statusCode, `${method} ${url}`).toBe(401);
      expect((await api.call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await errorOf(await api.call('GET', '/me/saved-buildings?cursor=abc', { token: tenant }))).fields).toHaveProperty('cursor');
    expect((await errorOf(await api.call('GET', '/me/saved-buildings?limit=101', { token: tenant }))).fields).toHaveProperty('limit');
  });
});
