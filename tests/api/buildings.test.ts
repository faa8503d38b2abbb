import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { allPages, errorOf, query, unlistedHomeOf, userIdOf, type BuildingDto } from './listings-helpers.js';

let api: TestApi;
let guest: string;
let manager: string;
let manager2: string;
let unlisted: Awaited<ReturnType<typeof unlistedHomeOf>>;
beforeAll(async () => {
  api = await createTestApi();
  guest = await api.guestToken();
  manager = await tokenFor(api.deps, 'manager');
  manager2 = await tokenFor(api.deps, 'manager2');
  unlisted = await unlistedHomeOf(api, 'manager@hearth.test');
});
afterAll(() => api.close());

describe('one home', () => {
  it('shows a listed home to a guest, with figures that agree with its bedrooms', async () => {
    const res = await api.call('GET', '/g/buildings/3', { token: guest });
    expect(res.statusCode).toBe(200);
    const home = res.json() as BuildingDto;
    expect(home).toMatchObject({ id: 3, is_saved: false });
    expect(home.manager_user_id).toBeUndefined();
    const rooms = (await api.call('GET', `/bedrooms?ids=${home.bedroom_ids.join(',')}`, { token: guest })).json().results;
    const totals = rooms.map((r: { rent_components: { TOTAL_RENT: number } }) => r.rent_components.TOTAL_RENT);
    expect(rooms).toHaveLength(home.num_bedrooms);
    expect(home.min_rent_cents).toBe(Math.min(...totals));
    expect(home.max_rent_cents).toBe(Math.max(...totals));
    // The card's date is the earliest day a room can be moved into (signed leases and approvals taken out).
    expect(home.earliest_available_date).toBe(rooms.map((r: { available_from: string }) => r.available_from).sort()[0]);
  });

  it('answers 404 for a home that does not exist, and 400 for an id that is not one', async () => {
    expect(await errorOf(await api.call('GET', '/g/buildings/999999', { token: guest }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await api.call('GET', '/g/buildings/abc', { token: guest }))).toMatchObject({ status: 400, fields: { id: expect.any(String) } });
  });

  it('hides an unlisted home from guests and other managers, but not from its own manager', async () => {
    expect((await api.call('GET', `/g/buildings/${unlisted.id}`, { token: guest })).statusCode).toBe(404);
    expect((await api.call('GET', `/g/buildings/${unlisted.id}`, { token: manager2 })).statusCode).toBe(404);
    const own = await api.call('GET', `/g/buildings/${unlisted.id}`, { token: manager });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ listed_at: null, manager_user_id: await userIdOf(api, 'manager@hearth.test') });
  });
});

describe('availability', () => {
  it('marks a bedroom available from its available_on date for a month, except while a signed lease or an approval holds it', async () => {
    const rooms = await query<{ id: number; available_on: string }>(api, sql`SELECT id, available_on::text FROM bedrooms WHERE building_id = 3 ORDER BY id`);
    const holds = await query<{ bedroom_id: number; from: string; to: string }>(api, sql`
      SELECT assigned_bedroom_id AS bedroom_id, move_in_date::text AS "from", move_out_date::text AS "to" FROM lifecycles
      WHERE building_id = 3 AND (lease_signed_at IS NOT NULL OR (approved_at IS NOT NULL AND denied_at IS NULL
        AND application_deactivated_at IS NULL AND application_lost_at IS NULL))`);
    // The rule, written out independently: the first day from max(day, available_on) that starts a month (30 days) outside every hold.
    const plus30 = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const freeFrom = (room: { id: number; available_on: string }, day: string) => {
      let d = room.available_on > day ? room.available_on : day;
      for (let moved = true; moved;) {
        moved = false;
        for (const h of holds) if (h.bedroom_id === room.id && h.from < plus30(d) && d < h.to) { d = h.to; moved = true; }
      }
      return d;
    };
    const day = [...rooms].map((r) => r.available_on).sort()[Math.floor(rooms.length / 2)];
    const res = await api.call('GET', `/g/buildings/3/availability?start_date=${day}`, { token: guest });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      building_id: 3,
      start_date: day,
      bedrooms: rooms.map((r) => ({ bedroom_id: r.id, is_available: freeFrom(r, day) === day, available_on: freeFrom(r, day) })),
    });
  });

  it('answers several homes in one call (?ids=), leaving out those the caller cannot see', async () => {
    const res = await api.call('GET', `/g/buildings/availability?ids=3,4,${unlisted.id}&start_date=2031-01-01`, { token: guest });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { building_id: number; bedrooms: unknown[] }[];
    expect(results.map((r) => r.building_id)).toEqual([3, 4]);
    const one = (await api.call('GET', '/g/buildings/4/availability?start_date=2031-01-01', { token: guest })).json();
    expect(results[1]).toEqual(one);
  });

  it.each(['2026-13-01', '2026-02-29', 'tomorrow', ''])('refuses start_date=%s with 400', async (day) => {
    const res = await api.call('GET', `/g/buildings/3/availability?start_date=${day}`, { token: guest });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'invalid_input', fields: { start_date: expect.any(String) } });
  });

  it('needs a start_date, and answers 404 for a home the caller may not see', async () => {
    expect((await errorOf(await api.call('GET', '/g/buildings/3/availability', { token: guest }))).fields).toHaveProperty('start_date');
    expect((await api.call('GET', `/g/buildings/${unlisted.id}/availability?start_date=2026-12-01`, { token: guest })).statusCode).toBe(404);
  });
});

