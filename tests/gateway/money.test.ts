import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeposit } from '../../api/money/deposits.js';
import { createInvoice } from '../../api/money/invoices.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let tenant: string;
let outsider: string;
let manager: string;
let staff: string;
let tenantUserId: number;
let rentInvoiceId: string;
let feeInvoiceId: string;
let depositId: string;
let homeId: number;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
const today = new Date().toISOString().slice(0, 10);

/** An invoice as the money job would create it (charge posted, status INITIAL_ATTEMPT_UPCOMING). */
async function invoiceFor(lifecycleId: number, buildingId: number, amountCents: number, description: string): Promise<string> {
  const created = await createInvoice(stack.api.deps.database.db, {
    tenantUserId, lifecycleId, buildingId, chargeType: 'rent V2', ledgerItemType: 'bedroom rent', description, amountCents,
    periodMonth: thisMonth, dueDate: today, sourceKey: `test:${randomUUID()}`, actor: { role: 'automatic', userId: null },
  });
  return globalId('Invoice', created!.id);
}

const TOKEN = `mutation($input: CreateTestCardTokenInput!) { createTestCardToken(input: $input) { token userErrors { field code } } }`;
const ADD_SOURCE = `mutation($input: AddPaymentSourceInput!) { addPaymentSource(input: $input) {
  paymentSource { id kind brand last4 isAutopay } viewer { billing { paymentSources { id isAutopay } } } userErrors { field code } } }`;
const PAY = `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) {
  invoice { id paymentStatus attemptsMade viewerCanPay paidAt lastFailure { code message } statusHistory { from to actorRole } }
  viewer { billing { due { id } ledger { balance { cents } } } }
  userErrors { field code message } } }`;

/** A saved card for the tenant, from a test card number through the stand-in card form. */
async function savedCard(number: string, makeAutopay: boolean): Promise<string> {
  const token = await stack.gql(TOKEN, { input: { number, expMonth: 12, expYear: 2040, cvc: '123' } }, { token: tenant });
  expect(token.data!.createTestCardToken.userErrors).toEqual([]);
  const added = await stack.gql(ADD_SOURCE, { input: { cardToken: token.data!.createTestCardToken.token, makeAutopay } }, { token: tenant });
  expect(added.data!.addPaymentSource.userErrors).toEqual([]);
  return added.data!.addPaymentSource.paymentSource.id;
}

beforeAll(async () => {
  stack = await startStack();
  const deps = stack.api.deps;
  const home = await demoHomeOf(deps, 'manager');
  homeId = home.buildingId;
  tenantUserId = await demoUserId(deps, 'tenant');
  const { lifecycleId } = await makeResident(deps, tenantUserId, home.buildingId);
  await makeResident(deps, await demoUserId(deps, 'tenant2'), (await demoHomeOf(deps, 'manager2')).buildingId);
  rentInvoiceId = await invoiceFor(lifecycleId, home.buildingId, 85_000, 'Rent this month');
  feeInvoiceId = await invoiceFor(lifecycleId, home.buildingId, 5_000, 'Lockout');
  depositId = globalId('Deposit', (await openDeposit(deps.database.db, lifecycleId)).id);
  tenant = await stack.tokenFor('tenant');
  outsider = await stack.tokenFor('tenant2');
  manager = await stack.tokenFor('manager', 'manager');
  staff = await stack.tokenFor('staff');
});
afterAll(() => stack?.close());

