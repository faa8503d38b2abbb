import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { createHome, newBedroom } from './building-management-helpers.js';
import { allPages, query, type BuildingDto } from './listings-helpers.js';

// Migration 0040: a home's num_bedrooms and min_rent_cents are kept on the home by triggers
// on bedrooms, in the transaction that writes them; building_bedroom_figure_mismatches lists
// the homes whose kept figures are not those of their rooms (none, when all is well).
let api: TestApi;
let manager: string;
let guest: string;
beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager');
  guest = await api.guestToken();
});
afterAll(() => api.close());

const db = () => api.deps.database.db;
const mismatches = () => query<{ building_id: number }>(api, sql`SELECT building_id FROM building_bedroom_figure_mismatches`);
const kept = async (id: number) =>
  (await query<{ num_bedrooms: number; min_rent_cents: number | null }>(api, sql`SELECT num_bedrooms, min_rent_cents FROM buildings WHERE id = ${id}`))[0];

async function listedHome(): Promise<number> {
  const home = await createHome(api, manager);
  await api.call('POST', `/buildings/${home.id}/bathrooms`, { token: manager, body: { bathroom_type: 'full', relation: 'non_attached' } });
  return home.id;
}

const addRoom = async (homeId: number, base: number) => {
  const res = await api.call('POST', `/buildings/${homeId}/bedrooms`, { token: manager, body: newBedroom({ rent_components: { BASE: base, UTILITIES: 0, PLATFORM_FEE: 0 } }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('a home\'s bedroom count and lowest rent follow its bedrooms', () => {
  it('the seeded homes start with the figures of their rooms', async () => {
    expect(await mismatches()).toEqual([]);
    const [some] = await query<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM buildings WHERE num_bedrooms > 0 AND min_rent_cents IS NOT NULL`);
    expect(some.n).toBeGreaterThan(50);
  });

  it('adding, repricing and removing rooms through the api moves the home in the budget and bedroom sorts', async () => {
    const id = await listedHome();
    expect(await kept(id)).toEqual({ num_bedrooms: 0, min_rent_cents: null });
    const dear = await addRoom(id, 150_000);
    const cheap = await addRoom(id, 1_000);
    expect(await kept(id)).toEqual({ num_bedrooms: 2, min_rent_cents: 1_000 });
    expect((await api.call('POST', `/buildings/${id}/listing-page-behavior`, { token: manager, body: { listed: true } })).statusCode).toBeLessThan(300);
    const first = async (sort: string) => ((await api.call('GET', `/g/listings?sort=${sort}&limit=1`, { token: guest })).json().results as BuildingDto[])[0];
    expect(await first('budget_asc')).toMatchObject({ id, min_rent_cents: 1_000, num_bedrooms: 2 });

    // The cheap room's rent goes up: the home's lowest rent is the other room's now.
    await api.call('PATCH', `/bedrooms/${cheap}`, { token: manager, body: { rent_components: { BASE: 200_000 } } });
    expect(await kept(id)).toEqual({ num_bedrooms: 2, min_rent_cents: 150_000 });
    expect((await first('budget_asc')).id).not.toBe(id);
    // A change that is not the rent leaves the figures as they are.
    await api.call('PATCH', `/bedrooms/${dear}`, { token: manager, body: { name: 'Front room', available_on: '2031-01-01' } });
    expect(await kept(id)).toEqual({ num_bedrooms: 2, min_rent_cents: 150_000 });

    expect((await api.call('DELETE', `/bedrooms/${dear}`, { token: manager })).statusCode).toBe(204);
    expect(await kept(id)).toEqual({ num_bedrooms: 1, min_rent_cents: 200_000 });
    expect((await api.call('DELETE', `/bedrooms/${cheap}`, { token: manager })).statusCode).toBe(204);
    expect(await kept(id)).toEqual({ num_bedrooms: 0, min_rent_cents: null });
    // Without rooms it shows among the first by bedrooms and last by budget.
    const byBedrooms = await allPages(api, '/g/listings?sort=num_bedrooms_asc&limit=100', guest);
    expect(byBedrooms.findIndex((h) => h.id === id)).toBeLessThan(byBedrooms.findIndex((h) => h.num_bedrooms > 0));
    const byBudget = await allPages(api, '/g/listings?sort=budget_asc&limit=100', guest);
    expect(byBudget[byBudget.length - 1]).toMatchObject({ id, min_rent_cents: null });
    expect(await mismatches()).toEqual([]);
  });

  it('a statement that writes many rooms of many homes, or moves rooms between homes, keeps every home right', async () => {
    const [a, b, c] = [await listedHome(), await listedHome(), await listedHome()];
    const db = api.deps.database.db;
    await db.execute(sql`INSERT INTO bedrooms (building_id, name, rent_base_cents, available_on)
      SELECT h, 'Room ' || k, 50_000 + h % 7 * 1_000 + k * 10_000, current_date FROM unnest(ARRAY[${a}, ${b}]::int[]) h, generate_series(1, 3) k`);
    expect([await kept(a), await kept(b)].map((f) => f.num_bedrooms)).toEqual([3, 3]);
    // Two of a's rooms move to c, one of them repriced on the way.
    await db.execute(sql`UPDATE bedrooms SET building_id = ${c}, rent_base_cents = CASE WHEN name = 'Room 1' THEN 5_000 ELSE rent_base_cents END
      WHERE building_id = ${a} AND name IN ('Room 1', 'Room 2')`);
    expect(await kept(a)).toEqual({ num_bedrooms: 1, min_rent_cents: 50_000 + (a % 7) * 1_000 + 30_000 });
    expect(await kept(c)).toEqual({ num_bedrooms: 2, min_rent_cents: 5_000 });
    // A price rise for every room of two homes in one statement, then all of b's rooms go.
    await db.execute(sql`UPDATE bedrooms SET rent_utilities_cents = rent_utilities_cents + 7_000 WHERE building_id IN (${b}, ${c})`);
    expect((await kept(c)).min_rent_cents).toBe(12_000);
    await db.execute(sql`DELETE FROM bedrooms WHERE building_id = ${b}`);
    expect(await kept(b)).toEqual({ num_bedrooms: 0, min_rent_cents: null });
    expect(await mismatches()).toEqual([]);
  });

  it('a write that fails leaves the figures as they were, and the proof names a home whose figures were changed by hand', async () => {
    const id = await listedHome();
    await addRoom(id, 70_000);
    await expect(api.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO bedrooms (building_id, name, rent_base_cents, available_on) VALUES (${id}, 'Attic', 1_000, current_date)`);
      expect(await rows(tx, sql`SELECT num_bedrooms, min_rent_cents FROM buildings WHERE id = ${id}`)).toEqual([{ num_bedrooms: 2, min_rent_cents: 1_000 }]);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await kept(id)).toEqual({ num_bedrooms: 1, min_rent_cents: 70_000 });
    await api.deps.database.db.execute(sql`UPDATE buildings SET num_bedrooms = 9 WHERE id = ${id}`);
    expect(await mismatches()).toEqual([{ building_id: id }]);
    await api.deps.database.db.execute(sql`UPDATE buildings SET num_bedrooms = 1 WHERE id = ${id}`);
  });
});


// Migration 0043: each room carries its home's city page (bedrooms.region), so BUDGET_ASC on
// a city page under a budget or move-in filter reads that city's rooms in order of rent;
// bedroom_region_mismatches lists the rooms whose region is not their home's.
describe('a room\'s city page follows its home', () => {
  const regionMismatches = () => query<{ bedroom_id: number }>(api, sql`SELECT bedroom_id FROM bedroom_region_mismatches`);
  const regionsOf = async (id: number) =>
    (await query<{ region: string | null }>(api, sql`SELECT region FROM bedrooms WHERE building_id = ${id} ORDER BY id`)).map((r) => r.region);
  const cheapestFirst = async (region: string) => {
    const params = new URLSearchParams({ sort: 'budget_asc', region, max_budget: '5000', move_in_date: new Date().toISOString().slice(0, 10), limit: '50' });
    return (await allPages(api, `/g/listings?${params}`, guest)).map((h) => h.id);
  };

  it('the seeded rooms start with their homes\' regions', async () => {
    expect(await regionMismatches()).toEqual([]);
    const [some] = await query<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM bedrooms WHERE region IS NOT NULL`);
    expect(some.n).toBeGreaterThan(50);
  });

  it('rooms added through the api take the home\'s city, follow it when the home moves city, and the city\'s budget page follows', async () => {
    const id = await listedHome();
    await addRoom(id, 1_000);
    await addRoom(id, 2_000);
    expect(await regionsOf(id)).toEqual(['nc/durham', 'nc/durham']);
    await db().execute(sql`UPDATE bedrooms SET available_on = current_date - 1 WHERE building_id = ${id}`);
    expect((await api.call('POST', `/buildings/${id}/listing-page-behavior`, { token: manager, body: { listed: true } })).statusCode).toBeLessThan(300);
    expect(await cheapestFirst('nc/durham')).toContain(id);

    expect((await api.call('PATCH', `/buildings/${id}`, { token: manager, body: { region: 'ga/atlanta' } })).statusCode).toBe(200);
    expect(await regionsOf(id)).toEqual(['ga/atlanta', 'ga/atlanta']);
    expect(await cheapestFirst('nc/durham')).not.toContain(id);
    expect(await cheapestFirst('ga/atlanta')).toContain(id);
    // A room added in the new city, then the home off every city page.
    await addRoom(id, 3_000);
    expect(await regionsOf(id)).toEqual(['ga/atlanta', 'ga/atlanta', 'ga/atlanta']);
    expect((await api.call('PATCH', `/buildings/${id}`, { token: manager, body: { region: null } })).statusCode).toBe(200);
    expect(await regionsOf(id)).toEqual([null, null, null]);
    expect(await cheapestFirst('ga/atlanta')).not.toContain(id);
    expect(await regionMismatches()).toEqual([]);
  });

  it('rooms moved to a home of another city, and rooms of many homes written in one statement, carry their new home\'s city', async () => {
    const durham = await listedHome();
    const atlanta = (await createHome(api, manager, { region: 'ga/atlanta' })).id;
    await db().execute(sql`INSERT INTO bedrooms (building_id, name, rent_base_cents, available_on)
      SELECT h, 'Room ' || k, 60_000, current_date FROM unnest(ARRAY[${durham}, ${atlanta}]::int[]) h, generate_series(1, 2) k`);
    expect([await regionsOf(durham), await regionsOf(atlanta)]).toEqual([['nc/durham', 'nc/durham'], ['ga/atlanta', 'ga/atlanta']]);
    await db().execute(sql`UPDATE bedrooms SET building_id = ${atlanta} WHERE building_id = ${durham} AND name = 'Room 1'`);
    expect(await regionsOf(atlanta)).toEqual(['ga/atlanta', 'ga/atlanta', 'ga/atlanta']);
    // Both homes change city in one statement.
    await db().execute(sql`UPDATE buildings SET region = CASE WHEN id = ${durham} THEN 'triad' ELSE 'tx/austin' END WHERE id IN (${durham}, ${atlanta})`);
    expect([await regionsOf(durham), await regionsOf(atlanta)]).toEqual([['triad'], ['tx/austin', 'tx/austin', 'tx/austin']]);
    expect(await regionMismatches()).toEqual([]);
  });

  it('a write that fails leaves the rooms as they were, and the proof names a room whose region was changed by hand', async () => {
    const id = await listedHome();
    const room = await addRoom(id, 70_000);
    await expect(db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE buildings SET region = 'tx/austin' WHERE id = ${id}`);
      expect(await rows(tx, sql`SELECT region FROM bedrooms WHERE id = ${room}`)).toEqual([{ region: 'tx/austin' }]);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await regionsOf(id)).toEqual(['nc/durham']);
    await db().execute(sql`UPDATE bedrooms SET region = 'triad' WHERE id = ${room}`);
    expect(await regionMismatches()).toEqual([{ bedroom_id: room }]);
    await db().execute(sql`UPDATE bedrooms SET region = 'nc/durham' WHERE id = ${room}`);
  });
});