describe("a manager's own homes", () => {
  it('answers the manager lookup (limit 1) with one home and a cursor to the rest', async () => {
    const res = await api.call('GET', '/buildings?as_manager=true&limit=1', { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(1);
    expect(res.json().next_cursor).toEqual(expect.any(String));
  });

  it('lists every home the manager has, listed or not, and only theirs', async () => {
    const managerId = await userIdOf(api, 'manager@hearth.test');
    const homes = await allPages(api, '/buildings?as_manager=true&limit=40', manager);
    const expected = await query<{ id: number }>(api, sql`SELECT id FROM buildings WHERE manager_user_id = ${managerId} ORDER BY id`);
    expect(homes.map((h) => h.id)).toEqual(expected.map((r) => r.id));
    expect(homes.every((h) => h.manager_user_id === managerId)).toBe(true);
    expect(homes.some((h) => h.id === unlisted.id && h.listed_at === null)).toBe(true);
    const theirs = await allPages(api, '/buildings?as_manager=true', manager2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((h) => h.id === unlisted.id)).toBe(false);
  });

  it('is for the manager role only', async () => {
    const tenant = await tokenFor(api.deps, 'tenant');
    expect(await errorOf(await api.call('GET', '/buildings?as_manager=true', { token: tenant }))).toMatchObject({ status: 403, code: 'forbidden' });
    // The manager acting as a tenant must switch roles first.
    const managerAsTenant = await tokenFor(api.deps, 'manager', 'tenant');
    expect((await api.call('GET', '/buildings?as_manager=true', { token: managerAsTenant })).statusCode).toBe(403);
    expect((await api.call('GET', '/buildings?as_manager=true', { token: guest })).statusCode).toBe(401);
  });

  it('refuses as_manager=false, limit over 100 and a bad cursor', async () => {
    for (const [qs, field] of [['as_manager=false', 'as_manager'], ['limit=101', 'limit'], ['cursor=abc', 'cursor']]) {
      const res = await api.call('GET', `/buildings?${qs}`, { token: manager });
      expect(await errorOf(res)).toMatchObject({ status: 400, fields: { [field]: expect.any(String) } });
    }
  });
});

describe('bedrooms, bathrooms and parking spots by id', () => {
  it('returns the rooms of listed homes with their rent components adding up', async () => {
    const home = (await api.call('GET', '/g/buildings/4', { token: guest })).json() as BuildingDto;
    const res = await api.call('GET', `/bedrooms?ids=${home.bedroom_ids.join(',')}`, { token: guest });
    expect(res.statusCode).toBe(200);
    for (const room of res.json().results) {
      const { BASE, UTILITIES, PLATFORM_FEE, TOTAL_RENT } = room.rent_components;
      expect(BASE + UTILITIES + PLATFORM_FEE).toBe(TOTAL_RENT);
      expect(room).toMatchObject({ building_id: 4, available_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(room.photo_urls.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts bathrooms with the spec weights', async () => {
    const rows = await query<{ id: number; bathroom_type: string }>(api, sql`SELECT id, bathroom_type FROM bathrooms ORDER BY id LIMIT 100`);
    const res = await api.call('GET', `/bathrooms?ids=${rows.map((r) => r.id).join(',')}&limit=100`, { token: guest });
    const weights = new Map(res.json().results.map((b: { id: number; counting_weight: number }) => [b.id, b.counting_weight]));
    for (const row of rows.filter((r) => weights.has(r.id))) {
      expect(weights.get(row.id)).toBe(row.bathroom_type === 'full' || row.bathroom_type === 'three_quarter' ? 1 : 0.5);
    }
    expect(new Set(weights.values())).toEqual(new Set([1, 0.5]));
  });

  it("never shows another manager's unlisted rows, but shows owners their own", async () => {
    const asks = [
      ['/bedrooms', unlisted.bedroom_id], ['/bathrooms', unlisted.bathroom_id], ['/parking-spots', unlisted.parking_spot_id],
    ] as const;
    for (const [route, id] of asks) {
      if (id === null) continue;
      expect((await api.call('GET', `${route}?ids=${id}`, { token: guest })).json().results, route).toEqual([]);
      expect((await api.call('GET', `${route}?ids=${id}`, { token: manager2 })).json().results, route).toEqual([]);
      expect((await api.call('GET', `${route}?ids=${id}`, { token: manager })).json().results, route).toHaveLength(1);
    }
  });

  it('pages a large batch by id', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const rooms = await allPages<{ id: number }>(api, `/bedrooms?ids=${ids.join(',')}&limit=7`, guest);
    expect(rooms.map((r) => r.id)).toEqual(ids);
  });

  it('answers parking spots with their type, access and fee', async () => {
    const res = await api.call('GET', '/parking-spots?ids=1,2,3', { token: guest });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id: 1, parking_type: expect.any(String), parking_access: expect.any(String) });
  });

  it.each(['/bedrooms', '/bathrooms', '/parking-spots'])('%s refuses a missing or malformed ids list', async (route) => {
    expect((await errorOf(await api.call('GET', route, { token: guest }))).fields).toHaveProperty('ids');
    expect((await errorOf(await api.call('GET', `${route}?ids=1;2`, { token: guest }))).fields).toHaveProperty('ids');
    expect((await api.call('GET', `${route}?ids=1`)).statusCode).toBe(401);
  });

  it('answers a batch of 500 ids in one page and refuses 501', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    const res = await api.call('GET', `/bedrooms?ids=${ids(500)}`, { token: guest });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.length).toBeGreaterThan(400);
    expect(res.json().next_cursor).toBeNull();
    expect((await errorOf(await api.call('GET', `/bedrooms?ids=${ids(501)}`, { token: guest }))).fields).toHaveProperty('ids');
  });
});
