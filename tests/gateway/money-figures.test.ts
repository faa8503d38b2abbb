// Issue 12, "money figures that agree", through GraphQL as the screens ask: for one
// card payment the tenant's invoice (billing list and receipt: `payment`), the
// manager's notification, ledger entries, chart month and balance agree by the rules
// of docs/money.md "What each screen shows", and print the same formatted amounts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { openDeposit } from '../../api/money/deposits.js';
import { createInvoice } from '../../api/money/invoices.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

/** The demo tenant who pays, named in the manager's notification (the one name rule). */
const tenantName = `${demoUser('tenant').firstName} ${demoUser('tenant').lastName}`;

let stack: Stack;
let tenant: string;
let manager: string;
let tenantUserId: number;
let lifecycleId: number;
let buildingId: number;
let card: string;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
const today = new Date().toISOString().slice(0, 10);

type Money = { cents: number; formatted: string };
const INVOICE = `query($id: ID!) { invoice(id: $id) { id databaseId description amount { cents formatted } periodMonth
  ifPaidByCard { cardFee { cents formatted } total { cents formatted } }
  payment { invoiceAmount { cents formatted } cardFee { cents formatted } total { cents formatted } paidWith { kind last4 } } } }`;
const MANAGER = `query($tenant: ID) { viewer {
  notifications(first: 5) { edges { node { title body } } }
  billing { ledger {
    balance { cents } depositsHeld { cents formatted } outstanding { cents }
    entries(first: 100, tenantUserId: $tenant) { edges { node { invoiceId kind amount { cents formatted } } } }
    monthlyTotals(months: 3) { month charged { cents } collected { cents formatted } credited { cents formatted } }
  } } } }`;

interface ManagerView {
  notifications: { edges: Array<{ node: { title: string; body: string } }> };
  billing: { ledger: {
    balance: { cents: number }; depositsHeld: Money; outstanding: { cents: number };
    entries: { edges: Array<{ node: { invoiceId: number | null; kind: string; amount: Money } }> };
    monthlyTotals: Array<{ month: string; charged: { cents: number }; collected: Money; credited: Money }>;
  } };
}

async function managerView(): Promise<ManagerView> {
  const res = await stack.gql(MANAGER, { tenant: String(tenantUserId) }, { token: manager });
  expect(res.errors).toBeUndefined();
  return res.data!.viewer as ManagerView;
}
const month = (view: ManagerView, periodMonth: string) => view.billing.ledger.monthlyTotals.find((m) => m.month === periodMonth)!;

async function payByCard(invoiceId: string) {
  const res = await stack.gql(`mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { invoice { paymentStatus } userErrors { code } } }`,
    { input: { invoiceId, paymentSourceId: card, idempotencyKey: randomUUID() } }, { token: tenant });
  expect(res.data!.payInvoice).toEqual({ invoice: { paymentStatus: 'SUCCESSFUL' }, userErrors: [] });
}

async function invoice(id: string) {
  const res = await stack.gql(INVOICE, { id }, { token: tenant });
  expect(res.errors).toBeUndefined();
  return res.data!.invoice;
}

beforeAll(async () => {
  stack = await startStack();
  const deps = stack.api.deps;
  buildingId = (await demoHomeOf(deps, 'manager')).buildingId;
  tenantUserId = await demoUserId(deps, 'tenant');
  lifecycleId = (await makeResident(deps, tenantUserId, buildingId)).lifecycleId;
  tenant = await stack.tokenFor('tenant');
  manager = await stack.tokenFor('manager', 'manager');
  const token = await stack.gql(`mutation { createTestCardToken(input: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" }) { token } }`, {}, { token: tenant });
  const added = await stack.gql(`mutation($input: AddPaymentSourceInput!) { addPaymentSource(input: $input) { paymentSource { id } } }`,
    { input: { cardToken: token.data!.createTestCardToken.token } }, { token: tenant });
  card = added.data!.addPaymentSource.paymentSource.id;
});
afterAll(() => stack?.close());

