import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { createHome, createListableHome, newBedroom, newHome } from './building-management-helpers.js';
import { errorOf } from './listings-helpers.js';

let api: TestApi;
let manager: string;
let manager2: string;
let tenant: string;
beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager');
  manager2 = await tokenFor(api.deps, 'manager2');
  tenant = await tokenFor(api.deps, 'tenant');
});
afterAll(() => api.close());

describe('creating and editing a home', () => {
  it('creates an unlisted home that only its manager sees, with a property log entry', async () => {
    const home = await createHome(api, manager);
    expect(home).toMatchObject({ title: 'Maple Street house', property_type: 'sfr', region: 'nc/durham', listed_at: null, home_amenities: ['porch', 'deck/patio'] });
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).statusCode).toBe(200);
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: tenant })).statusCode).toBe(404);
    const log = (await api.call('GET', `/buildings/${home.id}/property-log`, { token: manager })).json();
    expect(log.results.map((e: { action: string }) => e.action)).toEqual(['building_updated', 'building_created']);
    expect(log.results[1]).toMatchObject({ actor_name: 'Marcus Reed', summary: 'Created the home "Maple Street house"' });
  });

  it('changes only the fields sent, and logs who changed what', async () => {
    const home = await createHome(api, manager);
    const res = await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { title: 'Maple house', storage_types: ['attic', 'garage'], access_method: 'keypad' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Maple house', storage_types: ['attic', 'garage'], access_method: 'keypad', region: 'nc/durham' });
    const [entry] = (await api.call('GET', `/buildings/${home.id}/property-log`, { token: manager })).json().results;
    expect(entry).toMatchObject({ action: 'building_updated', changes: { title: 'Maple house' } });
  });

  it('refuses an enum value the spec does not list, naming the field', async () => {
    const bad = await errorOf(await api.call('POST', '/buildings', { token: manager, body: newHome({ property_type: 'castle', home_amenities: ['moat'] }) }));
    expect(bad).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(Object.keys(bad.fields!)).toEqual(expect.arrayContaining(['property_type', 'home_amenities.0']));
    const home = await createHome(api, manager);
    const patch = await errorOf(await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { pricing_mode: 'surge' } }));
    expect(patch.fields).toHaveProperty('pricing_mode');
    expect((await errorOf(await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { address: { street: '1 A St', city: 'X', state: 'North Carolina', zip: '1' } } }))).fields)
      .toMatchObject({ 'address.state': expect.any(String), 'address.zip': expect.any(String) });
  });

  it('lets only a manager create homes, and hides other managers\' homes (404)', async () => {
    expect((await api.call('POST', '/buildings', { token: tenant, body: newHome() })).statusCode).toBe(403);
    const home = await createHome(api, manager);
    for (const [method, url, body] of [
      ['PATCH', `/buildings/${home.id}`, { title: 'Mine now' }],
      ['POST', `/buildings/${home.id}/bedrooms`, newBedroom()],
      ['GET', `/buildings/${home.id}/configuration-errors`, undefined],
      ['GET', `/buildings/${home.id}/property-log`, undefined],
      ['POST', `/buildings/${home.id}/listing-page-behavior`, { listed: false }],
    ] as const) {
      const res = await api.call(method, url, { token: manager2, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).json().title).toBe('Maple Street house');
  });
});

