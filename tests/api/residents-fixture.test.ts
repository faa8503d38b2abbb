import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeResidentIds } from '../../api/events/audiences.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';

describe('tests/support/residents', () => {
  let api: TestApi;
  beforeAll(async () => { api = await createTestApi(); });
  afterAll(async () => { await api.close(); });

  it('makes a demo user a resident of a demo manager\'s home, twice on different bedrooms', async () => {
    const home = await demoHomeOf(api.deps, 'manager');
    const tenant = await demoUserId(api.deps, 'tenant');
    const tenant2 = await demoUserId(api.deps, 'tenant2');
    expect(await homeResidentIds(api.deps.database.db, home.buildingId)).not.toContain(tenant);
    const a = await makeResident(api.deps, tenant, home.buildingId);
    const b = await makeResident(api.deps, tenant2, home.buildingId);
    expect(a.bedroomId).not.toBe(b.bedroomId);
    const residents = await homeResidentIds(api.deps.database.db, home.buildingId);
    expect(residents).toEqual(expect.arrayContaining([tenant, tenant2]));
    const other = await demoHomeOf(api.deps, 'manager2');
    expect(other.managerUserId).not.toBe(home.managerUserId);
    expect(await homeResidentIds(api.deps.database.db, other.buildingId)).not.toContain(tenant);
  });

  it('a lease that ended is not a resident', async () => {
    const home = await demoHomeOf(api.deps, 'manager', 1);
    const tenant = await demoUserId(api.deps, 'tenant2');
    await makeResident(api.deps, tenant, home.buildingId, { movedInDaysAgo: 400, moveOutInDays: -5 });
    expect(await homeResidentIds(api.deps.database.db, home.buildingId)).not.toContain(tenant);
  });
});
