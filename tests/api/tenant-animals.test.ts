import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { uploadSample } from './uploads-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const list = (token: string, user: string | number = 'me') => api.call('GET', `/me/${user}/tenant-animals`, { token });
const add = (token: string, body: unknown, user: string | number = 'me', headers?: Record<string, string>) =>
  api.call('POST', `/me/${user}/tenant-animals`, { token, body, headers });
const me = async (token: string) => (await api.call('GET', '/me/', { token })).json();

const biscuit = { name: 'Biscuit', species: 'dog', breed: 'Beagle', weight_lbs: 24.5, service_animal_type: 'none', notes: 'Crate trained.' };

describe('tenant animals', () => {
  it('adds an animal to the caller\'s own list, which also answers "renting with an animal" and counts it on the profile', async () => {
    const tenant = await registerUser(api);
    expect(await me(tenant.token)).toMatchObject({ is_renting_with_animal: null, tenant_animals_count: 0 });
    const res = await add(tenant.token, biscuit, tenant.userId);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...biscuit, user_id: tenant.userId, photo_file_ids: [], photo_urls: [] });
    const listed = await list(tenant.token, tenant.userId);
    expect(listed.json().results.map((a: { name: string }) => a.name)).toEqual(['Biscuit']);
    expect(await me(tenant.token)).toMatchObject({ is_renting_with_animal: true, tenant_animals_count: 1 });
  });

  it('needs only a name and species; the service animal type defaults to none', async () => {
    const tenant = await registerUser(api);
    const res = await add(tenant.token, { name: 'Miso', species: 'cat' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Miso', species: 'cat', breed: null, weight_lbs: null, service_animal_type: 'none', notes: null });
  });

  it('names each invalid field, spelt as the spec spells the values', async () => {
    const tenant = await registerUser(api);
    const res = await add(tenant.token, { name: ' ', species: 'hamster', weight_lbs: -3, service_animal_type: 'therapy', owner: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['name', 'owner', 'service_animal_type', 'species', 'weight_lbs']);
    expect((await list(tenant.token)).json().results).toEqual([]);
  });

  it('changes and removes an animal; a removed last animal leaves the pets step to be answered again', async () => {
    const tenant = await registerUser(api);
    const { id } = (await add(tenant.token, biscuit)).json();
    const patched = await api.call('PATCH', `/tenant-animals/${id}`, { token: tenant.token, body: { service_animal_type: 'emotional_support_animal', breed: null } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Biscuit', breed: null, service_animal_type: 'emotional_support_animal' });
    expect((await api.call('DELETE', `/tenant-animals/${id}`, { token: tenant.token })).statusCode).toBe(204);
    expect(await me(tenant.token)).toMatchObject({ is_renting_with_animal: true, tenant_animals_count: 0 });
  });

  it('hides another user\'s animals: their list, changes and removal are all 404', async () => {
    const owner = await registerUser(api);
    const other = await registerUser(api);
    const { id } = (await add(owner.token, biscuit)).json();
    expect((await list(other.token, owner.userId)).statusCode).toBe(404);
    expect((await add(other.token, biscuit, owner.userId)).statusCode).toBe(404);
    const patch = await api.call('PATCH', `/tenant-animals/${id}`, { token: other.token, body: { name: 'Stolen' } });
    expect(patch.statusCode).toBe(404);
    expect(patch.body).not.toContain('Biscuit');
    expect((await api.call('DELETE', `/tenant-animals/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await list(owner.token)).json().results[0].name).toBe('Biscuit');
  });

  it('needs a signed-in user', async () => {
    expect((await list(await api.guestToken())).statusCode).toBe(401);
    expect((await api.call('GET', '/me/me/tenant-animals')).statusCode).toBe(401);
  });

  it('refuses an eleventh animal with 422 too_many_animals', async () => {
    const tenant = await registerUser(api);
    for (let i = 0; i < 10; i++) expect((await add(tenant.token, { name: `Fish ${i}`, species: 'other' })).statusCode).toBe(201);
    const res = await add(tenant.token, { name: 'One more', species: 'other' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('too_many_animals');
  });

  it('replays a retried add with the same Idempotency-Key instead of adding twice', async () => {
    const tenant = await registerUser(api);
    const headers = { 'idempotency-key': 'add-biscuit-1' };
    const first = await add(tenant.token, biscuit, 'me', headers);
    const retry = await add(tenant.token, biscuit, 'me', headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    expect((await list(tenant.token)).json().results).toHaveLength(1);
  });

  it('attaches the caller\'s own animal photos and refuses anyone else\'s upload', async () => {
    const tenant = await registerUser(api);
    const other = await registerUser(api);
    const mine = await uploadSample(api, tenant.token, 'animal_photo');
    const theirs = await uploadSample(api, other.token, 'animal_photo');
    const profilePhoto = await uploadSample(api, tenant.token, 'applicant_profile_photo');
    const ok = await add(tenant.token, { ...biscuit, photo_file_ids: [mine] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().photo_urls).toHaveLength(1);
    expect((await api.app.inject({ method: 'GET', url: ok.json().photo_urls[0] })).statusCode).toBe(200);
    for (const wrong of [theirs, profilePhoto]) {
      const res = await add(tenant.token, { ...biscuit, photo_file_ids: [wrong] });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['photo_file_ids']);
    }
  });
});
