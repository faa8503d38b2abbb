// Issue 12, "money figures that agree": one payment, read the way each screen reads
// it — the tenant's invoice (billing and receipt), the notifications, the manager's
// entries, CSV, chart month and balance — agrees by the rules of docs/money.md
// "What each screen shows": the tenant paid invoice + card fee; the manager's
// screens count the invoice amount, and their balance moves by their share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { rows, sql } from '../../api/db/client.js';
import { cardFeeCents } from '../../api/money/figures.js';
import { formatUsd, MONEY_RULES } from '../../common/money.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { roomsOfManager } from './leases-helpers.js';
import { addSource, pay, payBody } from './invoices-helpers.js';
import { addDays, runJob, signedLease } from './money-helpers.js';

/** The demo tenant who pays, named in the manager's notification (the one name rule). */
const tenantName = `${demoUser('tenant').firstName} ${demoUser('tenant').lastName}`;

let api: TestApi;
let tenant: string;
let manager: string;
let lifecycleId: number;
let card: number;

interface Invoice {
  id: number; amount_cents: number; period_month: string; payment_status: string; charge_type: string;
  payment: { invoice_amount_cents: number; card_fee_cents: number; total_cents: number; paid_with: { kind: string; last4: string } | null } | null;
  if_paid_by_card: { card_fee_cents: number; total_cents: number } | null;
}
interface Entry { id: string; amount_cents: number; invoice_id: number | null; entry_kind: string; charge_type: string | null }
interface Summary {
  months: Array<{ month: string; charged_cents: number; collected_cents: number; credited_cents: number }>;
  outstanding_cents: number; deposits_held_cents: number; balance_cents: number;
}

const get = async <T>(url: string, token: string): Promise<T> => {
  const res = await api.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const invoiceOf = (id: number) => get<Invoice>(`/invoices/${id}`, tenant);
const summary = () => get<Summary>('/ledger?summary=monthly&months=24', manager);
const managerEntries = async () => (await get<{ results: Entry[] }>('/ledger?limit=100', manager)).results;
const monthOf = (s: Summary, periodMonth: string) => s.months.find((m) => m.month === periodMonth.slice(0, 7))!;
/** The newest notification of `user` about an invoice's payment. */
async function paymentNotice(userId: number, invoiceDescription: string): Promise<string> {
  const [row] = await rows<{ body: string }>(api.deps.database.db, sql`
    SELECT body FROM notifications WHERE user_id = ${userId} AND title = ${`Payment received: ${invoiceDescription}`} ORDER BY id DESC LIMIT 1`);
  return row?.body ?? '';
}

beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  manager = await tokenFor(api.deps, 'manager', 'manager');
  const lease = await signedLease(api, tenant, 'tenant@hearth.test', 'Tara Nguyen', (await roomsOfManager(api))[0]!);
  lifecycleId = lease.lifecycle_id;
  // The first month's rent, billed by the money job invoiceLeadDays before it is due.
  await runJob(api, addDays(lease.term.start_date, -MONEY_RULES.invoiceLeadDays));
  card = await addSource(api, tenant, { stripe_card_token: 'tok_visa' });
});
afterAll(() => api.close());

const invoiceFor = async (chargeType: string) => {
  const [row] = await rows<{ id: number; description: string }>(api.deps.database.db, sql`
    SELECT id, description FROM invoices WHERE lifecycle_id = ${lifecycleId} AND charge_type = ${chargeType}`);
  return row!;
};
const managerUserId = async () => {
  const [row] = await rows<{ id: number }>(api.deps.database.db, sql`SELECT id FROM users WHERE email = 'manager@hearth.test'`);
  return row!.id;
};

