// Issue 17 (docs/performance.md "The ledger and service pages at 100×"): the ledger's
// summary and the manager's ticket list were rewritten to read per home. These tests
// prove the rewritten statements give the figures and pages the old ones gave, on data
// that differs by home, month and status, and that the home filters list the right homes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../api/db/client.js';
import { homesManagedIn } from '../../api/db/managed-homes.js';
import { createInvoice } from '../../api/money/invoices.js';
import { unpaidInvoiceSql } from '../../api/money/invoices-repository.js';
import { monthlySummary, type SummaryScope } from '../../api/routes/ledger/ledger-repository.js';
import { insertTicket, listTickets } from '../../api/routes/maintenance-tickets/tickets-repository.js';
import { visibleCondition } from '../../api/routes/maintenance-tickets/ticket-visibility-repository.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';

let api: TestApi;
let db: Executor;
let managerId: number;
let otherManagerId: number;
let tenantId: number;
let own: number[];
let coManaged: number;
let notMine: number;
const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
const monthOf = (offset: number) => {
  const d = new Date(`${thisMonth}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + offset);
  return d.toISOString().slice(0, 10);
};

/** The summary as the ledger computed it before 0042 (`building_id IN (homes)`, three statements): the reference. */
async function summaryBefore(ex: Executor, scope: SummaryScope, months: number) {
  const inScope: SQL = 'tenantUserId' in scope ? sql`i.tenant_user_id = ${scope.tenantUserId}`
    : sql`i.building_id IN (${homesManagedIn(scope.managerUserId, 'payments')}) ${scope.buildingId === undefined ? sql`` : sql`AND i.building_id = ${scope.buildingId}`}`;
  const credited: SQL = 'tenantUserId' in scope ? sql`false`
    : sql`a.kind = 'manager' AND a.user_id = ${scope.managerUserId} AND e.entry_kind <> 'payout' ${scope.buildingId === undefined ? sql`` : sql`AND e.building_id = ${scope.buildingId}`}`;
  const month = sql`coalesce(i.period_month, date_trunc('month', i.due_date)::date)`;
  const totals = await rows<{ month: string; charged: string; collected: string; credited: string }>(ex, sql`
    WITH next_billed AS (
      SELECT (${thisMonth}::date + interval '1 month')::date AS month WHERE EXISTS (
        SELECT 1 FROM invoices i WHERE ${inScope} AND ${month} = (${thisMonth}::date + interval '1 month')::date)
    ), last AS (SELECT coalesce((SELECT month FROM next_billed), ${thisMonth}::date) AS upto
    ), m AS (SELECT s.month::date AS month FROM last, generate_series(last.upto - make_interval(months => ${months - 1}), last.upto, interval '1 month') AS s(month)
    ), billed AS (
      SELECT ${month} AS month, sum(i.amount_cents) FILTER (WHERE i.payment_status <> 'PAYMENT_CANCELED') AS charged,
        sum(i.amount_cents) FILTER (WHERE i.payment_status = 'SUCCESSFUL') AS collected
      FROM invoices i WHERE ${inScope} AND ${month} >= (SELECT min(month) FROM m) GROUP BY 1
    ), credited AS (
      SELECT e.period_month AS month, sum(e.amount_cents) AS credited FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE ${credited} AND e.period_month >= (SELECT min(month) FROM m) GROUP BY 1
    )
    SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(b.charged, 0)::text AS charged, coalesce(b.collected, 0)::text AS collected,
      coalesce(c.credited, 0)::text AS credited
    FROM m LEFT JOIN billed b ON b.month = m.month LEFT JOIN credited c ON c.month = m.month ORDER BY m.month`);
  const [open] = await rows<{ outstanding: string; held: string }>(ex, sql`
    SELECT (SELECT coalesce(sum(i.amount_cents), 0) FROM invoices i WHERE ${inScope}
        AND ${unpaidInvoiceSql('i')})::text AS outstanding,
      (SELECT coalesce(sum(d.amount_cents), 0) FROM tenant_deposits d JOIN invoices i ON i.id = d.invoice_id WHERE ${inScope}
        AND d.status IN ('deposit_active', 'deposit_pending_transfer_to_another_lease', 'deposit_held_by_another_lease', 'deposit_return_ready'))::text AS held`);
  return {
    months: totals.map((t) => ({ month: t.month, charged_cents: Number(t.charged), collected_cents: Number(t.collected), credited_cents: Number(t.credited) })),
    outstanding_cents: Number(open!.outstanding),
    deposits_held_cents: Number(open!.held),
  };
}

/** An invoice of `home` for the month `offset` from this one, then moved to `status`. */
async function invoice(home: number, offset: number, cents: number, status: string, key: string) {
  await api.deps.database.db.transaction(async (tx) => {
    const made = await createInvoice(tx, {
      tenantUserId: tenantId, buildingId: home, chargeType: 'pet fee', ledgerItemType: 'pet fee', description: 'Pet fee',
      amountCents: cents, periodMonth: monthOf(offset), dueDate: monthOf(offset), sourceKey: `scale-test:${key}`, actor: { role: 'automatic', userId: null },
    });
    await tx.execute(sql`UPDATE invoices SET payment_status = ${status},
      paid_at = CASE WHEN ${status} = 'SUCCESSFUL' THEN now() END, canceled_at = CASE WHEN ${status} = 'PAYMENT_CANCELED' THEN now() END
      WHERE id = ${made!.id}`);
  });
}

beforeAll(async () => {
  api = await createTestApi();
  db = api.deps.database.db;
  managerId = await demoUserId(api.deps, 'manager');
  otherManagerId = await demoUserId(api.deps, 'manager2');
  tenantId = await demoUserId(api.deps, 'tenant');
  own = (await rows<{ id: number }>(db, sql`SELECT id FROM buildings WHERE manager_user_id = ${managerId} ORDER BY id LIMIT 3`)).map((r) => r.id);
  const others = (await rows<{ id: number }>(db, sql`SELECT id FROM buildings WHERE manager_user_id = ${otherManagerId} ORDER BY id LIMIT 2`)).map((r) => r.id);
  [coManaged, notMine] = [others[0]!, others[1]!];
  // The other manager lets this one run payments and support of one of their homes.
  await db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
    VALUES (${coManaged}, ${managerId}, ARRAY['payments', 'support_service'], ${otherManagerId})`);
  // Invoices that differ by home, month and status, including next month (billed ahead) and a home not theirs.
  const plan: Array<[number, number, number, string]> = [
    [own[0]!, 0, 90_000, 'SUCCESSFUL'], [own[0]!, -1, 90_000, 'SUCCESSFUL'], [own[0]!, -2, 85_000, 'FAILED_ATTEMPTS_REMAINING'],
    [own[1]!, 0, 70_000, 'INITIAL_ATTEMPT_UPCOMING'], [own[1]!, -3, 70_000, 'PAYMENT_CANCELED'], [own[1]!, 1, 72_000, 'INITIAL_ATTEMPT_UPCOMING'],
    [own[2]!, -5, 50_000, 'MARKED_UNCOLLECTIBLE'], [own[2]!, -8, 50_000, 'SUCCESSFUL'],
    [coManaged, 0, 60_000, 'SUCCESSFUL'], [coManaged, -1, 61_000, 'INITIAL_ATTEMPT_UPCOMING'],
    [notMine, 0, 99_000, 'INITIAL_ATTEMPT_UPCOMING'], [notMine, 1, 99_000, 'SUCCESSFUL'],
  ];
  for (const [i, [home, offset, cents, status]] of plan.entries()) await invoice(home, offset, cents, status, String(i));
});
afterAll(() => api.close());

