import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates.js';
import { MONEY_RULES } from '../../common/money.js';
import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { attemptPayment, resumePendingAttempts } from '../../api/money/attempt-payment.js';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { cardFeeCents } from '../../api/money/figures.js';
import { TestPaymentSources, type SourceCharge } from '../../api/providers/payment-sources.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { addSource, countRows, makeInvoice, pay, payBody } from './invoices-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let homeA: number; // the manager's; Tara (tenant) lives there
let homeC: number; // manager2's; Theo (tenant2) lives there
let lifeA: number;
let lifeC: number;
let visa: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) {
    tokens[key] = await tokenFor(api.deps, key);
    ids[key] = await demoUserId(api.deps, key);
  }
  homeA = (await demoHomeOf(api.deps, 'manager')).buildingId;
  homeC = (await demoHomeOf(api.deps, 'manager2')).buildingId;
  lifeA = (await makeResident(api.deps, ids.tenant!, homeA)).lifecycleId;
  lifeC = (await makeResident(api.deps, ids.tenant2!, homeC)).lifecycleId;
  visa = await addSource(api, tokens.tenant!, { stripe_card_token: 'tok_visa', make_autopay: true });
});
afterAll(() => api.close());

const get = (url: string, who: string) => api.call('GET', url, { token: tokens[who] });
const post = (url: string, who: string, body?: unknown, headers?: Record<string, string>) => api.call('POST', url, { token: tokens[who], body, headers });
const tenantInvoice = (amountCents = 100_000, chargeType?: 'rent V2' | 'pet fee') =>
  makeInvoice(api.deps, { tenantUserId: ids.tenant!, buildingId: homeA, lifecycleId: lifeA, amountCents, chargeType });
const listIds = async (url: string, who: string) => ((await get(url, who)).json().results as Array<{ id: number }>).map((i) => i.id);

