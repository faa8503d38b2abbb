import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { MONEY_RULES } from '../../common/money.js';
import { completeDepositTransfer, openDeposit, requestDepositTransfer } from '../../api/money/deposits.js';
import { lockDeposit } from '../../api/money/deposits-repository.js';
import { preparedLease, roomsOfManager } from './leases-helpers.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId } from '../support/residents.js';
import { addSource, pay, payBody } from './invoices-helpers.js';
import { entriesSum, ledgerSound, payDeposit, tenancyWithDeposit } from './deposits-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenantId: number;
let tenant2Id: number;
let home: { buildingId: number; managerUserId: number };

const ended = { movedInDaysAgo: 400, moveOutInDays: -3 };
const damage = (amount: number) => ({ charge_back_category: 'damage to property', amount_cents: amount, description: 'Hole in the wall' });
const returnDeposit = (lifecycleId: number, body: unknown, key?: string, token = tokens.manager) =>
  api.call('POST', `/lifecycles/${lifecycleId}/deposit-return`, { token, body, headers: key ? { 'idempotency-key': key } : {} });

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  tenantId = await demoUserId(api.deps, 'tenant');
  tenant2Id = await demoUserId(api.deps, 'tenant2');
  home = await demoHomeOf(api.deps, 'manager');
});
afterAll(() => api.close());

describe('opening a deposit', () => {
  it('counts from the base rent the lease snapshotted, not the bedroom\'s current rent', async () => {
    const [room] = await roomsOfManager(api);
    const lease = await preparedLease(api, tokens.tenant!, 'tenant@hearth.test', room!);
    const db = api.deps.database.db;
    await db.execute(sql`UPDATE bedrooms SET rent_base_cents = rent_base_cents + 12345 WHERE id = ${lease.bedroom_id}`);
    const deposit = await db.transaction((tx) => openDeposit(tx, lease.lifecycle_id));
    expect(deposit.amount_cents).toBe(MONEY_RULES.securityDepositMonths * lease.rent_components.BASE!);
    expect(deposit).toMatchObject({ status: 'no_deposit', lifecycle_id: lease.lifecycle_id });
    const [invoice] = await rows<{ due_date: string }>(db, sql`SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date FROM invoices WHERE id = ${deposit.invoice_id}`);
    expect(invoice!.due_date).toBe(lease.term.start_date > new Date().toISOString().slice(0, 10) ? lease.term.start_date : new Date().toISOString().slice(0, 10));
  });

  it('bills securityDepositMonths × base rent once, status no_deposit, then deposit_active when paid', async () => {
    const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, 'manager');
    expect(deposit.status).toBe('no_deposit');
    expect(deposit.amount_cents).toBeGreaterThan(0);
    const [invoice] = await rows<{ amount_cents: number; charge_type: string; ledger_item_type: string; source_key: string }>(api.deps.database.db,
      sql`SELECT amount_cents::int AS amount_cents, charge_type, ledger_item_type, source_key FROM invoices WHERE id = ${deposit.invoice_id}`);
    expect(invoice).toEqual({ amount_cents: deposit.amount_cents, charge_type: 'security deposit', ledger_item_type: 'bedroom security deposit', source_key: `deposit:${lifecycleId}` });
    const again = await api.deps.database.db.transaction((tx) => openDeposit(tx, lifecycleId));
    expect(again.id).toBe(deposit.id);
    await payDeposit(api, deposit);
    const res = await api.call('GET', `/tenant-deposits/${deposit.id}`, { token: tokens.tenant });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deposit_active');
    expect(res.json().status_history.map((h: { status_to: string }) => h.status_to)).toEqual(['no_deposit', 'deposit_active']);
  });
});