describe('the ledger summary read per home (issue 17)', () => {
  it('gives the figures the old statements gave: the whole ledger, each home, other months, and a tenant', async () => {
    const scopes: SummaryScope[] = [
      { managerUserId: managerId }, { managerUserId: otherManagerId }, { tenantUserId: tenantId },
      ...[...own, coManaged, notMine].map((buildingId) => ({ managerUserId: managerId, buildingId })),
    ];
    for (const scope of scopes) {
      for (const months of [1, 6, 12]) expect(await monthlySummary(db, scope, months, thisMonth)).toEqual(await summaryBefore(db, scope, months));
    }
    // The data really differs by home and month: the figures are not all zero or all alike.
    const whole = await monthlySummary(db, { managerUserId: managerId }, 12, thisMonth);
    expect(new Set(whole.months.map((m) => m.charged_cents)).size).toBeGreaterThan(3);
    expect(whole.months.at(-1)!.month).toBe(monthOf(1).slice(0, 7));
    expect(whole.outstanding_cents).toBeGreaterThan(0);
  });

  it('lists the homes the summary counts for the home filter, id and title only', async () => {
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    const res = await api.call('GET', '/ledger/homes', { token: manager });
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((h: { id: number }) => h.id);
    expect(ids).toEqual(expect.arrayContaining([...own, coManaged]));
    expect(ids).not.toContain(notMine);
    expect(Object.keys(res.json().results[0]).sort()).toEqual(['id', 'title']);
    const tenant = await tokenFor(api.deps, 'tenant');
    expect((await api.call('GET', '/ledger/homes', { token: tenant })).statusCode).toBe(403);
  });
});