describe('money through GraphQL', () => {
  it('a guest has no billing; a tenant sees what is due, their schedule and the test cards, in few REST calls', async () => {
    const guest = await stack.gql('{ viewer { billing { due { id } } } }', {}, { token: await stack.api.guestToken() });
    expect(guest.data!.viewer.billing).toBeNull();

    const res = await stack.gql(`{ viewer { billing {
      due { id databaseId amount { cents formatted } paymentStatus viewerCanPay chargeType ledgerItemType building { id }
        statusHistory { from to actorRole } lastFailure { code } }
      invoices(first: 10) { edges { node { id } } }
      schedule { periodMonth }
      paymentSources { id }
      testPaymentMethods { label value kind outcome }
      ledger { balance { cents } outstanding { cents } }
      payouts { databaseId } payoutsPaused payoutAccountConnectedAt } } }`, {}, { token: tenant });
    expect(res.errors).toBeUndefined();
    const billing = res.data!.viewer.billing;
    expect(billing.due.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([rentInvoiceId, feeInvoiceId]));
    expect(billing.due.find((i: { id: string }) => i.id === rentInvoiceId)).toMatchObject({
      amount: { cents: 85_000, formatted: '$850' }, paymentStatus: 'INITIAL_ATTEMPT_UPCOMING', viewerCanPay: true,
      chargeType: 'RENT_V2', ledgerItemType: 'BEDROOM_RENT', statusHistory: [{ from: null, to: 'INITIAL_ATTEMPT_UPCOMING', actorRole: 'AUTOMATIC' }],
      lastFailure: null,
    });
    expect(billing.invoices.edges.length).toBeGreaterThanOrEqual(2);
    expect(billing.testPaymentMethods).toContainEqual({ label: 'Visa ••4242', value: '4242424242424242', kind: 'CARD', outcome: 'Succeeds' });
    const depositCents = billing.due.find((i: { chargeType: string }) => i.chargeType === 'SECURITY_DEPOSIT')?.amount.cents ?? 0;
    expect(billing.ledger).toEqual({ balance: { cents: 90_000 + depositCents }, outstanding: { cents: 90_000 + depositCents } });
    // A tenant's page asks no manager route: no payouts, never paused, no payout account.
    expect(billing).toMatchObject({ payouts: [], payoutsPaused: false, payoutAccountConnectedAt: null });
    // invoices+due (one page), schedule, stripe-info, summary, buildings.
    expect(res.v20Calls).toBeLessThanOrEqual(6);
  });

  it('the first page of invoices and what is due share one call; a page alone reads only its own invoices and pages on', async () => {
    const both = await stack.gql(`{ viewer { billing { invoices(first: 1) { edges { node { id } } } due { id } } } }`, {}, { token: tenant });
    expect(both.errors).toBeUndefined();
    expect(both.data!.viewer.billing.invoices.edges).toHaveLength(1);
    expect(both.data!.viewer.billing.due.length).toBeGreaterThanOrEqual(2);
    expect(both.v20Calls).toBe(1);

    const PAGE = `query($after: String) { viewer { billing { invoices(first: 1, after: $after) {
      edges { node { id } } pageInfo { hasNextPage endCursor } } } } }`;
    const first = await stack.gql(PAGE, { after: null }, { token: tenant });
    const page1 = first.data!.viewer.billing.invoices;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const next = await stack.gql(PAGE, { after: page1.pageInfo.endCursor }, { token: tenant });
    const page2 = next.data!.viewer.billing.invoices;
    expect(page2.edges).toHaveLength(1);
    expect(page2.edges[0].node.id).not.toBe(page1.edges[0].node.id);
    // The newest invoice first, then the next: together they are the first two of a page of two.
    const two = await stack.gql(`{ viewer { billing { invoices(first: 2) { edges { node { id } } } } } }`, {}, { token: tenant });
    expect(two.data!.viewer.billing.invoices.edges.map((e: { node: { id: string } }) => e.node.id))
      .toEqual([page1.edges[0].node.id, page2.edges[0].node.id]);
  });

  it('the tenant pays with a test card: SUCCESSFUL, gone from due; the same key never pays twice', async () => {
    const source = await savedCard('4242424242424242', true);
    const input = { invoiceId: rentInvoiceId, idempotencyKey: randomUUID() };
    const res = await stack.gql(PAY, { input }, { token: tenant });
    const payload = res.data!.payInvoice;
    expect(payload.userErrors).toEqual([]);
    expect(payload.invoice).toMatchObject({ id: rentInvoiceId, paymentStatus: 'SUCCESSFUL', viewerCanPay: false, lastFailure: null });
    expect(payload.invoice.statusHistory.map((c: { to: string }) => c.to)).toEqual(['INITIAL_ATTEMPT_UPCOMING', 'CHARGE_PENDING', 'SUCCESSFUL']);
    expect(payload.viewer.billing.due.map((i: { id: string }) => i.id)).not.toContain(rentInvoiceId);
    expect(res.v20Calls).toBeLessThanOrEqual(5);

    const replay = await stack.gql(PAY, { input }, { token: tenant });
    expect(replay.data!.payInvoice).toMatchObject({ invoice: { paymentStatus: 'SUCCESSFUL', attemptsMade: payload.invoice.attemptsMade }, userErrors: [] });
    const again = await stack.gql(PAY, { input: { invoiceId: rentInvoiceId, paymentSourceId: source, idempotencyKey: randomUUID() } }, { token: tenant });
    expect(again.data!.payInvoice.invoice).toBeNull();
    expect(again.data!.payInvoice.userErrors).toEqual([expect.objectContaining({ code: expect.any(String) })]);
  });

  it('the manager sees the payment in the ledger entries and the monthly totals, and a CSV address with the filters', async () => {
    const res = await stack.gql(`{ viewer { billing { ledger {
      entries(first: 20, tenantUserId: "${tenantUserId}") { edges { node { kind amount { cents } counterparty { userId firstName } invoiceId ledgerItemType } } }
      monthlyTotals(months: 3) { month charged { cents } collected { cents } }
      csvPath(tenantUserId: "${tenantUserId}", month: "${thisMonth.slice(0, 7)}")
      outstanding { cents } } } } }`, {}, { token: manager });
    expect(res.errors).toBeUndefined();
    const ledger = res.data!.viewer.billing.ledger;
    const rent = ledger.entries.edges.map((e: { node: unknown }) => e.node)
      .find((n: { invoiceId: number | null }) => n.invoiceId === Number(Buffer.from(rentInvoiceId, 'base64').toString().split(':')[1]));
    expect(rent).toMatchObject({ kind: 'CHARGE', counterparty: { userId: String(tenantUserId), firstName: 'Tara' }, ledgerItemType: 'BEDROOM_RENT' });
    expect(rent.amount.cents).toBeGreaterThan(0);
    expect(ledger.monthlyTotals).toHaveLength(3);
    expect(ledger.monthlyTotals[2]).toMatchObject({ month: thisMonth });
    expect(ledger.monthlyTotals[2].collected.cents).toBeGreaterThanOrEqual(85_000);
    expect(ledger.csvPath).toBe(`/exports/ledger.csv?tenant_user_id=${tenantUserId}&month=${thisMonth.slice(0, 7)}`);
    // The gateway serves that path on its own origin, with the viewer's token: the manager's filtered entries.
    const csv = await fetch(`${stack.gateway.url}${ledger.csvPath}`, { headers: { authorization: `Bearer ${manager}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,created_at,/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(`,${tenantUserId},`))).toBe(true);
    // Without a token the api refuses, through the gateway too; another manager gets only a header row.
    expect((await fetch(`${stack.gateway.url}${ledger.csvPath}`)).status).toBe(401);
    const other = await fetch(`${stack.gateway.url}${ledger.csvPath}`, { headers: { authorization: `Bearer ${await stack.tokenFor('manager2', 'manager')}` } });
    expect((await other.text()).trim().split('\r\n')).toHaveLength(1);
    expect(res.v20Calls).toBeLessThanOrEqual(3);
  });

  it('the ledger and the invoices name a home by its title, as the manager\'s homes show it, without reading the homes', async () => {
    type Home = { id: string; title: string };
    const entries = (home: string) => `{ viewer { billing { ledger { entries(first: 20, tenantUserId: "${tenantUserId}") {
      edges { node { id kind ${home} } } } } } } }`;
    const bare = await stack.gql(entries(''), {}, { token: manager });
    const named = await stack.gql(entries('building { id title }'), {}, { token: manager });
    const whole = await stack.gql(entries('building { id title numBedrooms }'), {}, { token: manager });
    for (const res of [bare, named, whole]) expect(res.errors).toBeUndefined();
    // The ledger screen asks a home's id and title: each entry carries them, so the page reads no homes.
    expect(named.v20Calls).toBe(bare.v20Calls);
    // Any other field of the home reads the homes, one batched call for the page.
    expect(whole.v20Calls).toBe(bare.v20Calls + 1);
    const homesOf = (res: typeof named): Home[] => res.data!.viewer.billing.ledger.entries.edges.map((e: { node: { building: Home } }) => e.node.building);
    expect(homesOf(named)).toEqual(homesOf(whole).map(({ id, title }) => ({ id, title })));
    const home = homesOf(named).find((h) => h.id === globalId('Building', homeId))!;
    expect(home.title).toEqual(expect.any(String));
    // One name for a home on every screen: the manager's homes (Tenants page) show the same title.
    const managed = await stack.gql('{ viewer { managedHomes { buildingId title } } }', {}, { token: manager });
    expect(managed.data!.viewer.managedHomes.find((h: { buildingId: string }) => h.buildingId === home.id)).toEqual({ buildingId: home.id, title: home.title });
    // A tenant's invoices likewise: the home's name with no read of the home.
    const invoices = (home: string) => `{ viewer { billing { invoices(first: 10) { edges { node { id ${home} } } } } } }`;
    const invoicesBare = await stack.gql(invoices(''), {}, { token: tenant });
    const invoicesNamed = await stack.gql(invoices('building { id title }'), {}, { token: tenant });
    expect(invoicesNamed.v20Calls).toBe(invoicesBare.v20Calls);
    const rent = invoicesNamed.data!.viewer.billing.invoices.edges.find((e: { node: { id: string } }) => e.node.id === rentInvoiceId);
    expect(rent.node.building).toEqual(home);
  });

  it('a declined card is an answer, not a refusal: the invoice comes back failed with its lastFailure', async () => {
    const declined = await savedCard('4000000000000002', false);
    const res = await stack.gql(PAY, { input: { invoiceId: feeInvoiceId, paymentSourceId: declined, idempotencyKey: randomUUID() } }, { token: tenant });
    const payload = res.data!.payInvoice;
    expect(payload.userErrors).toEqual([]);
    expect(payload.invoice).toMatchObject({
      id: feeInvoiceId, paymentStatus: 'FAILED_ATTEMPTS_REMAINING', viewerCanPay: true,
      lastFailure: { code: 'card_declined', message: expect.stringMatching(/declined/) },
    });
  });

  it('bad input is a userError before any REST call; a bad card number is a field error', async () => {
    const bad = await stack.gql(`mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { invoice { id } userErrors { field code } } }`,
      { input: { invoiceId: 'nope', idempotencyKey: randomUUID() } }, { token: tenant });
    expect(bad.data!.payInvoice.userErrors).toEqual([expect.objectContaining({ field: 'invoiceId', code: 'not_found' })]);
    expect(bad.v20Calls).toBe(0);
    const card = await stack.gql(TOKEN, { input: { number: '4242424242424241', expMonth: 12, expYear: 2040, cvc: '123' } }, { token: tenant });
    expect(card.data!.createTestCardToken).toMatchObject({ token: null, userErrors: [expect.objectContaining({ field: 'number' })] });
  });

  it('another tenant gets null for the invoice (by invoice and by node) and nothing in their lists', async () => {
    const res = await stack.gql(`query($id: ID!) { invoice(id: $id) { id } node(id: $id) { id }
      viewer { billing { due { id } invoices { edges { node { id } } } } } }`, { id: rentInvoiceId }, { token: outsider });
    expect(res.data).toEqual({ invoice: null, node: null, viewer: { billing: { due: [], invoices: { edges: [] } } } });
    const mine = await stack.gql('query($id: ID!) { node(id: $id) { ... on Invoice { paymentStatus } } }', { id: rentInvoiceId }, { token: tenant });
    expect(mine.data!.node).toEqual({ paymentStatus: 'SUCCESSFUL' });
    const pay = await stack.gql(PAY, { input: { invoiceId: feeInvoiceId, idempotencyKey: randomUUID() } }, { token: outsider });
    expect(pay.data!.payInvoice.invoice).toBeNull();
    expect(pay.data!.payInvoice.userErrors).toHaveLength(1);
  });

  it('a deposit is listed in billing and read by node id by its tenant, with its invoice; not by another tenant', async () => {
    const listed = await stack.gql('{ viewer { billing { deposits { id status } } } }', {}, { token: tenant });
    expect(listed.data!.viewer.billing.deposits).toEqual([{ id: depositId, status: 'NO_DEPOSIT' }]);
    expect(listed.v20Calls).toBe(1);
    expect((await stack.gql('{ viewer { billing { deposits { id } } } }', {}, { token: outsider })).data!.viewer.billing.deposits).toEqual([]);
    const DEPOSIT = `query($id: ID!) { node(id: $id) { ... on Deposit { id status amount { cents } deductions { category }
      returnedAmount { cents } building { id } invoice { chargeType paymentStatus } } } }`;
    const mine = await stack.gql(DEPOSIT, { id: depositId }, { token: tenant });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.node).toMatchObject({ id: depositId, status: 'NO_DEPOSIT', deductions: [], returnedAmount: null });
    if (mine.data!.node.amount.cents > 0) expect(mine.data!.node.invoice).toMatchObject({ chargeType: 'SECURITY_DEPOSIT' });
    expect((await stack.gql(DEPOSIT, { id: depositId }, { token: outsider })).data!.node).toBeNull();
  });

  it('staff fields are refused to others (FORBIDDEN, or userErrors for mutations); staff charge a manager once per key and pause payouts', async () => {
    const refused = await stack.gql('{ ledgerMismatchCount }', {}, { token: manager });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await stack.gql('{ internalInvoices { edges { node { id } } } }', {}, { token: tenant });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const managerUserId = String(await demoUserId(stack.api.deps, 'manager'));
    const CHARGE = `mutation($input: AddManagerLedgerChargeInput!) { addManagerLedgerCharge(input: $input) { ok userErrors { field code } } }`;
    const input = { managerUserId, amountCents: 1_500, ledgerItemType: 'UNCATEGORIZED', description: 'Key replacement', idempotencyKey: randomUUID() };
    const notStaff = await stack.gql(CHARGE, { input }, { token: manager });
    expect(notStaff.data!.addManagerLedgerCharge).toEqual({ ok: false, userErrors: [expect.objectContaining({ code: 'forbidden' })] });
    expect(notStaff.v20Calls).toBe(0);

    const check = await stack.gql(`{ ledgerMismatchCount internalInvoices(first: 5) { edges { node { id } } } }`, {}, { token: staff });
    expect(check.errors).toBeUndefined();
    expect(check.data!.ledgerMismatchCount).toBe(0);
    expect(check.data!.internalInvoices.edges.length).toBeGreaterThan(0);
    const BALANCE = '{ viewer { billing { ledger { balance { cents } } payouts { databaseId } } } }';
    const before = (await stack.gql(BALANCE, {}, { token: manager })).data!.viewer.billing.ledger.balance.cents;
    expect((await stack.gql(CHARGE, { input }, { token: staff })).data!.addManagerLedgerCharge).toEqual({ ok: true, userErrors: [] });
    // A retry with the same key posts nothing more.
    expect((await stack.gql(CHARGE, { input }, { token: staff })).data!.addManagerLedgerCharge).toEqual({ ok: true, userErrors: [] });
    const after = await stack.gql(BALANCE, {}, { token: manager });
    expect(after.data!.viewer.billing.ledger.balance.cents).toBe(before - 1_500);
    expect(after.data!.viewer.billing.payouts).toEqual([]);
    const PAUSE = `mutation($input: PauseManagerPayoutsInput!) { setManagerPayoutsPaused(input: $input) { ok userErrors { field code } } }`;
    const noReason = await stack.gql(PAUSE, { input: { managerUserId, paused: true } }, { token: staff });
    expect(noReason.data!.setManagerPayoutsPaused).toEqual({ ok: false, userErrors: [expect.objectContaining({ field: 'reason' })] });
    const PAUSED = '{ viewer { billing { payoutsPaused } } }';
    expect((await stack.gql(PAUSED, {}, { token: manager })).data!.viewer.billing.payoutsPaused).toBe(false);
    expect((await stack.gql(PAUSE, { input: { managerUserId, paused: true, reason: 'Dispute' } }, { token: staff })).data!.setManagerPayoutsPaused.ok).toBe(true);
    // The manager sees the pause on their own ledger page.
    expect((await stack.gql(PAUSED, {}, { token: manager })).data!.viewer.billing.payoutsPaused).toBe(true);
    expect((await stack.gql(PAUSE, { input: { managerUserId, paused: false } }, { token: staff })).data!.setManagerPayoutsPaused.ok).toBe(true);
    expect((await stack.gql(PAUSED, {}, { token: manager })).data!.viewer.billing.payoutsPaused).toBe(false);
  });

  it('the payout account link opens on the gateway, marks the account connected and redirects back to the web app', async () => {
    const link = await stack.gql('mutation { createPayoutAccountLink { url userErrors { code } } }', {}, { token: manager });
    const { url } = link.data!.createPayoutAccountLink;
    expect(url).toMatch(/^\/payments\/connect\/[A-Za-z0-9._~-]+$/);
    const back = await fetch(`${stack.gateway.url}${url}`, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/manager/account-link?connected=1');
    const billing = await stack.gql('{ viewer { billing { payoutAccountConnectedAt } } }', {}, { token: manager });
    expect(billing.data!.viewer.billing.payoutAccountConnectedAt).toEqual(expect.any(String));
    // A forged state is refused and sends nobody anywhere.
    const forged = await fetch(`${stack.gateway.url}/payments/connect/${url.split('/').pop()!.slice(0, -2)}xx`, { redirect: 'manual' });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.headers.get('location')).toBeNull();
  });
});
