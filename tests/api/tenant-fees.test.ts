import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenantId: number;
let lifecycleId: number;
let home: { buildingId: number; managerUserId: number };

const charge = (body: unknown, key?: string, token = tokens.manager, id = lifecycleId) =>
  api.call('POST', `/lifecycles/${id}/tenant-fees/charge`, { token, body, headers: key ? { 'idempotency-key': key } : {} });
const petFee = { charge_type: 'pet fee', amount_cents: 25_000, description: 'Pet fee for Biscuit' };

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor']) tokens[key] = await tokenFor(api.deps, key);
  tenantId = await demoUserId(api.deps, 'tenant');
  home = await demoHomeOf(api.deps, 'manager');
  lifecycleId = (await makeResident(api.deps, tenantId, home.buildingId)).lifecycleId;
});
afterAll(() => api.close());

describe('POST /lifecycles/{id}/tenant-fees/charge', () => {
  it('creates the invoice, charges the tenant account, notifies the tenant; a replay charges once', async () => {
    const res = await charge(petFee, 'pet-1');
    expect(res.statusCode, res.body).toBe(201);
    const fee = res.json();
    expect(fee).toMatchObject({ charge_type: 'pet fee', ledger_item_type: 'pet fee', amount_cents: 25_000, tenant_user_id: tenantId,
      lifecycle_id: lifecycleId, payment_status: 'INITIAL_ATTEMPT_UPCOMING', description: 'Pet fee for Biscuit' });
    const replay = await charge(petFee, 'pet-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(fee);
    const entries = await rows<{ amount_cents: number; entry_kind: string }>(api.deps.database.db, sql`
      SELECT amount_cents::int AS amount_cents, entry_kind FROM ledger_entries WHERE invoice_id = ${fee.id}`);
    expect(entries).toEqual([{ amount_cents: 25_000, entry_kind: 'charge' }]);
    const notes = await rows<{ user_id: number; event_type: string }>(api.deps.database.db, sql`
      SELECT user_id, event_type FROM notifications WHERE user_id = ${tenantId} AND event_type = 'invoice.created' AND title LIKE '%Biscuit%'`);
    expect(notes).toHaveLength(1);
    expect((await charge({ ...petFee, amount_cents: 1 }, 'pet-1')).statusCode).toBe(422);
    expect(await balanceMismatches(api.deps.database.db)).toEqual([]);
  });

  it('books early-termination fees as such, the rest as uncategorized', async () => {
    const early = await charge({ charge_type: 'early-termination fee (landlord)', amount_cents: 100_000, description: 'Left early' }, 'et-1');
    expect(early.json().ledger_item_type).toBe('early lease termination fee');
    const lockout = await charge({ charge_type: 'lockout fee', amount_cents: 5_000, description: 'Locked out at 2 am' }, 'lo-1');
    expect(lockout.statusCode).toBe(201);
    expect(lockout.json().ledger_item_type).toBe('uncategorized');
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      { ...petFee, charge_type: 'rent V1' },
      { ...petFee, amount_cents: 0 },
      { ...petFee, amount_cents: 500_001 },
      { ...petFee, description: '' },
      { ...petFee, extra: true },
    ]) expect((await charge(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('is for the home\'s payments managers: manager2 and co-managers without payments 404, tenant and vendor 403', async () => {
    expect((await charge(petFee, undefined, tokens.manager2)).statusCode).toBe(404);
    expect((await charge(petFee, undefined, tokens.tenant)).statusCode).toBe(403);
    expect((await charge(petFee, undefined, tokens.vendor)).statusCode).toBe(403);
    expect((await charge(petFee, undefined, tokens.manager, 99999999)).statusCode).toBe(404);
    const manager2Id = await demoUserId(api.deps, 'manager2');
    await api.deps.database.db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${home.buildingId}, ${manager2Id}, ARRAY['deposit_returns']::text[], ${home.managerUserId})`);
    expect((await charge(petFee, undefined, tokens.manager2)).statusCode).toBe(404);
    await api.deps.database.db.execute(sql`UPDATE building_managers SET permission_areas = ARRAY['payments']::text[]
      WHERE building_id = ${home.buildingId} AND user_id = ${manager2Id}`);
    expect((await charge({ ...petFee, description: 'Co-manager fee' }, 'co-1', tokens.manager2)).statusCode).toBe(201);
    await api.deps.database.db.execute(sql`DELETE FROM building_managers WHERE building_id = ${home.buildingId} AND user_id = ${manager2Id}`);
  });

  it('refuses a lifecycle without a signed lease (422)', async () => {
    const [row] = await rows<{ id: number }>(api.deps.database.db, sql`
      INSERT INTO lifecycles (tenant_user_id, building_id, move_in_date, move_out_date)
      VALUES (${tenantId}, ${home.buildingId}, current_date + 30, current_date + 400) RETURNING id`);
    const res = await charge(petFee, undefined, tokens.manager, row!.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('lifecycle_not_leased');
  });
});

describe('GET /lifecycles/{id}/tenant-fees', () => {
  it('lists the fees charged so far, newest first, to the home\'s manager', async () => {
    const res = await api.call('GET', `/lifecycles/${lifecycleId}/tenant-fees`, { token: tokens.manager });
    expect(res.statusCode).toBe(200);
    const types = res.json().results.map((f: { charge_type: string }) => f.charge_type);
    expect(types).toEqual(['pet fee', 'lockout fee', 'early-termination fee (landlord)', 'pet fee']);
  });

  it('hides them from others: manager2 404, tenant2 and vendor 403', async () => {
    expect((await api.call('GET', `/lifecycles/${lifecycleId}/tenant-fees`, { token: tokens.manager2 })).statusCode).toBe(404);
    expect((await api.call('GET', `/lifecycles/${lifecycleId}/tenant-fees`, { token: tokens.tenant2 })).statusCode).toBe(403);
    expect((await api.call('GET', `/lifecycles/${lifecycleId}/tenant-fees`, { token: tokens.vendor })).statusCode).toBe(403);
    expect((await api.call('GET', '/lifecycles/99999999/tenant-fees', { token: tokens.manager })).statusCode).toBe(404);
  });
});