describe("the manager's ticket list read per home (issue 17)", () => {
  it('pages through the tickets the visibility rule alone gives, in the same order', async () => {
    const me = { userId: managerId, role: 'manager' as const, isStaff: false };
    const draft = { ticketType: 'maintenance_request' as const, supportCategoryId: null, area: 'common_areas' as const, accessRequirement: 'no_access_needed' as const, description: 'Leak' };
    for (const [i, home] of [own[0]!, own[1]!, coManaged, notMine, own[0]!, coManaged, notMine].entries()) {
      await insertTicket(db, { ...draft, buildingId: home, title: `Ticket ${i}`, createdBy: tenantId, actorRole: 'tenant' });
    }
    // Opened by the manager in a home not theirs, and followed in another: visible through those rules.
    await insertTicket(db, { ...draft, buildingId: notMine, title: 'Opened by me', createdBy: managerId, actorRole: 'manager' });
    const followed = await insertTicket(db, { ...draft, buildingId: notMine, title: 'Followed', createdBy: tenantId, actorRole: 'tenant' });
    await db.execute(sql`INSERT INTO maintenance_ticket_users (ticket_id, user_id, added_by_user_id) VALUES (${followed}, ${managerId}, ${otherManagerId})`);

    const reference = async (where: SQL) => (await rows<{ id: number }>(db, sql`SELECT t.id FROM maintenance_tickets t
      WHERE ${visibleCondition(me)} AND ${where} ORDER BY t.id DESC`)).map((r) => r.id);
    for (const [filters, where] of [[{}, sql`true`], [{ buildingId: own[0]! }, sql`t.building_id = ${own[0]!}`], [{ status: 'not_started' as const }, sql`t.status = 'not_started'`]] as const) {
      const expected = await reference(where);
      const seen: number[] = [];
      let before: number | null = null;
      for (;;) {
        const page = await listTickets(db, me, filters, before, 2);
        seen.push(...page.map((t) => t.id));
        if (page.length < 2) break;
        before = page.at(-1)!.id;
      }
      expect(seen).toEqual(expected);
    }
    const all = await reference(sql`true`);
    expect(all).toContain(followed);
    expect(all.length).toBeGreaterThan(6);
  });

  it('lists the homes whose tickets the manager runs, id and title only', async () => {
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    const res = await api.call('GET', '/maintenance-tickets/homes', { token: manager });
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((h: { id: number }) => h.id);
    expect(ids).toEqual(expect.arrayContaining([...own, coManaged]));
    expect(ids).not.toContain(notMine);
  });
});
