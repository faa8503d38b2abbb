import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createInvoice } from '../../api/money/invoices.js';
import { post, type Posting } from '../../api/money/ledger.js';
import { MONEY_RULES } from '../../common/money.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId } from '../support/residents.js';
import { errorOf } from './listings-helpers.js';
import { count, idem, runJob } from './money-helpers.js';

let api: TestApi;
let manager: string;
let manager2: string;
let tenant: string;
let staff: string;
let home: { buildingId: number; managerUserId: number };
let home2: { buildingId: number; managerUserId: number };
let tenantId: number;
let tenant2Id: number;
const month = `${new Date().toISOString().slice(0, 7)}`;
const today = new Date().toISOString().slice(0, 10);

/** Rent collected for a manager from a tenant: tenant pays (−), manager credited (+), in one transaction. */
const collected = (managerUserId: number, buildingId: number, tenantUserId: number, cents: number): Posting[] => {
  const common = { ledgerItemType: 'bedroom rent' as const, periodMonth: `${month}-01`, buildingId, actor: { role: 'automatic' as const, userId: null } };
  return [
    { ...common, account: { kind: 'tenant', userId: tenantUserId }, kind: 'charge', chargeType: 'rent V2', amountCents: cents, description: 'Rent' },
    { ...common, account: { kind: 'tenant', userId: tenantUserId }, kind: 'payment', amountCents: -cents, description: 'Payment: Rent' },
    { ...common, account: { kind: 'manager', userId: managerUserId }, kind: 'charge', amountCents: cents - 500, description: 'Collected: Rent', counterpartyUserId: tenantUserId },
  ];
};

beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager', 'manager');
  manager2 = await tokenFor(api.deps, 'manager2', 'manager');
  tenant = await tokenFor(api.deps, 'tenant');
  staff = await tokenFor(api.deps, 'staff');
  home = await demoHomeOf(api.deps, 'manager');
  home2 = await demoHomeOf(api.deps, 'manager2');
  tenantId = await demoUserId(api.deps, 'tenant');
  tenant2Id = await demoUserId(api.deps, 'tenant2');
  await api.deps.database.db.transaction(async (tx) => {
    await post(tx, collected(home.managerUserId, home.buildingId, tenantId, 100_000));
    await post(tx, collected(home.managerUserId, home.buildingId, tenant2Id, 80_000));
    await post(tx, collected(home2.managerUserId, home2.buildingId, tenant2Id, 70_000));
  });
});
afterAll(() => api.close());

