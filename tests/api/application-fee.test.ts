import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { APPLICATION_FEE_CENTS } from '../../common/application-fee.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { apply, listedRooms, type ListedRoom } from './applications-helpers.js';
import { errorOf, query } from './listings-helpers.js';

let api: TestApi;
let tenant: string;
let rooms: ListedRoom[];
let next = 0;
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  rooms = await listedRooms(api);
});
afterAll(() => api.close());

const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' });
const pay = (lifecycleId: number, number = '4242 4242 4242 4242', token = tenant, key?: string) =>
  api.call('POST', '/me/application-fee', { token, body: { lifecycle_id: lifecycleId, ...card(number) }, headers: key ? { 'idempotency-key': key } : {} });
const newApplication = () => apply(api, tenant, 'tenant@hearth.test', rooms[next++]);

describe('POST /me/application-fee', () => {
  it('charges the fee to a test card, keeps only brand and last four digits, and marks the application paid', async () => {
    const { id } = await newApplication();
    const res = await pay(id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lifecycle_id: id, amount_cents: APPLICATION_FEE_CENTS, card_brand: 'visa', card_last4: '4242' });
    const [application] = (await api.call('GET', '/applications/', { token: tenant })).json().results;
    expect(application.application_fee_paid_at).not.toBeNull();
    const stored = JSON.stringify(await query(api, sql`SELECT * FROM application_fee_payments`))
      + JSON.stringify(await query(api, sql`SELECT * FROM idempotency_keys`));
    expect(stored).not.toContain('4242424242424242');
  });

  it('the paid fee is an invoice on the payer\'s billing like any other: paid, with its card, on their ledger, in no manager\'s', async () => {
    const { id } = await newApplication();
    const feeInvoices = async () => ((await api.call('GET', '/tenant-invoices?limit=100', { token: tenant })).json().results as Array<{
      id: number; lifecycle_id: number; charge_type: string; amount_cents: number; payment_status: string; building_id: number | null;
      description: string; paid_at: string | null; payment: unknown;
    }>).filter((i) => i.lifecycle_id === id);
    expect(await feeInvoices()).toEqual([]);
    expect((await pay(id)).statusCode).toBe(201);
    const [invoice] = await feeInvoices();
    expect(invoice).toMatchObject({
      charge_type: 'application fee', amount_cents: APPLICATION_FEE_CENTS, payment_status: 'SUCCESSFUL', building_id: null,
      description: expect.stringMatching(/^Application fee: /), paid_at: expect.any(String),
      // What the receipt reads: no card fee on the application fee, and the card it was paid with.
      payment: {
        invoice_amount_cents: APPLICATION_FEE_CENTS, card_fee_cents: 0, total_cents: APPLICATION_FEE_CENTS,
        paid_with: { kind: 'card', brand: 'visa', last4: '4242' },
      },
    });
    const entries = ((await api.call('GET', '/ledger?limit=100', { token: tenant })).json().results as Array<{ invoice_id: number; amount_cents: number }>)
      .filter((e) => e.invoice_id === invoice!.id);
    expect(entries.map((e) => e.amount_cents).sort((a, b) => a - b)).toEqual([-APPLICATION_FEE_CENTS, APPLICATION_FEE_CENTS]);
    const manager = await tokenFor(api.deps, rooms[next - 1]!.manager_email === 'manager@hearth.test' ? 'manager' : 'manager2', 'manager');
    expect(((await api.call('GET', '/invoices?limit=100', { token: manager })).json().results as Array<{ id: number }>).map((i) => i.id))
      .not.toContain(invoice!.id);
  });

  it('a fee paid before fees were invoices gets its paid invoice and ledger entries from migration 0021, once', async () => {
    const { id } = await newApplication();
    const [{ user_id: userId }] = await query<{ user_id: number }>(api, sql`SELECT tenant_user_id AS user_id FROM lifecycles WHERE id = ${id}`);
    await query(api, sql`INSERT INTO application_fee_payments (lifecycle_id, user_id, amount_cents, card_brand, card_last4, provider, provider_charge_id, paid_at)
      VALUES (${id}, ${userId}, ${APPLICATION_FEE_CENTS}, 'visa', '4242', 'test', ${`ch_before_${id}`}, '2026-01-15T10:00:00Z')`);
    const backfill = readFileSync('api/db/migrations/0021_application_fee_invoices.sql', 'utf8');
    await api.deps.database.exec(backfill);
    await api.deps.database.exec(backfill);
    const invoices = ((await api.call('GET', '/tenant-invoices?limit=100', { token: tenant })).json().results as Array<Record<string, unknown>>)
      .filter((i) => i.lifecycle_id === id);
    expect(invoices).toEqual([expect.objectContaining({
      charge_type: 'application fee', payment_status: 'SUCCESSFUL', amount_cents: APPLICATION_FEE_CENTS, period_month: '2026-01-01',
      paid_at: '2026-01-15T10:00:00.000Z', status_history: [
        expect.objectContaining({ status_to: 'INITIAL_ATTEMPT_UPCOMING' }), expect.objectContaining({ status_to: 'CHARGE_PENDING' }),
        expect.objectContaining({ status_to: 'SUCCESSFUL' }),
      ],
      payment: { invoice_amount_cents: APPLICATION_FEE_CENTS, card_fee_cents: 0, total_cents: APPLICATION_FEE_CENTS, paid_with: { kind: 'card', brand: 'visa', last4: '4242' } },
    })]);
    const entries = ((await api.call('GET', '/ledger?limit=100', { token: tenant })).json().results as Array<{ invoice_id: number; amount_cents: number }>)
      .filter((e) => e.invoice_id === invoices[0]!.id);
    expect(entries.map((e) => e.amount_cents).sort((a, b) => a - b)).toEqual([-APPLICATION_FEE_CENTS, APPLICATION_FEE_CENTS]);
    expect(await balanceMismatches(api.deps.database.db)).toEqual([]);
  });

  it('a second payment for the same application is refused', async () => {
    const { id } = await newApplication();
    expect((await pay(id)).statusCode).toBe(201);
    expect(await errorOf(await pay(id))).toMatchObject({ status: 409, code: 'application_fee_already_paid' });
  });

  it('a retried payment with the same Idempotency-Key charges once and answers the same', async () => {
    const { id } = await newApplication();
    const first = await pay(id, '4242424242424242', tenant, 'fee-once');
    const again = await pay(id, '4242424242424242', tenant, 'fee-once');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const [{ n }] = await query<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM application_fee_payments WHERE lifecycle_id = ${id}`);
    expect(n).toBe(1);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
  ])('the test card %s is declined with %s, and the application stays unpaid', async (number, code) => {
    const { id } = await newApplication();
    expect(await errorOf(await pay(id, number))).toMatchObject({ status: 422, code, fields: { card_number: expect.any(String) } });
    expect((await pay(id)).statusCode).toBe(201);
  });

  it('checks the card number, expiry and security code before charging', async () => {
    const { id } = await newApplication();
    const res = await api.call('POST', '/me/application-fee', {
      token: tenant, body: { lifecycle_id: id, card_number: '4242424242424241', exp_month: 13, exp_year: 26, cvc: '12' },
    });
    expect(await errorOf(res)).toMatchObject({
      status: 400, fields: { card_number: expect.any(String), exp_month: expect.any(String), exp_year: expect.any(String), cvc: expect.any(String) },
    });
    const expired = await api.call('POST', '/me/application-fee', {
      token: tenant, body: { lifecycle_id: id, ...card('4242424242424242'), exp_month: 1, exp_year: 2024 },
    });
    expect(await errorOf(expired)).toMatchObject({ status: 422, code: 'expired_card', fields: { exp_year: expect.any(String) } });
  });

  it("nobody pays for someone else's application, nor for a withdrawn one", async () => {
    const { id } = await newApplication();
    const other = await tokenFor(api.deps, 'tenant2');
    expect(await errorOf(await pay(id, '4242424242424242', other))).toMatchObject({ status: 404, code: 'not_found' });
    await api.call('POST', `/applications/${id}/withdraw`, { token: tenant, body: { reason: 'other' } });
    expect(await errorOf(await pay(id))).toMatchObject({ status: 422, code: 'application_not_active' });
  });
});