describe('one card payment, every screen', () => {
  it("a landlord's fee: the tenant paid it plus the card fee; the manager reads the fee, credited in full, in notification, entries, chart and balance", async () => {
    const created = await createInvoice(stack.api.deps.database.db, {
      tenantUserId, lifecycleId, buildingId, chargeType: 'pet fee', ledgerItemType: 'pet fee', description: `Pet fee ${randomUUID().slice(0, 8)}`,
      amountCents: 12_345, periodMonth: thisMonth, dueDate: today, sourceKey: `figures:${randomUUID()}`, actor: { role: 'automatic', userId: null },
    });
    const id = globalId('Invoice', created!.id);
    const due = await invoice(id);
    const before = await managerView();
    await payByCard(id);

    // The tenant: billing's line and the receipt read `payment`, the pay button read `ifPaidByCard`: the same figures.
    const paid = await invoice(id);
    expect(paid.payment).toEqual({
      invoiceAmount: due.amount, cardFee: due.ifPaidByCard.cardFee, total: due.ifPaidByCard.total, paidWith: { kind: 'CARD', last4: '4242' },
    });
    expect(paid.payment.total.cents).toBe(due.amount.cents + paid.payment.cardFee.cents);
    expect(paid.payment.cardFee.cents).toBeGreaterThan(0);

    // The manager: one new entry, the fee in full (a landlord fee), on the chart's month, the balance and the notification.
    const after = await managerView();
    const entries = after.billing.ledger.entries.edges.map((e) => e.node).filter((n) => n.invoiceId === paid.databaseId);
    expect(entries).toEqual([{ invoiceId: paid.databaseId, kind: 'CHARGE', amount: due.amount }]);
    expect(after.billing.ledger.balance.cents - before.billing.ledger.balance.cents).toBe(due.amount.cents);
    expect(month(after, thisMonth).collected.cents - month(before, thisMonth).collected.cents).toBe(due.amount.cents);
    expect(month(after, thisMonth).credited.cents - month(before, thisMonth).credited.cents).toBe(due.amount.cents);
    const notice = after.notifications.edges.map((e) => e.node).find((n) => n.title === `Payment received: ${due.description}`);
    expect(notice?.body).toBe(`${tenantName} paid ${due.amount.formatted}. ${due.amount.formatted} is added to your balance.`);
    expect(notice?.body).not.toContain(paid.payment.total.formatted);
  });

  it('a security deposit: collected and held by Hearth; no entry, no change to the balance, and the notification says so', async () => {
    const deposit = await openDeposit(stack.api.deps.database.db, lifecycleId);
    const id = globalId('Invoice', deposit.invoice_id!);
    const due = await invoice(id);
    const before = await managerView();
    await payByCard(id);

    const paid = await invoice(id);
    expect(paid.payment.invoiceAmount).toEqual(due.amount);
    const after = await managerView();
    expect(after.billing.ledger.entries.edges.filter((e) => e.node.invoiceId === paid.databaseId)).toEqual([]);
    expect(after.billing.ledger.balance.cents).toBe(before.billing.ledger.balance.cents);
    expect(after.billing.ledger.depositsHeld.cents - before.billing.ledger.depositsHeld.cents).toBe(due.amount.cents);
    expect(month(after, due.periodMonth).collected.cents - month(before, due.periodMonth).collected.cents).toBe(due.amount.cents);
    expect(month(after, due.periodMonth).credited.cents).toBe(month(before, due.periodMonth).credited.cents);
    const notice = after.notifications.edges.map((e) => e.node).find((n) => n.title === 'Payment received: Security deposit');
    expect(notice?.body).toBe(`${tenantName} paid ${due.amount.formatted}. Hearth holds the deposit until the lease ends, so nothing is added to your balance.`);
  });
});