type Entry = { id: number; user_id: number; account_kind: string; building_id: number; amount_cents: number; counterparty: { user_id: number } | null };
const ledger = async (token: string, query = '') => {
  const res = await api.call('GET', `/ledger${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().results as Entry[];
};

describe('GET /ledger for managers', () => {
  it("shows the manager's own account only, with building and counterparty", async () => {
    const mine = await ledger(manager);
    expect(mine).toHaveLength(2);
    expect(mine.every((e) => e.account_kind === 'manager' && e.user_id === home.managerUserId)).toBe(true);
    expect(mine[0]).toMatchObject({ building_id: home.buildingId, counterparty: { user_id: tenant2Id, first_name: 'Theo' } });
    const theirs = await ledger(manager2);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.user_id).toBe(home2.managerUserId);
  });

  it("filters: another manager's building gives nothing; tenant, item type, month", async () => {
    expect(await ledger(manager2, `?building_id=${home.buildingId}`)).toEqual([]);
    expect(await ledger(manager, `?building_id=${home2.buildingId}`)).toEqual([]);
    expect(await ledger(manager, `?building_id=${home.buildingId}`)).toHaveLength(2);
    expect((await ledger(manager, `?tenant_user_id=${tenantId}`)).map((e) => e.amount_cents)).toEqual([99_500]);
    expect(await ledger(manager, `?ledger_item_type=${encodeURIComponent('pet fee')}`)).toEqual([]);
    expect(await ledger(manager, `?month=${month}`)).toHaveLength(2);
    expect(await ledger(manager, '?month=2001-01')).toEqual([]);
  });

  it('pages with limit and cursor', async () => {
    const first = (await api.call('GET', '/ledger?limit=1', { token: manager })).json();
    expect(first.results).toHaveLength(1);
    const second = (await api.call('GET', `/ledger?limit=1&cursor=${first.next_cursor}`, { token: manager })).json();
    expect(second.results).toHaveLength(1);
    expect(second.results[0].id).toBeLessThan(first.results[0].id);
    expect(second.next_cursor).toBeNull();
  });

  it('exports CSV with a header row', async () => {
    const res = await api.call('GET', '/ledger?format=csv', { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,period_month,entry_kind,ledger_item_type,charge_type,amount_cents,description,building_id,building_name,counterparty_user_id,counterparty_first_name,invoice_id');
    expect(lines).toHaveLength(3);
    const other = await api.call('GET', '/ledger?format=csv', { token: manager2 });
    expect(other.body.trim().split('\r\n')).toHaveLength(2);
  });

  it("summarizes per month: invoices of the manager's homes charged and collected, and what their own entries added", async () => {
    // An invoice billed this month to a tenant of the manager's home, not paid yet.
    await api.deps.database.db.transaction((tx) => createInvoice(tx, {
      tenantUserId: tenant2Id, buildingId: home.buildingId, chargeType: 'pet fee', ledgerItemType: 'pet fee', description: 'Pet fee',
      amountCents: 12_500, periodMonth: `${month}-01`, dueDate: today, sourceKey: 'ledger-test:pet-fee', actor: { role: 'automatic', userId: null },
    }));
    const res = await api.call('GET', '/ledger?summary=monthly&months=6', { token: manager });
    const body = res.json();
    expect(body.months).toHaveLength(6);
    // Credited: the two entries posted to the manager's own account (rent less 500 each), the sum the entries list shows.
    expect(body.months[5]).toEqual({ month, charged_cents: 12_500, collected_cents: 0, credited_cents: 99_500 + 79_500 });
    expect(body.outstanding_cents).toBe(12_500);
    expect(body.balance_cents).toBe(99_500 + 79_500);
    const other = (await api.call('GET', '/ledger?summary=monthly', { token: manager2 })).json();
    expect(other.months[5]).toEqual({ month, charged_cents: 0, collected_cents: 0, credited_cents: 69_500 });
  });

  it('refuses vendors (403), guests (401) and bad filters (400)', async () => {
    const vendor = await tokenFor(api.deps, 'vendor');
    expect((await api.call('GET', '/ledger', { token: vendor })).statusCode).toBe(403);
    expect((await api.call('GET', '/ledger')).statusCode).toBe(401);
    expect((await errorOf(await api.call('GET', '/ledger?month=2026-13', { token: manager }))).status).toBe(400);
    expect((await errorOf(await api.call('GET', '/ledger?cursor=nope', { token: manager }))).status).toBe(400);
    expect((await api.call('GET', '/ledger?ledger_item_type=rent', { token: manager })).statusCode).toBe(400);
  });
});

describe('GET /ledger for tenants', () => {
  it('shows the own tenant account only', async () => {
    const mine = await ledger(tenant);
    expect(mine).toHaveLength(2);
    expect(mine.every((e) => e.account_kind === 'tenant' && e.user_id === tenantId)).toBe(true);
  });
});

describe('staff charges to a manager', () => {
  const body = () => ({ manager_user_id: home.managerUserId, amount_cents: 2_500, ledger_item_type: 'uncategorized', description: 'Lockbox replacement' });

  it('posts −amount to the manager account once per Idempotency-Key and notifies the manager', async () => {
    const res = await api.call('POST', '/internal/manager-ledger-charges', { token: staff, body: body(), headers: idem('charge-1') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ account_kind: 'manager', user_id: home.managerUserId, amount_cents: -2_500, actor_role: 'hearth-team' });
    const replay = await api.call('POST', '/internal/manager-ledger-charges', { token: staff, body: body(), headers: idem('charge-1') });
    expect(replay.json().id).toBe(res.json().id);
    const reused = await api.call('POST', '/internal/manager-ledger-charges', { token: staff, body: { ...body(), amount_cents: 1 }, headers: idem('charge-1') });
    expect(reused.statusCode).toBe(422);
    expect(await count(api, sql`SELECT 1 FROM ledger_entries WHERE actor_role = 'hearth-team'`)).toBe(1);
    expect(await count(api, sql`SELECT 1 FROM notifications WHERE user_id = ${home.managerUserId} AND event_type = 'ledger.manager_charge'
      AND notification_group = 'manager_user'`)).toBe(1);
    expect((await ledger(manager)).map((e) => e.amount_cents)).toContain(-2_500);
    expect((await ledger(manager2)).map((e) => e.amount_cents)).not.toContain(-2_500);
    const list = (await api.call('GET', `/internal/manager-ledger-charges?manager_user_id=${home.managerUserId}`, { token: staff })).json();
    expect(list.results).toHaveLength(1);
  });

  it('refuses a non-manager (422), bad bodies (400) and anyone but staff (403)', async () => {
    expect((await errorOf(await api.call('POST', '/internal/manager-ledger-charges', { token: staff, body: { ...body(), manager_user_id: tenantId } }))))
      .toMatchObject({ status: 422, code: 'not_a_manager' });
    expect((await api.call('POST', '/internal/manager-ledger-charges', { token: staff, body: { ...body(), amount_cents: 0 } })).statusCode).toBe(400);
    expect((await api.call('POST', '/internal/manager-ledger-charges', { token: manager, body: body() })).statusCode).toBe(403);
    expect((await api.call('GET', '/internal/manager-ledger-charges', { token: manager })).statusCode).toBe(403);
  });
});

describe('payout accounts, pauses and payouts', () => {
  it('connects the payout account through the signed local link', async () => {
    expect((await api.call('POST', '/stripe-connect-account-link', { token: tenant })).statusCode).toBe(403);
    const res = await api.call('POST', '/stripe-connect-account-link', { token: manager });
    expect(res.statusCode).toBe(200);
    const { url, account_id } = res.json();
    expect(account_id).toMatch(/^acct_test_[0-9a-f]{16}$/);
    expect((await api.call('POST', '/stripe-connect-account-link', { token: manager })).json().account_id).toBe(account_id);
    expect(url).toMatch(/^\/v20\/test-payments\/connect\//);
    const tampered = await api.call('GET', `${url.slice(4, -2)}xx`);
    expect(tampered.statusCode).toBe(404);
    const visit = await api.call('GET', url.slice(4));
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/manager/account-link?connected=1');
    const [user] = await rows<{ at: string | null }>(api.deps.database.db, sql`SELECT stripe_connect_account_connected_at AS at FROM users WHERE id = ${home.managerUserId}`);
    expect(user!.at).not.toBeNull();
  });

  it('pauses payouts: the job pays nothing while paused, then the whole balance once', async () => {
    const pause = await api.call('POST', '/internal/manager-ledger-payments-pause', { token: staff, body: { manager_user_id: home.managerUserId, reason: 'Disputed charge' } });
    expect(pause.statusCode).toBe(201);
    expect((await api.call('GET', '/internal/manager-ledger-payments-pause', { token: staff })).json().results).toHaveLength(1);
    expect((await api.call('POST', '/internal/manager-ledger-payments-pause', { token: manager, body: { manager_user_id: home.managerUserId, reason: 'x' } })).statusCode).toBe(403);
    expect((await runJob(api, today)).payouts).toBe(0);

    expect((await api.call('DELETE', `/internal/manager-ledger-payments-pause?manager_user_id=${home.managerUserId}`, { token: staff })).statusCode).toBe(204);
    expect((await api.call('DELETE', `/internal/manager-ledger-payments-pause?manager_user_id=${home.managerUserId}`, { token: staff })).statusCode).toBe(404);
    // manager2 has a balance but no connected payout account: not paid.
    expect((await runJob(api, today)).payouts).toBe(1);
    expect((await runJob(api, today)).payouts).toBe(0);
    const [account] = await rows<{ balance: string }>(api.deps.database.db, sql`
      SELECT balance_cents::text AS balance FROM ledger_accounts WHERE kind = 'manager' AND user_id = ${home.managerUserId}`);
    expect(account!.balance).toBe('0');
    const payout = (await ledger(manager)).find((e) => (e as unknown as { entry_kind: string }).entry_kind === 'payout');
    expect(payout?.amount_cents).toBe(-(99_500 + 79_500 - 2_500));
    expect(await count(api, sql`SELECT 1 FROM manager_payouts WHERE manager_user_id = ${home.managerUserId}`)).toBe(1);
  });

  it('purges idempotency keys older than the retention, keeps younger ones', async () => {
    const staffId = await demoUserId(api.deps, 'staff');
    await api.deps.database.db.execute(sql`INSERT INTO idempotency_keys (user_id, key, route, request_hash, created_at) VALUES
      (${staffId}, 'old-key', 'x', 'h', now() - make_interval(hours => ${MONEY_RULES.idempotencyKeyRetentionHours + 1})),
      (${staffId}, 'young-key', 'x', 'h', now() - make_interval(hours => ${MONEY_RULES.idempotencyKeyRetentionHours - 1}))`);
    expect((await runJob(api, today)).idempotency_keys_purged).toBe(1);
    expect(await count(api, sql`SELECT 1 FROM idempotency_keys WHERE key IN ('old-key', 'young-key')`)).toBe(1);
  });

  it('the ledger check stays empty (staff only)', async () => {
    expect((await api.call('GET', '/internal/ledger-check', { token: staff })).json()).toEqual({ mismatches: [] });
    expect((await api.call('GET', '/internal/ledger-check', { token: manager })).statusCode).toBe(403);
  });
});
