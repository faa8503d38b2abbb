import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { applicationBody, listedRooms, submit } from './applications-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the home of an application', () => {
  it('stays visible to its applicant after it is unlisted, and to nobody else', async () => {
    const tenant = await tokenFor(api.deps, 'tenant2');
    const [room] = await listedRooms(api);
    const res = await submit(api, tenant, await applicationBody(api, 'tenant2@hearth.test', room));
    expect(res.statusCode).toBe(201);
    await api.deps.database.db.execute(sql`UPDATE buildings SET listed_at = NULL WHERE id = ${room.building_id}`);

    const asApplicant = await api.call('GET', `/g/buildings/${room.building_id}`, { token: tenant });
    expect(asApplicant.statusCode).toBe(200);
    const rooms = await api.call('GET', `/bedrooms?ids=${room.bedroom_id}`, { token: tenant });
    expect(rooms.json().results).toHaveLength(1);

    const stranger = await tokenFor(api.deps, 'tenant');
    expect((await api.call('GET', `/g/buildings/${room.building_id}`, { token: stranger })).statusCode).toBe(404);
    expect((await api.call('GET', `/bedrooms?ids=${room.bedroom_id}`, { token: stranger })).json().results).toEqual([]);
  });
});

describe('a second application', () => {
  it('starts with the references step done when the renter already sent references', async () => {
    const tenant = await tokenFor(api.deps, 'tenant');
    const rooms = await listedRooms(api);
    const first = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', rooms[3]));
    expect(first.json().lifecycle_tenant_references_step_completed_at).toBeNull();
    const skipped = await api.call('POST', '/tenant-rental-references/skipped', { token: tenant, body: { reason: 'First time renting.' } });
    expect(skipped.statusCode).toBeLessThan(300);
    const second = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', rooms[40]));
    expect(second.statusCode).toBe(201);
    expect(second.json().lifecycle_tenant_references_step_completed_at).not.toBeNull();
  });
});