describe('reading invoices', () => {
  it('a tenant sees their own invoices, never another tenant\'s (404 and absent from lists)', async () => {
    const mine = await tenantInvoice();
    const theirs = await makeInvoice(api.deps, { tenantUserId: ids.tenant2!, buildingId: homeC, lifecycleId: lifeC });
    const one = await get(`/invoices/${mine}`, 'tenant');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: mine, tenant_user_id: ids.tenant, tenant_first_name: demoUser('tenant').firstName, building_id: homeA, payment_status: 'INITIAL_ATTEMPT_UPCOMING', amount_cents: 100_000,
      stripe_invoice_id: `in_test_${mine}`, max_attempts: 3, last_failure: null, installments: [],
    });
    expect(one.json().status_history).toEqual([expect.objectContaining({ status_from: null, status_to: 'INITIAL_ATTEMPT_UPCOMING' })]);
    expect((await get(`/invoices/${theirs}`, 'tenant')).statusCode).toBe(404);
    expect(await listIds('/tenant-invoices', 'tenant')).toContain(mine);
    expect(await listIds('/tenant-invoices', 'tenant')).not.toContain(theirs);
    expect(await listIds(`/invoices?ids=${mine},${theirs}`, 'tenant')).toEqual([mine]);
  });

  it('a manager sees invoices of their homes only; manager2 never sees the manager\'s; vendors 403; staff all', async () => {
    const mine = await tenantInvoice();
    expect((await get(`/invoices/${mine}`, 'manager')).statusCode).toBe(200);
    expect(await listIds('/invoices', 'manager')).toContain(mine);
    expect((await get(`/invoices/${mine}`, 'manager2')).statusCode).toBe(404);
    expect(await listIds('/invoices', 'manager2')).not.toContain(mine);
    expect((await get(`/invoices/${mine}`, 'vendor')).statusCode).toBe(403);
    expect((await get('/invoices', 'vendor')).statusCode).toBe(403);
    expect((await get('/tenant-invoices', 'manager2')).statusCode).toBe(403);
    expect((await get(`/invoices/${mine}`, 'staff')).statusCode).toBe(200);
    expect(await listIds(`/internal/invoices?tenant_user_id=${ids.tenant}`, 'staff')).toContain(mine);
    expect((await get('/internal/invoices', 'manager')).statusCode).toBe(403);
    expect((await api.call('GET', '/invoices')).statusCode).toBe(401);
  });

  it('a co-manager with the payments area sees the home\'s invoices; without it, not', async () => {
    const mine = await tenantInvoice();
    await api.deps.database.db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${homeA}, ${ids.manager2}, '{leasing}', ${ids.manager}) ON CONFLICT (building_id, user_id) DO UPDATE SET permission_areas = '{leasing}'`);
    expect((await get(`/invoices/${mine}`, 'manager2')).statusCode).toBe(404);
    await api.deps.database.db.execute(sql`UPDATE building_managers SET permission_areas = '{payments}' WHERE building_id = ${homeA} AND user_id = ${ids.manager2}`);
    expect((await get(`/invoices/${mine}`, 'manager2')).statusCode).toBe(200);
    await api.deps.database.db.execute(sql`DELETE FROM building_managers WHERE building_id = ${homeA} AND user_id = ${ids.manager2}`);
  });

  it('filters by status, pages with a cursor, and refuses bad input', async () => {
    await tenantInvoice();
    await tenantInvoice();
    const first = (await get('/tenant-invoices?limit=1', 'tenant')).json();
    expect(first.results).toHaveLength(1);
    const second = (await get(`/tenant-invoices?limit=1&cursor=${encodeURIComponent(first.next_cursor)}`, 'tenant')).json();
    expect(second.results[0].id).toBeLessThan(first.results[0].id);
    expect((await get('/tenant-invoices?status=SUCCESSFUL', 'tenant')).json().results.every((i: { payment_status: string }) => i.payment_status === 'SUCCESSFUL')).toBe(true);
    expect((await get('/tenant-invoices?status=PAID', 'tenant')).statusCode).toBe(400);
    expect((await get('/invoices/abc', 'tenant')).statusCode).toBe(400);
  });
});

describe('the tenant is told of a new invoice', () => {
  it('with the amount and the due date in words, as /billing shows them', async () => {
    const invoice = await tenantInvoice(123_450);
    const notes = await rows<{ title: string; body: string }>(api.deps.database.db, sql`
      SELECT n.title, n.body FROM notifications n JOIN events e ON e.id = n.event_id
      WHERE n.user_id = ${ids.tenant} AND e.event_type = 'invoice.created' AND e.subject_id = ${String(invoice)}`);
    expect(notes).toEqual([{ title: 'New invoice: Rent for the month', body: `$1,234.50 due ${formatDate(new Date().toISOString().slice(0, 10))}` }]);
  });
});

describe('paying an invoice', () => {
  it('tok_visa: SUCCESSFUL, card fee passed on, manager credited the rent less the platform fee, ledger balanced', async () => {
    const invoice = await tenantInvoice(100_000);
    const res = await pay(api, tokens.tenant!, invoice, payBody(visa));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice, payment_status: 'SUCCESSFUL', attempts_made: 1, last_failure: null });
    expect(res.json().paid_at).not.toBeNull();
    expect(res.json().status_history.map((h: { status_to: string }) => h.status_to)).toEqual(['INITIAL_ATTEMPT_UPCOMING', 'CHARGE_PENDING', 'SUCCESSFUL']);
    const entries = await rows<{ kind: string; entry_kind: string; charge_type: string; amount_cents: number; counterparty_user_id: number | null }>(api.deps.database.db, sql`
      SELECT a.kind, e.entry_kind, e.charge_type, e.amount_cents::int AS amount_cents, e.counterparty_user_id
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.invoice_id = ${invoice} ORDER BY e.id`);
    expect(entries).toEqual(expect.arrayContaining([
      { kind: 'tenant', entry_kind: 'charge', charge_type: 'rent V2', amount_cents: 100_000, counterparty_user_id: null },
      { kind: 'tenant', entry_kind: 'payment', charge_type: 'rent V2', amount_cents: -100_000, counterparty_user_id: null },
      { kind: 'tenant', entry_kind: 'charge', charge_type: 'card fee adjustment', amount_cents: 3_000, counterparty_user_id: null },
      { kind: 'tenant', entry_kind: 'payment', charge_type: 'card fee adjustment', amount_cents: -3_000, counterparty_user_id: null },
      // No schedule item (no platform fee): the whole rent is the manager's.
      { kind: 'manager', entry_kind: 'charge', charge_type: 'rent V2', amount_cents: 100_000, counterparty_user_id: ids.tenant },
    ]));
    expect(entries.filter((e) => e.kind === 'tenant').reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    expect(await balanceMismatches(api.deps.database.db)).toEqual([]);
    const events = await rows<{ event_type: string }>(api.deps.database.db, sql`
      SELECT event_type FROM events WHERE subject_type = 'invoice' AND subject_id = ${String(invoice)} ORDER BY created_at, id`);
    expect(events.map((e) => e.event_type)).toEqual(expect.arrayContaining(['invoice.created', 'invoice.updated', 'payment.succeeded']));
    const managerNote = await countRows(api.deps, sql`SELECT count(*)::int AS n FROM notifications n JOIN events e ON e.id = n.event_id
      WHERE n.user_id = ${ids.manager} AND e.event_type = 'payment.succeeded' AND e.subject_id = ${String(invoice)}`);
    expect(managerNote).toBe(1);
  });

  it('rent with a schedule item credits the manager the rent less the platform fee', async () => {
    const invoice = await tenantInvoice(90_000);
    await api.deps.database.db.execute(sql`INSERT INTO tenant_payment_schedule_items (lifecycle_id, tenant_user_id, building_id, period_month,
      due_date, days_covered, days_in_month, base_cents, utilities_cents, platform_fee_cents, invoice_id)
      VALUES (${lifeA}, ${ids.tenant}, ${homeA}, '2031-01-01', '2031-01-01', 31, 31, 80000, 5000, 5000, ${invoice})`);
    expect((await pay(api, tokens.tenant!, invoice, payBody(visa))).json().payment_status).toBe('SUCCESSFUL');
    const [manager] = await rows<{ amount_cents: number }>(api.deps.database.db, sql`
      SELECT e.amount_cents::int AS amount_cents FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.invoice_id = ${invoice} AND a.kind = 'manager'`);
    expect(manager!.amount_cents).toBe(85_000);
  });

  it('the autopay source is used when no source is given; a paid invoice is not payable again (422)', async () => {
    const invoice = await tenantInvoice();
    expect((await pay(api, tokens.tenant!, invoice, {})).json().payment_status).toBe('SUCCESSFUL');
    const again = await pay(api, tokens.tenant!, invoice, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('invoice_not_payable');
  });

  it('declines: FAILED_ATTEMPTS_REMAINING with last_failure and a retry date, the third failure FAILED_NO_ATTEMPTS_REMAINING', async () => {
    const declined = await addSource(api, tokens.tenant!, { stripe_card_token: 'tok_chargeDeclined' });
    const invoice = await tenantInvoice();
    const first = (await pay(api, tokens.tenant!, invoice, payBody(declined))).json();
    expect(first).toMatchObject({ payment_status: 'FAILED_ATTEMPTS_REMAINING', attempts_made: 1,
      last_failure: { code: 'card_declined', message: 'Your card was declined. Try another card.' } });
    expect(Date.parse(first.next_attempt_at) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect((await pay(api, tokens.tenant!, invoice, payBody(declined))).json().payment_status).toBe('FAILED_ATTEMPTS_REMAINING');
    const third = (await pay(api, tokens.tenant!, invoice, payBody(declined))).json();
    expect(third).toMatchObject({ payment_status: 'FAILED_NO_ATTEMPTS_REMAINING', attempts_made: 3, next_attempt_at: null });
    // The tenant may still pay by hand, and then it is paid.
    expect((await pay(api, tokens.tenant!, invoice, payBody(visa))).json()).toMatchObject({ payment_status: 'SUCCESSFUL', last_failure: null });
    expect(await countRows(api.deps, sql`SELECT count(*)::int AS n FROM payment_attempts WHERE invoice_id = ${invoice}`)).toBe(4);
    expect(await balanceMismatches(api.deps.database.db)).toEqual([]);
  });

  it('a bank account without a mandate ends INCOMPLETE_MANDATE_ERROR; no ledger payment', async () => {
    const bank = await addSource(api, tokens.tenant!, { plaid_account_id: 'acct_needs_mandate', plaid_public_token: 'public-sandbox-x' });
    const invoice = await tenantInvoice();
    const res = (await pay(api, tokens.tenant!, invoice, payBody(bank))).json();
    expect(res).toMatchObject({ payment_status: 'INCOMPLETE_MANDATE_ERROR', last_failure: { code: 'mandate_required' } });
    expect(await countRows(api.deps, sql`SELECT count(*)::int AS n FROM ledger_entries WHERE invoice_id = ${invoice} AND entry_kind = 'payment'`)).toBe(0);
  });

  it('a bank account with a mandate pays without a card fee', async () => {
    const bank = await addSource(api, tokens.tenant!, { plaid_account_id: 'acct_checking_ok', plaid_public_token: 'public-sandbox-x' });
    const invoice = await tenantInvoice();
    expect((await pay(api, tokens.tenant!, invoice, payBody(bank))).json().payment_status).toBe('SUCCESSFUL');
    expect(await countRows(api.deps, sql`SELECT count(*)::int AS n FROM ledger_entries WHERE invoice_id = ${invoice} AND charge_type = 'card fee adjustment'`)).toBe(0);
  });

  it('the same Idempotency-Key replays the same response with one charge; with another body 422', async () => {
    const invoice = await tenantInvoice();
    const key = randomUUID();
    const first = await pay(api, tokens.tenant!, invoice, payBody(visa), key);
    const replay = await pay(api, tokens.tenant!, invoice, payBody(visa), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await countRows(api.deps, sql`SELECT count(*)::int AS n FROM payment_attempts WHERE invoice_id = ${invoice}`)).toBe(1);
    const other = await pay(api, tokens.tenant!, invoice, {}, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('refuses without an Idempotency-Key (400), another tenant\'s invoice (404), a manager or vendor (403), another\'s source (404)', async () => {
    const invoice = await tenantInvoice();
    const noKey = await pay(api, tokens.tenant!, invoice, payBody(visa), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toHaveProperty('Idempotency-Key');
    expect((await pay(api, tokens.tenant2!, invoice, {})).statusCode).toBe(404);
    expect((await pay(api, tokens.manager!, invoice, {})).statusCode).toBe(403);
    expect((await pay(api, tokens.vendor!, invoice, {})).statusCode).toBe(403);
    const theirSource = await addSource(api, tokens.tenant2!, { stripe_card_token: 'tok_visa' });
    expect((await pay(api, tokens.tenant!, invoice, payBody(theirSource))).statusCode).toBe(404);
    expect((await get(`/invoices/${invoice}`, 'tenant')).json().payment_status).toBe('INITIAL_ATTEMPT_UPCOMING');
  });

  it('a tenant without an autopay source is told to add one (422)', async () => {
    const invoice = await makeInvoice(api.deps, { tenantUserId: ids.tenant2!, buildingId: homeC, lifecycleId: lifeC });
    const res = await pay(api, tokens.tenant2!, invoice, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('no_payment_source');
  });
});

/** The local provider, recording the processor keys it is called with; `crash` throws instead (a lost connection). */
class RecordingProvider extends TestPaymentSources {
  readonly keys: string[] = [];
  constructor(private readonly crash = false) { super(); }
  override async charge(request: SourceCharge) {
    this.keys.push(request.idempotencyKey);
    if (this.crash) throw new Error('connection reset by the processor');
    return super.charge(request);
  }
}

describe('claim, charge, settle', () => {
  it('card fee: cardFeeBasisPoints rounded half up', () => {
    expect(cardFeeCents(100_000)).toBe(3_000);
    expect(cardFeeCents(50)).toBe(2); // 1.5 → 2
    expect(cardFeeCents(49)).toBe(1); // 1.47 → 1
    expect(cardFeeCents(16)).toBe(0); // 0.48 → 0
  });

  it('a crash between claim and settle is settled by the next attempt with the same processor key: one attempt, one charge', async () => {
    const invoice = await tenantInvoice();
    const input = { invoiceId: invoice, paymentSourceId: null, actor: { role: 'tenant' as const, userId: ids.tenant! }, triggerSource: 'HTTP' as const };
    const db = api.deps.database.db;
    const crashing = new RecordingProvider(true);
    await expect(attemptPayment({ db, provider: crashing }, input)).rejects.toThrow('connection reset');
    const pending = (await get(`/invoices/${invoice}`, 'tenant')).json();
    expect(pending).toMatchObject({ payment_status: 'CHARGE_PENDING', attempts_made: 1 });
    // Nothing may move an invoice while its charge is in flight.
    expect((await post(`/invoices/${invoice}/cancel`, 'staff')).json().error.code).toBe('payment_status_transition_not_allowed');
    const recording = new RecordingProvider();
    // Not yet stale: left alone. Stale: resumed (as the scheduler would).
    expect(await resumePendingAttempts({ db, provider: recording }, 10)).toEqual([]);
    const [result] = await resumePendingAttempts({ db, provider: recording }, 0);
    expect(result).toMatchObject({ invoiceId: invoice, status: 'SUCCESSFUL' });
    expect(recording.keys).toEqual(crashing.keys);
    expect(recording.keys).toEqual([`invoice:${invoice}:attempt:1`]);
    expect(await countRows(api.deps, sql`SELECT count(*)::int AS n FROM payment_attempts WHERE invoice_id = ${invoice}`)).toBe(1);
    expect((await get(`/invoices/${invoice}`, 'tenant')).json()).toMatchObject({ payment_status: 'SUCCESSFUL', attempts_made: 1 });
  });
});

describe('automatic attempts (the scheduler calls attemptPayment)', () => {
  it('a declined autopay card notifies the tenant of the failure and schedules the retry', async () => {
    await addSource(api, tokens.tenant2!, { stripe_card_token: 'tok_chargeDeclinedInsufficientFunds', make_autopay: true });
    const invoice = await makeInvoice(api.deps, { tenantUserId: ids.tenant2!, buildingId: homeC, lifecycleId: lifeC });
    const result = await attemptPayment({ db: api.deps.database.db }, {
      invoiceId: invoice, paymentSourceId: null, actor: { role: 'automatic', userId: null }, triggerSource: 'CRON',
    });
    expect(result.status).toBe('FAILED_ATTEMPTS_REMAINING');
    const notes = await rows<{ title: string; body: string }>(api.deps.database.db, sql`
      SELECT n.title, n.body FROM notifications n JOIN events e ON e.id = n.event_id
      WHERE n.user_id = ${ids.tenant2} AND e.event_type = 'invoice.updated' AND e.subject_id = ${String(invoice)}`);
    expect(notes).toEqual([{ title: 'Payment failed: Rent for the month', body: 'Your card has insufficient funds. Try another card.' }]);
    const [history] = await rows<{ trigger_source: string; actor_role: string }>(api.deps.database.db, sql`
      SELECT trigger_source, actor_role FROM invoice_status_history WHERE invoice_id = ${invoice} ORDER BY id DESC LIMIT 1`);
    expect(history).toEqual({ trigger_source: 'CRON', actor_role: 'automatic' });
    expect((await get(`/invoices/${invoice}`, 'tenant2')).json().last_failure.code).toBe('insufficient_funds');
  });
});

describe('cancel, schedule, installments, guarantor copy', () => {
  it('staff cancel a rent invoice and its charge is reversed; a manager may not (403); tenants 403; manager2 404', async () => {
    const invoice = await tenantInvoice();
    expect((await post(`/invoices/${invoice}/cancel`, 'manager')).statusCode).toBe(403);
    expect((await post(`/invoices/${invoice}/cancel`, 'tenant')).statusCode).toBe(403);
    expect((await post(`/invoices/${invoice}/cancel`, 'manager2')).statusCode).toBe(404);
    expect((await post(`/invoices/${invoice}/cancel`, 'vendor')).statusCode).toBe(403);
    const res = await post(`/invoices/${invoice}/cancel`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment_status: 'PAYMENT_CANCELED' });
    expect(res.json().canceled_at).not.toBeNull();
    const [sum] = await rows<{ n: number }>(api.deps.database.db, sql`SELECT coalesce(sum(amount_cents), 0)::int AS n FROM ledger_entries WHERE invoice_id = ${invoice}`);
    expect(sum!.n).toBe(0);
    const again = await post(`/invoices/${invoice}/cancel`, 'staff');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('payment_status_transition_not_allowed');
    expect((await pay(api, tokens.tenant!, invoice, {})).json().error.code).toBe('invoice_not_payable');
  });

  it('the home\'s manager cancels a landlord fee', async () => {
    const invoice = await tenantInvoice(5_000, 'pet fee');
    expect((await post(`/invoices/${invoice}/cancel`, 'manager')).json().payment_status).toBe('PAYMENT_CANCELED');
  });

  it('schedule-attempt moves the automatic attempt within the grace days; outside 400; another tenant 404', async () => {
    const invoice = await tenantInvoice();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await post(`/invoices/${invoice}/schedule-attempt`, 'tenant', { attempt_on: tomorrow });
    expect(res.statusCode).toBe(200);
    expect(res.json().next_attempt_at.slice(0, 10)).toBe(tomorrow);
    const tooLate = await post(`/invoices/${invoice}/schedule-attempt`, 'tenant', { attempt_on: '2099-01-01' });
    expect(tooLate.statusCode).toBe(400);
    // The allowed days in words: from today to the due date (today here) plus the grace days.
    const today = new Date().toISOString().slice(0, 10);
    const latest = new Date(Date.now() + MONEY_RULES.lateFeeGraceDays * 86_400_000).toISOString().slice(0, 10);
    expect(tooLate.json().error.fields.attempt_on).toBe(`Choose a day from ${formatDate(today)} to ${formatDate(latest)}.`);
    expect((await post(`/invoices/${invoice}/schedule-attempt`, 'tenant2', { attempt_on: tomorrow })).statusCode).toBe(404);
    expect((await post(`/invoices/${invoice}/schedule-attempt`, 'manager', { attempt_on: tomorrow })).statusCode).toBe(403);
  });

  it('payment-plan-installments: 2..6 parts summing to the amount, once; read by tenant, manager, staff', async () => {
    const invoice = await tenantInvoice(100_001);
    expect((await post(`/invoices/${invoice}/payment-plan-installments`, 'tenant', { installments: 7 })).statusCode).toBe(400);
    expect((await post(`/invoices/${invoice}/payment-plan-installments`, 'tenant2', { installments: 3 })).statusCode).toBe(404);
    const res = await post(`/invoices/${invoice}/payment-plan-installments`, 'tenant', { installments: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().results.map((i: { amount_cents: number }) => i.amount_cents)).toEqual([33_335, 33_333, 33_333]);
    expect((await post(`/invoices/${invoice}/payment-plan-installments`, 'tenant', { installments: 2 })).statusCode).toBe(409);
    for (const who of ['tenant', 'manager', 'staff']) {
      expect((await get(`/invoices/${invoice}/payment-plan-installments`, who)).json().results).toHaveLength(3);
    }
    expect((await get(`/invoices/${invoice}/payment-plan-installments`, 'manager2')).statusCode).toBe(404);
  });

  it('guarantor-copy mails the guarantor (outbox) and stamps the invoice; without a guarantor 422', async () => {
    const invoice = await tenantInvoice();
    const none = await post(`/invoices/${invoice}/guarantor-copy`, 'tenant');
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe('no_guarantor');
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET guarantor_email = 'gina@guarantor.test' WHERE id = ${lifeA}`);
    const res = await post(`/invoices/${invoice}/guarantor-copy`, 'tenant');
    expect(res.statusCode).toBe(200);
    expect(res.json().sent_to).toBe('gina@guarantor.test');
    expect(await countRows(api.deps, sql`SELECT count(*)::int AS n FROM outbox_messages WHERE to_email = 'gina@guarantor.test' AND kind = 'invoice_guarantor_copy'`)).toBe(1);
    // The guarantor reads the due date (today, as the fixture makes it) in words, not as ISO text.
    const [mail] = await rows<{ body: string }>(api.deps.database.db, sql`
      SELECT body FROM outbox_messages WHERE to_email = 'gina@guarantor.test' AND kind = 'invoice_guarantor_copy'`);
    expect(mail!.body).toContain(`Due: ${formatDate(new Date().toISOString().slice(0, 10))}\n`);
    expect(mail!.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect((await post(`/invoices/${invoice}/guarantor-copy`, 'tenant2')).statusCode).toBe(404);
  });
});
