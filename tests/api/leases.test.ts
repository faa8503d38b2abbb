import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareLease } from '../../api/routes/leases/prepare-lease.js';
import { voidOpenLease } from '../../api/routes/leases/void-lease-repository.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import type { ListedRoom } from './applications-helpers.js';
import { errorOf } from './listings-helpers.js';
import { preparedLease, roomsOfManager, type Lease } from './leases-helpers.js';

let api: TestApi;
let tenant: string;
let rooms: ListedRoom[];
let lease: Lease;
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  rooms = await roomsOfManager(api);
  lease = await preparedLease(api, tenant, 'tenant@hearth.test', rooms[0], { pets: [] });
});
afterAll(() => api.close());

describe('preparing a lease from an application', () => {
  it('renders the parties, the home, the room, the dates and the rent into a prepared lease', async () => {
    expect(lease).toMatchObject({ status: 'prepared', bedroom_id: rooms[0].bedroom_id, tenant_signature: null, manager_signature: null });
    expect(lease.text).toContain('Tenant: Tara Nguyen.');
    expect(lease.text).toContain('Marcus Reed');
    // Named for people, never by its code; the deposit it states is the one signing bills.
    expect(lease.text).not.toContain(lease.lease_version);
    expect(lease.text.split('\n')[0]).toBe(lease.lease_version_name);
    const deposit = lease.security_deposit_cents;
    expect(deposit).toBe(lease.rent_components.BASE);
    expect(lease.text).toContain(`security deposit of $${(deposit / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const { BASE, UTILITIES, PLATFORM_FEE, TOTAL_RENT } = lease.rent_components;
    expect(TOTAL_RENT).toBe(BASE + UTILITIES + PLATFORM_FEE);
    expect(lease.text).toContain(`Total Rent: $${(TOTAL_RENT / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(lease.text_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is idempotent per lifecycle: preparing again gives the same lease', async () => {
    const again = await api.deps.database.db.transaction((tx) => prepareLease(tx, api.deps, lease.lifecycle_id));
    expect(again.id).toBe(lease.id);
    const list = await api.call('GET', `/leases?lifecycle_id=${lease.lifecycle_id}`, { token: tenant });
    expect(list.json().results).toHaveLength(1);
  });
});

describe('voiding a lease when its application ends', () => {
  it('voids a lease not fully signed; the next preparation makes a fresh one', async () => {
    const tenant2 = await tokenFor(api.deps, 'tenant2');
    const open = await preparedLease(api, tenant2, 'tenant2@hearth.test', rooms[1]);
    const db = api.deps.database.db;
    expect(await db.transaction((tx) => voidOpenLease(tx, open.lifecycle_id))).toBe(true);
    const voided = (await api.call('GET', `/leases/${open.id}`, { token: tenant2 })).json();
    expect(voided).toMatchObject({ status: 'voided', voided_at: expect.any(String) });
    expect(await errorOf(await api.call('POST', '/document-signing-url', { token: tenant2, body: { lease_id: open.id } })))
      .toMatchObject({ status: 422, code: 'lease_voided' });
    const fresh = await db.transaction((tx) => prepareLease(tx, api.deps, open.lifecycle_id));
    expect(fresh.id).not.toBe(open.id);
    expect(await db.transaction((tx) => voidOpenLease(tx, open.lifecycle_id))).toBe(true);
    expect(await db.transaction((tx) => voidOpenLease(tx, open.lifecycle_id))).toBe(false);
  });
});

describe('who may read a lease', () => {
  it('its tenant and the manager of its home read it whole', async () => {
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    for (const token of [tenant, manager]) {
      const res = await api.call('GET', `/leases/${lease.id}`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().text).toBe(lease.text);
    }
    const managersList = await api.call('GET', '/leases', { token: manager });
    expect(managersList.json().results.map((l: Lease) => l.id)).toContain(lease.id);
  });

  it('another tenant or another manager gets 404 and an empty list; a vendor 403; nobody signed in 401', async () => {
    for (const token of [await tokenFor(api.deps, 'tenant2'), await tokenFor(api.deps, 'manager2', 'manager')]) {
      expect(await errorOf(await api.call('GET', `/leases/${lease.id}`, { token }))).toMatchObject({ status: 404, code: 'not_found' });
      const list = await api.call('GET', `/leases?lifecycle_id=${lease.lifecycle_id}`, { token });
      expect(list.json().results).toEqual([]);
    }
    const vendor = await tokenFor(api.deps, 'vendor');
    expect((await api.call('GET', `/leases/${lease.id}`, { token: vendor })).statusCode).toBe(403);
    expect((await api.call('GET', `/leases/${lease.id}`)).statusCode).toBe(401);
  });

  it('answers 404 for a lease that does not exist and 400 for a bad id or filter', async () => {
    expect((await api.call('GET', '/leases/999999', { token: tenant })).statusCode).toBe(404);
    expect(await errorOf(await api.call('GET', '/leases/abc', { token: tenant }))).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(await errorOf(await api.call('GET', '/leases?lifecycle_id=x', { token: tenant }))).toMatchObject({ status: 400, fields: { lifecycle_id: expect.any(String) } });
  });

  it('a batch read by lifecycle_ids pages up to 500 leases; the list without ids still pages at most 100', async () => {
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    const batch = await api.call('GET', `/leases?lifecycle_ids=${lease.lifecycle_id}&limit=500`, { token: manager });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results.map((l: Lease) => l.id)).toEqual([lease.id]);
    expect(await errorOf(await api.call('GET', '/leases?limit=101', { token: manager })))
      .toMatchObject({ status: 400, code: 'invalid_input', fields: { limit: 'limit can be at most 100 unless lifecycle_ids or ids name the leases.' } });
    expect(await errorOf(await api.call('GET', `/leases?lifecycle_ids=${lease.lifecycle_id}&limit=501`, { token: manager })))
      .toMatchObject({ status: 400, fields: { limit: expect.any(String) } });
  });
});