describe('one rent payment by card, as every screen reads it', () => {
  it('the tenant paid invoice + card fee; the manager reads the invoice amount and is credited their share, the same everywhere', async () => {
    const rent = await invoiceFor('rent V2');
    const due = await invoiceOf(rent.id);
    const fee = cardFeeCents(due.amount_cents);
    // Before paying, the pay button's figures: what a card adds.
    expect(due.if_paid_by_card).toEqual({ card_fee_cents: fee, total_cents: due.amount_cents + fee });
    const before = { summary: await summary(), entries: await managerEntries() };

    expect((await pay(api, tenant, rent.id, payBody(card))).json().payment_status).toBe('SUCCESSFUL');

    // Tenant: /billing's invoice and the receipt read `payment`.
    const paid = await invoiceOf(rent.id);
    expect(paid.payment).toEqual({
      invoice_amount_cents: due.amount_cents, card_fee_cents: fee, total_cents: due.amount_cents + fee,
      paid_with: { kind: 'card', brand: expect.any(String), last4: '4242' },
    });
    expect(paid.if_paid_by_card).toBeNull();
    // The home's manager reads the invoice paid, in its amount, but not the tenant's card or card fee.
    const asManager = await get<Invoice>(`/invoices/${rent.id}`, manager);
    expect(asManager).toMatchObject({ payment_status: 'SUCCESSFUL', amount_cents: due.amount_cents, payment: null });
    expect(JSON.stringify(asManager)).not.toContain('4242');
    const [event] = await rows<{ data: Record<string, unknown> }>(api.deps.database.db, sql`
      SELECT data FROM events WHERE event_type = 'payment.succeeded' AND subject_type = 'invoice' AND subject_id = ${String(rent.id)} ORDER BY seq DESC LIMIT 1`);
    expect(Object.keys(event!.data).sort()).toEqual(['amount_cents', 'attempt_id', 'invoice_id', 'manager_share_cents']);
    // The tenant's ledger: the card fee is charged and paid with the payment, so their balance does not move by it.
    const tenantEntries = (await get<{ results: Entry[] }>('/ledger?limit=100', tenant)).results.filter((e) => e.invoice_id === rent.id);
    expect(tenantEntries.filter((e) => e.charge_type === 'card fee adjustment').map((e) => e.amount_cents).sort()).toEqual([-fee, fee]);

    // Manager: the new entries of their account are the payment's share, and nothing else.
    const added = (await managerEntries()).filter((e) => !before.entries.some((b) => b.id === e.id));
    expect(added.map((e) => e.invoice_id)).toEqual([rent.id]);
    const share = added[0]!.amount_cents;
    const [{ platform_fee_cents: platformFee }] = await rows<{ platform_fee_cents: number }>(api.deps.database.db, sql`
      SELECT platform_fee_cents::int FROM tenant_payment_schedule_items WHERE invoice_id = ${rent.id}`) as [{ platform_fee_cents: number }];
    expect(share).toBe(due.amount_cents - platformFee);

    // The notification names the invoice amount (never the card fee) and the share: the entry above.
    const notice = await paymentNotice(await managerUserId(), rent.description);
    expect(notice).toContain(`paid ${formatUsd(due.amount_cents)}.`);
    expect(notice).toContain(`${formatUsd(share)} is added to your balance`);
    expect(notice).not.toContain(formatUsd(due.amount_cents + fee));

    // The chart's month (the invoice's period month): collected moved by the invoice amount, credited by the share;
    // the balance by the share: the same entry.
    const after = await summary();
    const [was, now] = [monthOf(before.summary, due.period_month), monthOf(after, due.period_month)];
    expect(now.collected_cents - was.collected_cents).toBe(due.amount_cents);
    expect(now.charged_cents).toBe(was.charged_cents);
    expect(now.credited_cents - was.credited_cents).toBe(share);
    expect(after.balance_cents - before.summary.balance_cents).toBe(share);
    expect(after.outstanding_cents).toBe(before.summary.outstanding_cents - due.amount_cents);
    // Balance = the sum of every entry the manager can list (and export).
    expect((await managerEntries()).reduce((sum, e) => sum + e.amount_cents, 0)).toBe(after.balance_cents);
    const csv = await api.call('GET', '/ledger?format=csv', { token: manager });
    const rowsOfCsv = csv.body.trim().split('\r\n').slice(1);
    const amountColumn = csv.body.split('\r\n')[0]!.split(',').indexOf('amount_cents');
    expect(rowsOfCsv.reduce((sum, line) => sum + Number(line.split(',')[amountColumn]), 0)).toBe(after.balance_cents);
  });
});

describe('one security deposit payment by card', () => {
  it('the manager reads the invoice amount as collected and held by Hearth; their entries and balance do not move', async () => {
    const deposit = await invoiceFor('security deposit');
    const due = await invoiceOf(deposit.id);
    const before = { summary: await summary(), entries: await managerEntries() };

    expect((await pay(api, tenant, deposit.id, payBody(card))).json().payment_status).toBe('SUCCESSFUL');

    const paid = await invoiceOf(deposit.id);
    const fee = cardFeeCents(due.amount_cents);
    expect(paid.payment).toMatchObject({ invoice_amount_cents: due.amount_cents, card_fee_cents: fee, total_cents: due.amount_cents + fee });
    const notice = await paymentNotice(await managerUserId(), deposit.description);
    expect(notice).toBe(`${tenantName} paid ${formatUsd(due.amount_cents)}. Hearth holds the deposit until the lease ends, so nothing is added to your balance.`);

    const after = await summary();
    expect((await managerEntries()).length).toBe(before.entries.length);
    expect(after.balance_cents).toBe(before.summary.balance_cents);
    expect(after.deposits_held_cents - before.summary.deposits_held_cents).toBe(due.amount_cents);
    const [was, now] = [monthOf(before.summary, due.period_month), monthOf(after, due.period_month)];
    expect(now.collected_cents - was.collected_cents).toBe(due.amount_cents);
    expect(now.credited_cents).toBe(was.credited_cents);
  });
});
