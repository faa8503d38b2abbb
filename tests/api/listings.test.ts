import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SORTS } from '../../common/enums.js';
import { REGION_SLUGS } from '../../common/regions.js';
import { encodeCursor } from '../../api/http/cursor.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { allPages, errorOf, listedIds, query, unlistedHomeOf, type BuildingDto } from './listings-helpers.js';

let api: TestApi;
let guest: string;
let tenant: string;
beforeAll(async () => {
  api = await createTestApi();
  guest = await api.guestToken();
  tenant = await tokenFor(api.deps, 'tenant');
});
afterAll(() => api.close());

const browse = async (qs: string, token = guest) => {
  const res = await api.call('GET', `/g/listings${qs}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: BuildingDto[]; next_cursor: string | null };
};

describe('browsing listings', () => {
  it('shows a guest the first 20 recommended homes with everything a listing card needs', async () => {
    const page = await browse('');
    expect(page.results).toHaveLength(20);
    expect(page.next_cursor).toEqual(expect.any(String));
    const home = page.results[0];
    expect(home).toMatchObject({
      title: expect.any(String), description: expect.any(String), address: { street: expect.any(String), zip: expect.stringMatching(/^\d{5}$/) },
      is_saved: false, photo_urls: expect.arrayContaining([expect.stringMatching(/^\/v20\/files\/photos\/building-\d+-1\.svg$/)]),
    });
    expect(home.num_bedrooms).toBe(home.bedroom_ids.length);
    expect(home.manager_user_id).toBeUndefined();
    expect(home.listed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('orders "recommended" by the stored score, highest first', async () => {
    const { results } = await browse('?limit=100');
    const scores = await query<{ id: number; recommended_score: number }>(api, sql`SELECT id, recommended_score FROM buildings`);
    const score = new Map(scores.map((s) => [s.id, s.recommended_score]));
    const shown = results.map((b) => score.get(b.id)!);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown[0]).toBeGreaterThan(shown[shown.length - 1]);
  });

  it.each(LISTING_SORTS)('pages through every listed home exactly once when sorted by %s', async (sort) => {
    const homes = await allPages(api, `/g/listings?sort=${sort}&limit=17`, guest);
    const ids = homes.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(await listedIds(api));
  });

  it.each([
    ['move_in_date_asc', 'earliest_available_date'],
    ['budget_asc', 'min_rent_cents'],
    ['num_bedrooms_asc', 'num_bedrooms'],
  ] as const)('sorts by %s in ascending order of %s', async (sort, field) => {
    const homes = await allPages(api, `/g/listings?sort=${sort}&limit=50`, guest);
    const keys: (string | number)[] = homes.map((h) => h[field]);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(keys[0]).not.toEqual(keys[keys.length - 1]);
  });

  it('shows only the homes of the chosen city page, and every page has homes', async () => {
    for (const region of REGION_SLUGS) {
      const { results } = await browse(`?region=${encodeURIComponent(region)}&limit=100`);
      expect(results.length, region).toBeGreaterThanOrEqual(15);
      expect(results.every((h) => h.region === region)).toBe(true);
    }
  });

  it('matches a budget when one of the bedrooms costs that much in total, and leaves out the others', async () => {
    const [min, max] = [80_000, 95_000];
    const homes = await allPages(api, `/g/listings?min_budget=${min}&max_budget=${max}&limit=100`, guest);
    const expected = await query<{ id: number }>(api, sql`
      SELECT DISTINCT b.id FROM buildings b JOIN bedrooms r ON r.building_id = b.id
      WHERE b.listed_at IS NOT NULL AND r.rent_total_cents BETWEEN ${min} AND ${max} ORDER BY b.id`);
    expect(homes.map((h) => h.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan((await listedIds(api)).length);
  });

  it('shows a home found by a minimum budget at the price of its rooms at or above it, sorted by that price', async () => {
    const min = 90_000;
    const homes = await allPages(api, `/g/listings?min_budget=${min}&sort=budget_asc&limit=100`, guest);
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((h) => h.min_rent_cents! >= min)).toBe(true);
    const prices = homes.map((h) => h.min_rent_cents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Some of them do have a cheaper room: the figure is of the matching rooms, not of the whole home.
    const whole = await Promise.all(homes.map(async (h) => (await api.call('GET', `/g/buildings/${h.id}`, { token: guest })).json().min_rent_cents));
    expect(whole.some((cents: number) => cents < min)).toBe(true);
  });

  it('matches a move-in date when a bedroom is free on or before it', async () => {
    const [{ day }] = await query<{ day: string }>(api, sql`SELECT percentile_disc(0.3) WITHIN GROUP (ORDER BY available_on)::text AS day
      FROM bedrooms WHERE available_on > current_date`);
    const homes = await allPages(api, `/g/listings?move_in_date=${day}&limit=100`, guest);
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((h) => h.earliest_available_date <= day)).toBe(true);
    const all = await allPages(api, '/g/listings?limit=100', guest);
    expect(all.filter((h) => h.earliest_available_date <= day).length).toBe(homes.length);
  });

  it('keeps only homes with at least num_bedrooms bedrooms', async () => {
    const homes = await allPages(api, '/g/listings?num_bedrooms=5&limit=100', guest);
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((h) => h.num_bedrooms >= 5)).toBe(true);
    const all = await allPages(api, '/g/listings?limit=100', guest);
    expect(homes.length).toBe(all.filter((h) => h.num_bedrooms >= 5).length);
  });

  it('keeps only homes that allow every pet asked for', async () => {
    const cats = await allPages(api, '/g/listings?pets=cats&limit=100', guest);
    const catsAndBigDogs = await allPages(api, '/g/listings?pets=cats,large_dogs&limit=100', guest);
    expect(cats.every((h) => h.pet_options.includes('cats'))).toBe(true);
    expect(catsAndBigDogs.every((h) => h.pet_options.includes('cats') && h.pet_options.includes('large_dogs'))).toBe(true);
    expect(catsAndBigDogs.length).toBeGreaterThan(0);
    expect(catsAndBigDogs.length).toBeLessThan(cats.length);
  });

  it('combines filters with a sort', async () => {
    const homes = await allPages(api, '/g/listings?region=tx%2Faustin&num_bedrooms=4&sort=budget_asc&limit=5', guest);
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((h) => h.region === 'tx/austin' && h.num_bedrooms >= 4)).toBe(true);
    const rents = homes.map((h) => h.min_rent_cents);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });
});

describe('batch reads by id', () => {
  it('returns exactly the listed homes asked for', async () => {
    const { results } = await browse('?ids=5,3,9999999,3');
    expect(results.map((h) => h.id).sort()).toEqual([3, 5]);
  });

  it('includes an unlisted home only for its own manager', async () => {
    const unlisted = await unlistedHomeOf(api, 'manager@hearth.test');
    expect((await browse(`?ids=${unlisted.id}`)).results).toEqual([]);
    const manager2 = await tokenFor(api.deps, 'manager2');
    expect((await api.call('GET', `/listings?ids=${unlisted.id}`, { token: manager2 })).json().results).toEqual([]);
    const manager = await tokenFor(api.deps, 'manager');
    const own = (await api.call('GET', `/listings?ids=${unlisted.id}`, { token: manager })).json().results;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: unlisted.id, listed_at: null, manager_user_id: expect.any(Number) });
  });

  it('never shows an unlisted home while browsing, not even to its manager', async () => {
    const manager = await tokenFor(api.deps, 'manager');
    const unlisted = await unlistedHomeOf(api, 'manager@hearth.test');
    const all = await allPages(api, '/listings?limit=100', manager);
    expect(all.some((h) => h.id === unlisted.id)).toBe(false);
  });
});

describe('saved state in listings', () => {
  it('tells a signed-in tenant which homes they saved; a guest sees none saved', async () => {
    const saved = await query<{ building_id: number }>(api, sql`
      SELECT building_id FROM saved_buildings sb JOIN users u ON u.id = sb.user_id WHERE u.email = 'tenant@hearth.test'`);
    const ids = saved.map((s) => s.building_id);
    expect(ids.length).toBeGreaterThan(0);
    const mine = (await api.call('GET', `/listings?ids=${ids.join(',')},1`, { token: tenant })).json().results as BuildingDto[];
    for (const home of mine) expect(home.is_saved).toBe(ids.includes(home.id));
    expect((await browse(`?ids=${ids.join(',')}`)).results.every((h) => !h.is_saved)).toBe(true);
  });
});

describe('cards (view=card)', () => {
  const PAGE_ONLY = ['description', 'home_amenities', 'storage_types', 'utilities_included', 'access_method'];

  it('answers the same homes in the same order as the whole page, without what only a home\'s own page shows', async () => {
    const fullRes = await api.call('GET', '/g/listings?limit=50&sort=budget_asc', { token: guest });
    const cardRes = await api.call('GET', '/g/listings?limit=50&sort=budget_asc&view=card', { token: guest });
    expect(cardRes.statusCode, cardRes.body).toBe(200);
    const full = fullRes.json() as { results: BuildingDto[]; next_cursor: string };
    const cards = cardRes.json() as { results: Record<string, unknown>[]; next_cursor: string };
    expect(cards.results.map((c) => c.id)).toEqual(full.results.map((h) => h.id));
    cards.results.forEach((card, i) => {
      const whole: Record<string, unknown> = { ...full.results[i] };
      for (const key of PAGE_ONLY) delete whole[key];
      expect(card).toEqual(whole);
    });
    // Pages on like the whole list, and is much smaller.
    expect(cards.next_cursor).toBe(full.next_cursor);
    expect(cardRes.body.length).toBeLessThan(fullRes.body.length * 0.75);
  });

  it('leaves the default a whole Building, and view=full says so explicitly', async () => {
    for (const qs of ['?limit=3', '?limit=3&view=full']) {
      const { results } = await browse(qs);
      for (const home of results) for (const key of PAGE_ONLY) expect(home, `${qs} ${key}`).toHaveProperty(key);
    }
  });

  it('works with ids and the signed-in route, keeping is_saved and the manager\'s own fields', async () => {
    const [id] = await listedIds(api);
    const res = await api.call('GET', `/listings?ids=${id}&view=card`, { token: tenant });
    expect(res.statusCode, res.body).toBe(200);
    const [card] = res.json().results;
    expect(card).toMatchObject({ id, is_saved: expect.any(Boolean), bedroom_ids: expect.any(Array) });
    expect(card).not.toHaveProperty('description');
  });
});

describe('refused requests', () => {
  it.each([
    ['?sort=cheapest', 'sort'],
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['?cursor=%25%25%25', 'cursor'],
    ['?region=ny%2Fnew-york', 'region'],
    ['?min_budget=-5', 'min_budget'],
    ['?max_budget=abc', 'max_budget'],
    ['?min_budget=90000&max_budget=50000', 'max_budget'],
    ['?move_in_date=2026-02-30', 'move_in_date'],
    ['?move_in_date=next-week', 'move_in_date'],
    ['?num_bedrooms=0', 'num_bedrooms'],
    ['?pets=fish', 'pets'],
    [`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
    ['?ids=1,two', 'ids'],
    ['?max_price=90000', 'max_price'],
    ['?view=summary', 'view'],
    ['?view=CARD', 'view'],
  ])('%s → 400 invalid_input naming %s', async (qs, field) => {
    const res = await api.call('GET', `/g/listings${qs}`, { token: guest });
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('refuses a cursor issued for another sort, or edited by hand', async () => {
    const { next_cursor } = await browse('?sort=budget_asc&limit=2');
    const elsewhere = await api.call('GET', `/g/listings?sort=recommended&cursor=${next_cursor}`, { token: guest });
    expect((await errorOf(elsewhere)).fields).toHaveProperty('cursor');
    const edited = encodeCursor({ scope: 'budget_asc', key: 'cheap', id: 3 });
    const res = await api.call('GET', `/g/listings?sort=budget_asc&cursor=${edited}`, { token: guest });
    expect(await errorOf(res)).toMatchObject({ status: 400, fields: { cursor: expect.any(String) } });
  });

  it('needs a token for /g/listings and a signed-in user for /listings', async () => {
    expect((await api.call('GET', '/g/listings')).statusCode).toBe(401);
    expect((await api.call('GET', '/listings', { token: guest })).statusCode).toBe(401);
    expect((await api.call('GET', '/listings', { token: tenant })).statusCode).toBe(200);
  });
});
