import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerCan } from '../../api/routes/buildings/managers/building-managers-repository.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { createHome } from './building-management-helpers.js';
import { errorOf, userIdOf } from './listings-helpers.js';

let api: TestApi;
let manager: string;
let manager2: string;
beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager');
  manager2 = await tokenFor(api.deps, 'manager2');
});
afterAll(() => api.close());

describe('co-managers and permission areas', () => {
  it('adds a co-manager limited to some areas; managerCan grants exactly those', async () => {
    const home = await createHome(api, manager);
    const res = await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'Tenant@hearth.test', permission_areas: ['leasing', 'payments', 'leasing'] } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'tenant@hearth.test', first_name: 'Tara', permission_areas: ['leasing', 'payments'] });
    const tenantId = await userIdOf(api, 'tenant@hearth.test');
    const ownerId = await userIdOf(api, 'manager@hearth.test');
    const db = api.deps.database.db;
    expect(await managerCan(db, tenantId, home.id, 'leasing')).toBe(true);
    expect(await managerCan(db, tenantId, home.id, 'deposit_returns')).toBe(false);
    expect(await managerCan(db, ownerId, home.id, 'deposit_returns')).toBe(true);
    expect(await managerCan(db, await userIdOf(api, 'manager2@hearth.test'), home.id, 'leasing')).toBe(false);
    // The co-manager may now switch to the manager role.
    const tenant = await tokenFor(api.deps, 'tenant');
    expect((await api.call('POST', '/assume-user-role', { token: tenant, body: { user_role: 'manager' } })).statusCode).toBe(200);
    const list = (await api.call('GET', `/buildings/${home.id}/managers`, { token: manager })).json().results;
    expect(list.map((m: { email: string }) => m.email)).toEqual(['tenant@hearth.test']);
  });

  it('changes areas when added again and removes a co-manager', async () => {
    const home = await createHome(api, manager);
    await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'tenant2@hearth.test', permission_areas: ['leasing'] } });
    const again = await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'tenant2@hearth.test', permission_areas: ['resolution_center'] } });
    expect(again.json().permission_areas).toEqual(['resolution_center']);
    const id = again.json().user_id;
    expect((await api.call('DELETE', `/buildings/${home.id}/managers/${id}`, { token: manager })).statusCode).toBe(204);
    expect((await api.call('DELETE', `/buildings/${home.id}/managers/${id}`, { token: manager })).statusCode).toBe(404);
    expect(await managerCan(api.deps.database.db, id, home.id, 'resolution_center')).toBe(false);
  });

  it('refuses unknown areas, unknown emails and the owner themselves', async () => {
    const home = await createHome(api, manager);
    expect((await errorOf(await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'tenant@hearth.test', permission_areas: ['everything'] } }))).fields).toHaveProperty('permission_areas.0');
    expect((await errorOf(await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'tenant@hearth.test', permission_areas: [] } }))).fields).toHaveProperty('permission_areas');
    expect(await errorOf(await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'nobody@hearth.test', permission_areas: ['leasing'] } })))
      .toMatchObject({ status: 422, code: 'user_not_found', fields: { email: expect.any(String) } });
    expect((await errorOf(await api.call('POST', `/buildings/${home.id}/managers`, { token: manager, body: { email: 'manager@hearth.test', permission_areas: ['leasing'] } }))).fields).toHaveProperty('email');
  });

  it('lets only the owner see or change the co-managers (another manager: 404, a tenant: 403)', async () => {
    const home = await createHome(api, manager);
    expect((await api.call('GET', `/buildings/${home.id}/managers`, { token: manager2 })).statusCode).toBe(404);
    expect((await api.call('POST', `/buildings/${home.id}/managers`, { token: manager2, body: { email: 'manager2@hearth.test', permission_areas: ['leasing'] } })).statusCode).toBe(404);
    const tenant = await tokenFor(api.deps, 'tenant2');
    expect((await api.call('GET', `/buildings/${home.id}/managers`, { token: tenant })).statusCode).toBe(403);
  });
});