describe('bedrooms, bathrooms and parking', () => {
  it('adds, changes and removes a bedroom, keeping TOTAL_RENT the sum of its parts', async () => {
    const home = await createHome(api, manager);
    const added = await api.call('POST', `/buildings/${home.id}/bedrooms`, { token: manager, body: newBedroom() });
    expect(added.statusCode).toBe(201);
    const room = added.json();
    expect(room.rent_components).toEqual({ BASE: 80_000, UTILITIES: 5_000, PLATFORM_FEE: 2_000, TOTAL_RENT: 87_000 });
    const changed = await api.call('PATCH', `/bedrooms/${room.id}`, { token: manager, body: { rent_components: { BASE: 90_000 }, features: ['ceiling fan'] } });
    expect(changed.json()).toMatchObject({ features: ['ceiling fan'], rent_components: { BASE: 90_000, TOTAL_RENT: 97_000 } });
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).json()).toMatchObject({ num_bedrooms: 1, min_rent_cents: 97_000 });
    expect((await api.call('DELETE', `/bedrooms/${room.id}`, { token: manager })).statusCode).toBe(204);
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).json().num_bedrooms).toBe(0);
  });

  it('refuses negative rent, an unknown feature and a bad date, per field', async () => {
    const home = await createHome(api, manager);
    const res = await errorOf(await api.call('POST', `/buildings/${home.id}/bedrooms`, {
      token: manager, body: newBedroom({ rent_components: { BASE: -100 }, features: ['jacuzzi'], available_on: '2030-02-30' }),
    }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.fields!)).toEqual(expect.arrayContaining(['rent_components.BASE', 'features.0', 'available_on']));
  });

  it('never lets a manager touch a bedroom, bathroom or parking spot of another manager\'s home', async () => {
    const theirs = await createListableHome(api, manager2);
    const home = (await api.call('GET', `/g/buildings/${theirs}`, { token: manager2 })).json();
    const spot = (await api.call('POST', `/buildings/${theirs}/parking-spots`, { token: manager2, body: { parking_type: 'garage', parking_access: 'code_required' } })).json();
    expect((await api.call('PATCH', `/bedrooms/${home.bedroom_ids[0]}`, { token: manager, body: { name: 'Hijacked' } })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/bedrooms/${home.bedroom_ids[0]}`, { token: manager })).statusCode).toBe(404);
    expect((await api.call('PATCH', `/bathrooms/${home.bathroom_ids[0]}`, { token: manager, body: { bathroom_type: 'half_toilet' } })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/parking-spots/${spot.id}`, { token: manager })).statusCode).toBe(404);
    expect((await api.call('PATCH', `/bedrooms/${home.bedroom_ids[0]}`, { token: tenant, body: { name: 'x' } })).statusCode).toBe(403);
    expect((await api.call('GET', `/bedrooms?ids=${home.bedroom_ids[0]}`, { token: manager2 })).json().results[0].name).toBe('Bedroom 1');
  });

  it('adds bathrooms with their counting weight and refuses a bedroom of another home', async () => {
    const home = await createHome(api, manager);
    const room = (await api.call('POST', `/buildings/${home.id}/bedrooms`, { token: manager, body: newBedroom() })).json();
    const full = await api.call('POST', `/buildings/${home.id}/bathrooms`, { token: manager, body: { bathroom_type: 'full', relation: 'attached', attached_bedroom_id: room.id, washer_dryer_location: 'in_unit', washer_dryer_cost: 'free' } });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ counting_weight: 1, attached_bedroom_id: room.id });
    await api.call('POST', `/buildings/${home.id}/bathrooms`, { token: manager, body: { bathroom_type: 'half_toilet', relation: 'non_attached' } });
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).json().bathroom_count).toBe(1.5);
    const other = await createHome(api, manager);
    const wrong = await errorOf(await api.call('POST', `/buildings/${other.id}/bathrooms`, { token: manager, body: { bathroom_type: 'full', relation: 'attached', attached_bedroom_id: room.id } }));
    expect(wrong.fields).toHaveProperty('attached_bedroom_id');
    expect((await errorOf(await api.call('POST', `/buildings/${home.id}/bathrooms`, { token: manager, body: { bathroom_type: 'jacuzzi', relation: 'attached' } }))).fields).toHaveProperty('bathroom_type');
  });

  it('adds, changes and removes parking, refusing a negative fee', async () => {
    const home = await createHome(api, manager);
    const spot = await api.call('POST', `/buildings/${home.id}/parking-spots`, { token: manager, body: { parking_type: 'street_parking', parking_access: 'none_required', monthly_fee_cents: 2_500 } });
    expect(spot.statusCode).toBe(201);
    const id = spot.json().id;
    expect((await api.call('PATCH', `/parking-spots/${id}`, { token: manager, body: { parking_access: 'pass_required' } })).json()).toMatchObject({ parking_access: 'pass_required', monthly_fee_cents: 2_500 });
    expect((await errorOf(await api.call('PATCH', `/parking-spots/${id}`, { token: manager, body: { monthly_fee_cents: -1 } }))).fields).toHaveProperty('monthly_fee_cents');
    expect((await api.call('DELETE', `/parking-spots/${id}`, { token: manager })).statusCode).toBe(204);
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).json().parking_spot_ids).toEqual([]);
  });
});

