import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser, type Registered } from './auth-helpers.js';
import { createApiToken } from './authentication-tokens-helpers.js';
import { createHome, newBedroom } from './building-management-helpers.js';
import { allPages, errorOf, query } from './listings-helpers.js';
import { addDays } from './money-helpers.js';

let api: TestApi;
let guest: string;
let manager: Registered;
let renter: Registered;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  api = await createTestApi();
  guest = await api.guestToken();
  manager = await registerUser(api, 'manager');
  renter = await registerUser(api, 'tenant');
});
afterAll(() => api.close());

interface Stats {
  region: string; homes_listed: number; rooms_listed: number; rooms_available_now: number; rooms_available_soon: number;
  soonest_move_in_date: string | null;
  rent: { rooms: number; min_cents: number | null; p25_cents: number | null; median_cents: number | null; p75_cents: number | null; max_cents: number | null; platform_fee_median_cents: number | null; utilities_median_cents: number | null };
  by_bedroom_size: Record<'small' | 'medium' | 'large' | 'unknown', number>;
  by_bath: Record<'private' | 'shared', { rooms: number; median_rent_cents: number | null }>;
}

const stats = async (qs: string, token = guest) => {
  const res = await api.call('GET', `/g/market-stats${qs}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { as_of: string; soon_days: number; results: Stats[] };
};

async function room(homeId: number, name: string, base: number, availableOn: string, size: number | null): Promise<number> {
  const res = await api.call('POST', `/buildings/${homeId}/bedrooms`, {
    token: manager.token,
    body: newBedroom({ name, rent_components: { BASE: base, UTILITIES: 5_000, PLATFORM_FEE: 2_000 }, available_on: availableOn, size_sq_ft: size }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('GET /g/market-stats on a known city (Durham, emptied of the seed homes)', () => {
  let listedId: number;

  beforeAll(async () => {
    await query(api, sql`UPDATE buildings SET listed_at = NULL WHERE region = 'nc/durham'`);
    listedId = (await createHome(api, manager.token, { title: 'Trinity Park house' })).id;
    await room(listedId, 'Small room', 70_000, today, 120); // 77,000 total, now
    await room(listedId, 'Middle room', 80_000, addDays(today, 10), 140); // 87,000, soon
    const suite = await room(listedId, 'Suite', 90_000, today, 200); // 97,000, now, own bath
    await room(listedId, 'Corner room', 100_000, today, 185); // 107,000, now
    const taken = await room(listedId, 'Taken room', 50_000, today, 140); // signed for a year: not on the market
    await room(listedId, 'Autumn room', 55_000, addDays(today, 200), 140); // free only in 200 days
    await api.call('POST', `/buildings/${listedId}/bathrooms`, { token: manager.token, body: { bathroom_type: 'full', relation: 'attached', attached_bedroom_id: suite } });
    await api.call('POST', `/buildings/${listedId}/bathrooms`, { token: manager.token, body: { bathroom_type: 'full', relation: 'non_attached' } });
    await query(api, sql`INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date,
      application_signed_at, sent_to_manager_at, approved_at, lease_signed_at)
      VALUES (${renter.userId}, ${listedId}, ${taken}, ${today}, ${addDays(today, 365)}, now(), now(), now(), now())`);
    // A listed home without rooms yet is a card on the listing page, so it is a listed home here too.
    const bare = (await createHome(api, manager.token, { title: 'Watts Street duplex' })).id;
    // An unlisted home's cheap room counts nowhere.
    const unlisted = (await createHome(api, manager.token, { title: 'Unlisted cottage' })).id;
    await room(unlisted, 'Cheap room', 10_000, today, 120);
    await query(api, sql`UPDATE buildings SET listed_at = now() WHERE id IN (${listedId}, ${bare})`);
  });

  it('counts the listed homes and rooms, and gives the rent quartiles of the rooms on the market', async () => {
    const body = await stats('?region=nc/durham');
    expect(body).toMatchObject({ as_of: today, soon_days: 60 });
    expect(body.results).toEqual([{
      region: 'nc/durham',
      homes_listed: 2,
      rooms_listed: 6,
      rooms_available_now: 3,
      rooms_available_soon: 1,
      soonest_move_in_date: today,
      rent: { rooms: 4, min_cents: 77_000, p25_cents: 84_500, median_cents: 92_000, p75_cents: 99_500, max_cents: 107_000, platform_fee_median_cents: 2_000, utilities_median_cents: 5_000 },
      by_bedroom_size: { small: 1, medium: 1, large: 2, unknown: 0 },
      by_bath: { private: { rooms: 1, median_rent_cents: 97_000 }, shared: { rooms: 3, median_rent_cents: 87_000 } },
    }]);
  });

  it('narrows the room figures by size and private bath, never the count of homes', async () => {
    const [large] = (await stats('?region=nc/durham&bedroom_size=large')).results;
    expect(large).toMatchObject({ homes_listed: 2, rooms_listed: 2, rooms_available_now: 2, rent: { rooms: 2, median_cents: 102_000 } });
    const [suite] = (await stats('?region=nc/durham&private_bath=true')).results;
    expect(suite).toMatchObject({ homes_listed: 2, rent: { rooms: 1, min_cents: 97_000, max_cents: 97_000 } });
    const [none] = (await stats('?region=nc/durham&bedroom_size=small&private_bath=true')).results;
    expect(none).toMatchObject({ rooms_listed: 0, soonest_move_in_date: null, rent: { rooms: 0, median_cents: null, p25_cents: null } });
  });

  it('a room leaves the market once it is signed for, and the home leaves with its unlisting', async () => {
    const before = (await stats('?region=nc/durham')).results[0].rent.rooms;
    await query(api, sql`UPDATE buildings SET listed_at = NULL WHERE id = ${listedId}`);
    const [after] = (await stats('?region=nc/durham')).results;
    expect(before).toBe(4);
    expect(after).toMatchObject({ homes_listed: 1, rooms_listed: 0, rent: { rooms: 0, median_cents: null } });
    await query(api, sql`UPDATE buildings SET listed_at = now() WHERE id = ${listedId}`);
  });
});

describe('GET /g/market-stats on the seeded cities', () => {
  it('counts exactly the homes a city listing page shows, and its soonest move-in is the earliest card', async () => {
    const [atlanta] = (await stats('?region=ga/atlanta')).results;
    const cards = await allPages(api, '/g/listings?region=ga/atlanta&limit=100', guest);
    expect(atlanta.homes_listed).toBe(cards.length);
    expect(atlanta.soonest_move_in_date).toBe(cards.map((c) => c.earliest_available_date).sort()[0]);
    expect(atlanta.rent.rooms).toBeGreaterThan(10);
    expect(atlanta.rent.p25_cents!).toBeLessThanOrEqual(atlanta.rent.median_cents!);
    expect(atlanta.rent.median_cents!).toBeLessThanOrEqual(atlanta.rent.p75_cents!);
  });

  it('without a region, gives every city page in one answer', async () => {
    const { results } = await stats('');
    expect(results.map((r) => r.region)).toEqual(['ga/atlanta', 'nc/charlotte', 'nc/durham', 'nc/raleigh', 'triad', 'tx/austin', 'tx/san-antonio', 'dallas-fort-worth']);
  });
});

describe('who may ask, and bad input', () => {
  it('answers guests, tenants and managers alike, and nobody without a session', async () => {
    for (const role of ['tenant', 'manager'] as const) {
      const res = await api.call('GET', '/g/market-stats?region=ga/atlanta', { token: await tokenFor(api.deps, role) });
      expect(res.statusCode).toBe(200);
    }
    expect((await api.call('GET', '/g/market-stats?region=ga/atlanta')).statusCode).toBe(401);
  });

  it('is in the listings area for partner tokens: listings:read may read it, a money-only token may not', async () => {
    const reader = await createApiToken(api, manager.token, { scopes: ['listings:read'] });
    expect((await api.call('GET', '/g/market-stats?region=ga/atlanta', { token: reader.token })).statusCode).toBe(200);
    const money = await createApiToken(api, manager.token, { scopes: ['money:read'] });
    const refused = await api.call('GET', '/g/market-stats?region=ga/atlanta', { token: money.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('scope_not_granted');
    expect(refused.body).not.toContain('homes_listed');
  });

  it('refuses an unknown city with 422 naming region, and an unknown size or parameter with 400', async () => {
    expect(await errorOf(await api.call('GET', '/g/market-stats?region=ga/savannah', { token: guest })))
      .toMatchObject({ status: 422, code: 'unknown_region', fields: { region: expect.stringContaining('ga/atlanta') } });
    expect(await errorOf(await api.call('GET', '/g/market-stats?bedroom_size=huge', { token: guest })))
      .toMatchObject({ status: 400, code: 'invalid_input', fields: { bedroom_size: expect.any(String) } });
    expect(await errorOf(await api.call('GET', '/g/market-stats?city=ATLANTA', { token: guest })))
      .toMatchObject({ status: 400, fields: { city: 'This field is not accepted here.' } });
  });
});
