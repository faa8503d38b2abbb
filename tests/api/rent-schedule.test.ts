import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { lateFeeCents } from '../../api/jobs/late-fees.js';
import { MONEY_RULES } from '../../common/money.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { stayFor, type ListedRoom } from './applications-helpers.js';
import { addMonths } from '../../api/money/schedule.js';
import { preparedLease, roomsOfManager, sign, type Lease } from './leases-helpers.js';
import { errorOf } from './listings-helpers.js';
import { addDays, count, runJob, signedLease } from './money-helpers.js';

let api: TestApi;
let tenant: string;
let tenant2: string;
let rooms: ListedRoom[];
let lease: Lease;
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  tenant2 = await tokenFor(api.deps, 'tenant2');
  rooms = await roomsOfManager(api);
  // HEARTH300: a $300 product-backed upfront credit, 8-month stay (applications-helpers' default).
  lease = await signedLease(api, tenant, 'tenant@hearth.test', 'Tara Nguyen', rooms[0], { promo_code: 'HEARTH300' });
});
afterAll(() => api.close());

interface Item { id: number; period_month: string; due_date: string; rent_components: Record<string, number>; promotion_credit_cents: number; amount_due_cents: number; invoice_id: number | null }
const scheduleOf = async (token: string, lifecycleId: number) =>
  (await api.call('GET', `/tenant-payment-schedule?lifecycle_id=${lifecycleId}`, { token })).json().results as Item[];
/** The first month the tenant pays something (a short first month may be all promotion). */
const payable = async () => (await scheduleOf(tenant, lease.lifecycle_id)).find((i) => i.amount_due_cents > 0)!;