describe('paying the deposit invoice through the payments api', () => {
  it('activates the deposit with the payment, credits the manager nothing, and returns in full', async () => {
    const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, 'manager', ended);
    const source = await addSource(api, tokens.tenant!, { stripe_card_token: 'tok_visa' });
    const paid = await pay(api, tokens.tenant!, deposit.invoice_id!, payBody(source));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await lockDeposit(api.deps.database.db, { id: deposit.id }))!.status).toBe('deposit_active');
    expect(await entriesSum(api, 'manager', home.managerUserId, lifecycleId)).toEqual({ sum: 0, count: 0 });
    const res = await returnDeposit(lifecycleId, { deductions: [] }, `full-${lifecycleId}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().returned_amount_cents).toBe(deposit.amount_cents);
    // Charge, payment, card fee and its payment, release, refund.
    expect(await entriesSum(api, 'tenant', tenantId, lifecycleId)).toEqual({ sum: 0, count: 6 });
    expect(await ledgerSound(api)).toEqual([]);
  });
});

describe('GET /tenant-deposits/{id}', () => {
  let depositId: number;
  beforeAll(async () => { depositId = (await tenancyWithDeposit(api, tenantId, 'manager', { paid: true })).deposit.id; });

  it('shows the tenant, the manager and staff', async () => {
    for (const who of ['tenant', 'manager', 'staff']) {
      const res = await api.call('GET', `/tenant-deposits/${depositId}`, { token: tokens[who] });
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ id: depositId, status: 'deposit_active', deductions: [], building_id: home.buildingId });
    }
  });

  it('hides it from another tenant and another manager (404), refuses vendors (403)', async () => {
    expect((await api.call('GET', `/tenant-deposits/${depositId}`, { token: tokens.tenant2 })).statusCode).toBe(404);
    expect((await api.call('GET', `/tenant-deposits/${depositId}`, { token: tokens.manager2 })).statusCode).toBe(404);
    expect((await api.call('GET', `/tenant-deposits/${depositId}`, { token: tokens.vendor })).statusCode).toBe(403);
    expect((await api.call('GET', '/tenant-deposits/99999999', { token: tokens.tenant })).statusCode).toBe(404);
    expect((await api.call('GET', `/tenant-deposits/${depositId}`)).statusCode).toBe(401);
  });
});

describe('POST /lifecycles/{id}/deposit-return', () => {
  it('returns on platform: refund less deductions, deductions charged to the tenant and credited to the owner, ledger balanced', async () => {
    const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, 'manager', { ...ended, paid: true });
    const body = { deductions: [damage(5_000), { charge_back_category: 'utility overage', amount_cents: 1_500, description: '' }] };
    const res = await returnDeposit(lifecycleId, body, `ret-${lifecycleId}`);
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json();
    expect(dto.status).toBe('deposit_return_created');
    expect(dto.returned_amount_cents).toBe(deposit.amount_cents - 6_500);
    expect(dto.deductions.map((d: { charge_back_category: string }) => d.charge_back_category)).toEqual(['damage to property', 'utility overage']);
    expect(dto.status_history.map((h: { status_to: string }) => h.status_to))
      .toEqual(['no_deposit', 'deposit_active', 'deposit_return_ready', 'deposit_return_created']);
    // Charge +D, payment −D, release −D, deductions +6500, refund +(D − 6500): the tenant owes nothing.
    expect(await entriesSum(api, 'tenant', tenantId, lifecycleId)).toEqual({ sum: 0, count: 6 });
    expect(await entriesSum(api, 'manager', home.managerUserId, lifecycleId)).toEqual({ sum: 6_500, count: 2 });
    const [line] = await rows<{ description: string }>(api.deps.database.db, sql`
      SELECT description FROM ledger_entries WHERE lifecycle_id = ${lifecycleId} AND amount_cents = 5000 LIMIT 1`);
    expect(line!.description).toContain('damage to property');
    expect(await ledgerSound(api)).toEqual([]);

    // A replay answers the first response and posts nothing more; the same key with another body is refused.
    const replay = await returnDeposit(lifecycleId, body, `ret-${lifecycleId}`);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(dto);
    expect(await entriesSum(api, 'tenant', tenantId, lifecycleId)).toEqual({ sum: 0, count: 6 });
    expect((await returnDeposit(lifecycleId, { deductions: [] }, `ret-${lifecycleId}`)).statusCode).toBe(422);
    // Returned already: the table refuses a second return.
    const twice = await returnDeposit(lifecycleId, { deductions: [] }, `ret2-${lifecycleId}`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.code).toBe('deposit_status_transition_not_allowed');
    expect(await entriesSum(api, 'tenant', tenantId, lifecycleId)).toEqual({ sum: 0, count: 6 });
  });

  it('records an off-platform return without postings', async () => {
    const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, 'manager', { ...ended, paid: true });
    const res = await returnDeposit(lifecycleId, { deductions: [damage(1_000)], off_platform: true }, `off-${lifecycleId}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'deposit_return_created_off_platform', returned_amount_cents: deposit.amount_cents - 1_000 });
    // Only the deposit invoice and its payment.
    expect(await entriesSum(api, 'tenant', tenantId, lifecycleId)).toEqual({ sum: 0, count: 2 });
    expect(await entriesSum(api, 'manager', home.managerUserId, lifecycleId)).toEqual({ sum: 0, count: 0 });
  });

  it('refuses deductions over the deposit (400) and bad categories (400)', async () => {
    const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, 'manager', { ...ended, paid: true });
    const over = await returnDeposit(lifecycleId, { deductions: [damage(deposit.amount_cents), damage(1)] });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.deductions).toBeDefined();
    const bad = await returnDeposit(lifecycleId, { deductions: [{ charge_back_category: 'pizza', amount_cents: 10, description: '' }] });
    expect(bad.statusCode).toBe(400);
    expect((await returnDeposit(lifecycleId, { deductions: [damage(0)] })).statusCode).toBe(400);
    expect((await lockDeposit(api.deps.database.db, { id: deposit.id }))!.status).toBe('deposit_active');
  });

  it('refuses with 422 while the lease runs, and before the deposit is paid', async () => {
    const running = await tenancyWithDeposit(api, tenantId, 'manager', { paid: true });
    const early = await returnDeposit(running.lifecycleId, { deductions: [] });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('deposit_status_transition_not_allowed');
    const unpaid = await tenancyWithDeposit(api, tenantId, 'manager', ended);
    const res = await returnDeposit(unpaid.lifecycleId, { deductions: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('deposit_status_transition_not_allowed');
  });

  it('is for the home\'s deposit managers only: manager2 404, tenant and vendor 403', async () => {
    const { lifecycleId } = await tenancyWithDeposit(api, tenantId, 'manager', { ...ended, paid: true });
    expect((await returnDeposit(lifecycleId, { deductions: [] }, undefined, tokens.manager2)).statusCode).toBe(404);
    expect((await returnDeposit(lifecycleId, { deductions: [] }, undefined, tokens.tenant)).statusCode).toBe(403);
    expect((await returnDeposit(lifecycleId, { deductions: [] }, undefined, tokens.vendor)).statusCode).toBe(403);
    expect((await returnDeposit(99999999, { deductions: [] })).statusCode).toBe(404);
  });

  it('lets a co-manager with deposit_returns read and return, not one without it (404)', async () => {
    const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, 'manager', { ...ended, paid: true });
    const manager2Id = await demoUserId(api.deps, 'manager2');
    const grant = (areas: string) => api.deps.database.db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${deposit.building_id}, ${manager2Id}, ${`{${areas}}`}::text[], ${home.managerUserId})
      ON CONFLICT (building_id, user_id) DO UPDATE SET permission_areas = EXCLUDED.permission_areas`);
    await grant('payments,leasing');
    expect((await api.call('GET', `/tenant-deposits/${deposit.id}`, { token: tokens.manager2 })).statusCode).toBe(404);
    expect((await returnDeposit(lifecycleId, { deductions: [] }, undefined, tokens.manager2)).statusCode).toBe(404);
    await grant('deposit_returns');
    expect((await api.call('GET', `/tenant-deposits/${deposit.id}`, { token: tokens.manager2 })).statusCode).toBe(200);
    const res = await returnDeposit(lifecycleId, { deductions: [damage(100)] }, undefined, tokens.manager2);
    expect(res.statusCode, res.body).toBe(201);
    // The deduction is the home owner's, whoever returned the deposit.
    expect(await entriesSum(api, 'manager', home.managerUserId, lifecycleId)).toEqual({ sum: 100, count: 1 });
    const notes = await rows<{ title: string }>(api.deps.database.db, sql`
      SELECT n.title FROM notifications n JOIN events e ON e.id = n.event_id
      WHERE n.user_id = ${tenantId} AND e.event_type = 'deposit.updated' AND e.subject_id = ${String(deposit.id)} ORDER BY n.id`);
    expect(notes.map((n) => n.title)).toContain('Your security deposit has been returned');
    await api.deps.database.db.execute(sql`DELETE FROM building_managers WHERE building_id = ${deposit.building_id} AND user_id = ${manager2Id}`);
  });

  it('returns a deposit held by another lease once that lease is over', async () => {
    const old = await tenancyWithDeposit(api, tenant2Id, 'manager', { movedInDaysAgo: 800, moveOutInDays: -400, paid: true });
    const next = await tenancyWithDeposit(api, tenant2Id, 'manager', { movedInDaysAgo: 399, moveOutInDays: 30 });
    const db = api.deps.database.db;
    const actor = { role: 'manager' as const, userId: home.managerUserId };
    await db.transaction(async (tx) => {
      await requestDepositTransfer(tx, old.deposit.id, actor);
      await completeDepositTransfer(tx, old.deposit.id, next.deposit.id, actor);
    });
    const early = await returnDeposit(old.lifecycleId, { deductions: [] });
    expect(early.statusCode).toBe(422);
    await db.execute(sql`UPDATE lifecycles SET early_lease_termination_vacate_date = current_date WHERE id = ${next.lifecycleId}`);
    const res = await returnDeposit(old.lifecycleId, { deductions: [] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status_history.map((h: { status_to: string }) => h.status_to)).toEqual(['no_deposit', 'deposit_active',
      'deposit_pending_transfer_to_another_lease', 'deposit_held_by_another_lease', 'deposit_return_ready', 'deposit_return_created']);
    expect(await entriesSum(api, 'tenant', tenant2Id, old.lifecycleId)).toEqual({ sum: 0, count: 4 });
    expect(await ledgerSound(api)).toEqual([]);
  });

  it('records deposit.updated events for the tenant and the managers', async () => {
    const { deposit } = await tenancyWithDeposit(api, tenantId, 'manager', { paid: true });
    const events = await rows<{ audience_user_ids: number[]; data: { status_to: string } }>(api.deps.database.db, sql`
      SELECT audience_user_ids, data FROM events WHERE event_type = 'deposit.updated' AND subject_id = ${String(deposit.id)} ORDER BY seq`);
    expect(events.map((e) => e.data.status_to)).toEqual(['deposit_active']);
    expect(events[0]!.audience_user_ids).toEqual(expect.arrayContaining([tenantId, home.managerUserId]));
  });
});

describe('GET /tenant-deposits', () => {
  it('lists what each caller may see, with filters', async () => {
    const mine = (await api.call('GET', '/tenant-deposits', { token: tokens.tenant })).json().results as { tenant_user_id: number; status: string; lifecycle_id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.tenant_user_id === tenantId)).toBe(true);
    const ready = (await api.call('GET', '/tenant-deposits?status=deposit_active', { token: tokens.manager })).json().results as { status: string }[];
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.every((d) => d.status === 'deposit_active')).toBe(true);
    const one = await api.call('GET', `/tenant-deposits?lifecycle_id=${mine[0]!.lifecycle_id}`, { token: tokens.staff });
    expect(one.json().results).toHaveLength(1);
    expect((await api.call('GET', '/tenant-deposits', { token: tokens.manager2 })).json().results).toEqual([]);
    expect((await api.call('GET', `/tenant-deposits?lifecycle_id=${mine[0]!.lifecycle_id}`, { token: tokens.tenant2 })).json().results).toEqual([]);
    expect((await api.call('GET', '/tenant-deposits', { token: tokens.vendor })).statusCode).toBe(403);
    expect((await api.call('GET', '/tenant-deposits?status=lost', { token: tokens.tenant })).statusCode).toBe(400);
  });
});

describe('GET /manager-deposit-stats', () => {
  it('counts and sums per status over the manager\'s homes only', async () => {
    const res = await api.call('GET', '/manager-deposit-stats', { token: tokens.manager });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.statuses).toHaveLength(7);
    const [expected] = await rows<{ count: number; sum: number }>(api.deps.database.db, sql`
      SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::int AS sum FROM tenant_deposits d JOIN buildings b ON b.id = d.building_id
      WHERE b.manager_user_id = ${home.managerUserId}`);
    expect(stats.total_count).toBe(expected!.count);
    expect(stats.total_amount_cents).toBe(expected!.sum);
    expect(stats.statuses.find((s: { status: string }) => s.status === 'deposit_return_created').count).toBeGreaterThan(0);
    const other = (await api.call('GET', '/manager-deposit-stats', { token: tokens.manager2 })).json();
    expect(other.total_count).toBe(0);
    expect((await api.call('GET', '/manager-deposit-stats', { token: tokens.tenant })).statusCode).toBe(403);
    expect((await api.call('GET', '/manager-deposit-stats', { token: tokens.vendor })).statusCode).toBe(403);
  });
});