describe('listing a home', () => {
  it('refuses to list a home with configuration errors, in words, and lists it once they are fixed', async () => {
    const home = await createHome(api, manager, {}, false);
    const errors = (await api.call('GET', `/buildings/${home.id}/configuration-errors`, { token: manager })).json();
    expect(errors.is_listable).toBe(false);
    expect(errors.errors.map((e: { code: string }) => e.code)).toEqual(['no_photos', 'no_bedrooms', 'no_bathrooms']);
    const refused = await api.call('POST', `/buildings/${home.id}/listing-page-behavior`, { token: manager, body: { listed: true } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'home_not_listable', fields: { no_photos: 'Add at least one photo of the home.' } });

    const stolen = await errorOf(await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { photo_urls: ['/v20/files/photos/building-1-1.svg'] } }));
    expect(stolen.fields).toHaveProperty('photo_urls.0');
    await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { photo_urls: [`/v20/files/photos/building-${home.id}-1.svg`] } });
    expect((await api.call('GET', `/files/photos/building-${home.id}-1.svg`)).statusCode).toBe(200);
    for (let i = 1; i <= 3; i++) await api.call('POST', `/buildings/${home.id}/bedrooms`, { token: manager, body: newBedroom({ name: `Bedroom ${i}` }) });
    for (let i = 0; i < 2; i++) await api.call('POST', `/buildings/${home.id}/bathrooms`, { token: manager, body: { bathroom_type: 'full', relation: 'non_attached' } });
    const listed = await api.call('POST', `/buildings/${home.id}/listing-page-behavior`, { token: manager, body: { listed: true } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().listed_at).not.toBeNull();
    const guest = await api.guestToken();
    const found = (await api.call('GET', `/g/listings?region=nc/durham&limit=100`, { token: guest })).json().results;
    expect(found.find((h: { id: number }) => h.id === home.id)).toMatchObject({ num_bedrooms: 3, bathroom_count: 2 });

    const unlisted = await api.call('POST', `/buildings/${home.id}/listing-page-behavior`, { token: manager, body: { listed: false } });
    expect(unlisted.json().listed_at).toBeNull();
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: guest })).statusCode).toBe(404);
  });

  it('recomputes the recommended score when the home changes', async () => {
    const id = await createListableHome(api, manager);
    const { query } = await import('./listings-helpers.js');
    const { sql } = await import('drizzle-orm');
    const score = async () => (await query<{ s: number }>(api, sql`SELECT recommended_score AS s FROM buildings WHERE id = ${id}`))[0].s;
    const before = await score();
    await api.call('PATCH', `/buildings/${id}`, { token: manager, body: { home_amenities: ['porch', 'pool', 'gym', 'grill', 'fireplace', 'balcony', 'pantry', 'basement', 'deck/patio', 'clubhouse'] } });
    expect(await score()).toBeGreaterThan(before);
  });
});

describe('become a manager (/list)', () => {
  it('gives a tenant the manager role and a manager token that can create a home', async () => {
    const res = await api.call('POST', '/me/become-manager', { token: tenant });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_role).toBe('manager');
    const token = res.json().token as string;
    expect((await api.call('POST', '/buildings', { token, body: newHome() })).statusCode).toBe(201);
    expect((await api.call('GET', '/me/', { token })).json().roles).toContain('manager');
    // The tenant session it replaced no longer works.
    expect((await api.call('GET', '/me/', { token: tenant })).statusCode).toBe(401);
    tenant = await tokenFor(api.deps, 'tenant2');
  });

  it('needs a signed-in user', async () => {
    expect((await api.call('POST', '/me/become-manager', { token: await api.guestToken() })).statusCode).toBe(401);
  });
});