describe('the rent schedule, written when the tenant signs', () => {
  it('has one item per month of the term, the first due on move-in, with the promotion credit on the first month', async () => {
    const items = await scheduleOf(tenant, lease.lifecycle_id);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items[0]!.due_date).toBe(lease.term.start_date);
    const credits = items.reduce((sum, i) => sum + i.promotion_credit_cents, 0);
    expect(credits).toBe(30_000);
    expect(items[0]!.promotion_credit_cents).toBe(Math.min(30_000, items[0]!.rent_components.TOTAL_RENT!));
    for (const item of items) {
      const c = item.rent_components;
      expect(c.TOTAL_RENT).toBe(c.BASE! + c.UTILITIES! + c.PLATFORM_FEE!);
      expect(item.amount_due_cents).toBe(c.TOTAL_RENT! - item.promotion_credit_cents);
    }
    const full = items[1]!.rent_components;
    expect(full).toEqual(lease.rent_components);
  });

  it('a 6-month-minimum promotion gives nothing on a 5-month lease', async () => {
    const stay = stayFor(rooms[1]);
    const prepared = await preparedLease(api, tenant2, 'tenant2@hearth.test', rooms[1],
      { move_in_date: stay.move_in_date, move_out_date: addMonths(stay.move_in_date, 5) });
    // Applying refuses such a code for a short stay; the schedule must refuse it too, whatever let it through.
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET promo_code = 'HEARTHSTAY300' WHERE id = ${prepared.lifecycle_id}`);
    expect((await sign(api, tenant2, prepared.id, 'Theo Park')).statusCode).toBe(200);
    const items = await scheduleOf(tenant2, prepared.lifecycle_id);
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((i) => i.promotion_credit_cents === 0)).toBe(true);
  });

  it("is the tenant's own: another tenant's lifecycle is 404, a manager is 403, a guest 401", async () => {
    expect((await errorOf(await api.call('GET', `/tenant-payment-schedule?lifecycle_id=${lease.lifecycle_id}`, { token: tenant2 }))).status).toBe(404);
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    expect((await api.call('GET', '/tenant-payment-schedule', { token: manager })).statusCode).toBe(403);
    expect((await api.call('GET', '/tenant-payment-schedule')).statusCode).toBe(401);
    expect((await api.call('GET', '/tenant-payment-schedule?lifecycle_id=abc', { token: tenant })).statusCode).toBe(400);
    const all = (await api.call('GET', '/tenant-payment-schedule', { token: tenant2 })).json().results as Item[];
    expect(all.every((i) => i.id > 0)).toBe(true);
    expect(all.some((i) => (i as unknown as { lifecycle_id: number }).lifecycle_id === lease.lifecycle_id)).toBe(false);
  });
});

describe('GET /rentals', () => {
  it('lists the signed lease with its rent, deposit status and next due month', async () => {
    const res = await api.call('GET', '/rentals', { token: tenant });
    expect(res.statusCode).toBe(200);
    const rental = res.json().results.find((r: { lease_id: number }) => r.lease_id === lease.id);
    expect(rental).toMatchObject({
      lifecycle_id: lease.lifecycle_id, start_date: lease.term.start_date, rent_components: lease.rent_components,
      deposit_status: 'no_deposit', next_due: { due_date: (await payable()).due_date, amount_due_cents: (await payable()).amount_due_cents },
    });
    const other = (await api.call('GET', '/rentals', { token: tenant2 })).json().results;
    expect(other.some((r: { lease_id: number }) => r.lease_id === lease.id)).toBe(false);
  });
});

describe('compute-monthly-recurring-charges', () => {
  const rentInvoices = () => count(api, sql`SELECT 1 FROM invoices WHERE lifecycle_id = ${lease.lifecycle_id} AND source_key LIKE 'rent:%'`);

  it('invoices the items due within the lead days, posts the credit, and a second run creates nothing', async () => {
    const due = await payable();
    const asOf = addDays(due.due_date, -MONEY_RULES.invoiceLeadDays);
    // The job is for every lease (tenant2's too): count this lease's invoices.
    await runJob(api, addDays(asOf, -1));
    expect(await rentInvoices()).toBe(0);
    const first = await runJob(api, asOf);
    expect(first.invoices_created).toBeGreaterThanOrEqual(1);
    expect(await rentInvoices()).toBe(1);
    const items = await scheduleOf(tenant, lease.lifecycle_id);
    const invoiced = items.find((i) => i.id === due.id)!;
    expect(invoiced.invoice_id).not.toBeNull();
    const [invoice] = await rows<Record<string, unknown>>(api.deps.database.db, sql`SELECT amount_cents::int AS amount, charge_type, source_key, payment_status
      FROM invoices WHERE id = ${invoiced.invoice_id}`);
    expect(invoice).toMatchObject({ amount: due.amount_due_cents, charge_type: 'rent V2', source_key: `rent:${due.id}`, payment_status: 'INITIAL_ATTEMPT_UPCOMING' });
    // Every credited month posts the gross rent it covers and the credit, once.
    const credited = items.filter((i) => i.promotion_credit_cents > 0 && i.due_date <= due.due_date);
    const postings = () => count(api, sql`SELECT 1 FROM ledger_entries WHERE posting_key LIKE 'rent:%:promotion%'
      AND lifecycle_id = ${lease.lifecycle_id}`);
    expect(await postings()).toBe(credited.length * 2);

    const again = await runJob(api, asOf);
    expect(again).toMatchObject({ invoices_created: 0, late_fees: 0, payouts: 0 });
    expect(await rentInvoices()).toBe(1);
    expect(await postings()).toBe(credited.length * 2);
    expect(await count(api, sql`SELECT 1 FROM scheduled_job_runs WHERE job = 'compute-monthly-recurring-charges' AND finished_at IS NOT NULL`)).toBeGreaterThanOrEqual(3);
  });

  it("the tenant's ledger shows the rent charge and the promotional credit; the balance is what is due", async () => {
    const res = await api.call('GET', '/ledger', { token: tenant });
    expect(res.statusCode).toBe(200);
    const entries = res.json().results as Array<{ ledger_item_type: string; amount_cents: number; account_kind: string; user_id: number }>;
    expect(entries.some((e) => e.ledger_item_type === 'tenant promotional credit' && e.amount_cents < 0)).toBe(true);
    expect(entries.every((e) => e.account_kind === 'tenant')).toBe(true);
    const summary = (await api.call('GET', '/ledger?summary=monthly&months=3', { token: tenant })).json();
    expect(summary.months).toHaveLength(3);
    // Signing also billed the security deposit (one month's base rent): both are outstanding.
    const [deposit] = await rows<{ amount: number }>(api.deps.database.db, sql`SELECT amount_cents::int AS amount FROM invoices
      WHERE source_key = ${`deposit:${lease.lifecycle_id}`} AND charge_type = 'security deposit'`);
    expect(deposit!.amount).toBe(lease.rent_components.BASE);
    expect(summary.outstanding_cents).toBe((await payable()).amount_due_cents + deposit!.amount);
    const tenant2Entries = (await api.call('GET', '/ledger', { token: tenant2 })).json().results as Array<{ user_id: number }>;
    expect(tenant2Entries.every((e) => e.user_id !== entries[0]!.user_id)).toBe(true);
  });

  it('charges the late fee once, lateFeeGraceDays after the due date', async () => {
    const due = await payable();
    const lateFees = () => count(api, sql`SELECT 1 FROM invoices WHERE source_key = ${`late:${due.invoice_id}`}`);
    await runJob(api, addDays(due.due_date, MONEY_RULES.lateFeeGraceDays));
    expect(await lateFees()).toBe(0);
    const late = await runJob(api, addDays(due.due_date, MONEY_RULES.lateFeeGraceDays + 1));
    expect(late.late_fees).toBeGreaterThanOrEqual(1);
    expect(await lateFees()).toBe(1);
    expect((await runJob(api, addDays(due.due_date, MONEY_RULES.lateFeeGraceDays + 2))).late_fees).toBe(0);
    const [fee] = await rows<{ n: number; amount: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n, max(amount_cents)::int AS amount
      FROM invoices WHERE source_key = ${`late:${due.invoice_id}`} AND charge_type = 'late fee'`);
    expect(fee).toEqual({ n: 1, amount: lateFeeCents(due.amount_due_cents) });
  });

  it('with autopay the invoice is attempted on its due date (trigger CRON), once', async () => {
    const tenant2Id = (await rows<{ id: number }>(api.deps.database.db, sql`SELECT id FROM users WHERE email = 'tenant2@hearth.test'`))[0]!.id;
    await api.deps.database.db.execute(sql`INSERT INTO payment_sources (user_id, kind, provider_ref, brand, last4, is_autopay)
      VALUES (${tenant2Id}, 'card', 'card:tok_visa', 'visa', '4242', true)`);
    const items = (await api.call('GET', '/tenant-payment-schedule', { token: tenant2 })).json().results as Item[];
    const next = items.find((i) => i.invoice_id === null && i.amount_due_cents > 0)!;
    await runJob(api, addDays(next.due_date, -MONEY_RULES.invoiceLeadDays));
    const invoiceId = ((await api.call('GET', '/tenant-payment-schedule', { token: tenant2 })).json().results as Item[])
      .find((i) => i.id === next.id)!.invoice_id;
    const status = async () => (await rows<{ payment_status: string; next_attempt_at: string | null }>(api.deps.database.db, sql`
      SELECT payment_status, next_attempt_at::text FROM invoices WHERE id = ${invoiceId}`))[0]!;
    expect(await status()).toMatchObject({ payment_status: 'INITIAL_ATTEMPT_UPCOMING', next_attempt_at: expect.stringContaining(next.due_date) });
    expect(await count(api, sql`SELECT 1 FROM payment_attempts WHERE invoice_id = ${invoiceId}`)).toBe(0);
    await runJob(api, next.due_date);
    expect((await status()).payment_status).toBe('SUCCESSFUL');
    await runJob(api, next.due_date);
    expect(await count(api, sql`SELECT 1 FROM payment_attempts WHERE invoice_id = ${invoiceId} AND trigger_source = 'CRON'`)).toBe(1);
  });

  it('staff may run it by hand; nobody else', async () => {
    const staff = await tokenFor(api.deps, 'staff');
    const res = await api.call('POST', '/internal/compute-monthly-recurring-charges', { token: staff, body: { as_of: lease.term.start_date } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoices_created: expect.any(Number), late_fees: 0, attempts: expect.any(Number), payouts: expect.any(Number) });
    expect((await api.call('POST', '/internal/compute-monthly-recurring-charges', { token: staff, body: { as_of: '2026-02-30' } })).statusCode).toBe(400);
    expect((await api.call('POST', '/internal/compute-monthly-recurring-charges', { token: tenant, body: {} })).statusCode).toBe(403);
    const ok = await api.call('GET', '/internal/ledger-check', { token: staff });
    expect(ok.json()).toEqual({ mismatches: [] });
  });
});
