import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createInvoice } from '../../api/money/invoices.js';
import { demoHomeOf, demoUserId } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';
import { addDays } from 'date-fns';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** What /manager/overview asks: the overview and this month of the ledger chart's figures. */
const OVERVIEW = `{ viewer {
  managerOverview {
    asOf bedroomCount occupiedBedroomCount vacantBedroomCount applicantsWaitingCount openTicketCount
    overdue { cents formatted } overdueInvoiceCount
    homes { buildingId buildingDatabaseId title isListed bedroomCount occupiedBedroomCount applicantsWaitingCount openTicketCount
      vacantBedrooms { bedroomId name availableFrom leasedFrom } }
  }
  billing { ledger { monthlyTotals(months: 1) { month charged { formatted } collected { formatted } } } }
} }`;

describe('the manager overview', () => {
  it('costs the same v20 calls for a manager of a hundred homes and of a few', async () => {
    const many = await stack.gql(OVERVIEW, {}, { token: await stack.tokenFor('manager', 'manager') });
    const few = await stack.gql(OVERVIEW, {}, { token: await stack.tokenFor('manager2', 'manager') });
    expect(many.errors).toBeUndefined();
    expect(few.errors).toBeUndefined();
    const manyHomes = many.data!.viewer.managerOverview.homes.length;
    const fewHomes = few.data!.viewer.managerOverview.homes.length;
    expect(manyHomes).toBeGreaterThan(50);
    expect(fewHomes).toBeLessThan(20);
    expect(fewHomes).toBeGreaterThan(0);
    // GET /manager-overview and GET /ledger?summary=monthly, whatever the number of homes.
    expect(many.v20Calls).toBe(2);
    expect(few.v20Calls).toBe(2);
  });

  it('adds up the homes, and shows the demo housemates as occupied rooms', async () => {
    const { data } = await stack.gql(OVERVIEW, {}, { token: await stack.tokenFor('manager', 'manager') });
    const overview = data!.viewer.managerOverview;
    const homes = overview.homes as { bedroomCount: number; occupiedBedroomCount: number; vacantBedrooms: unknown[] }[];
    expect(overview.bedroomCount).toBe(homes.reduce((n, h) => n + h.bedroomCount, 0));
    expect(overview.occupiedBedroomCount + overview.vacantBedroomCount).toBe(overview.bedroomCount);
    expect(overview.occupiedBedroomCount).toBeGreaterThan(0);
    for (const home of homes) expect(home.occupiedBedroomCount + home.vacantBedrooms.length).toBe(home.bedroomCount);
    expect(overview.overdue).toEqual({ cents: 0, formatted: '$0' });
    expect(data!.viewer.billing.ledger.monthlyTotals).toHaveLength(1);
  });

  it('is null, without a call, for anyone not acting as a manager', async () => {
    const tenant = await stack.gql('{ viewer { managerOverview { asOf } } }', {}, { token: await stack.tokenFor('manager', 'tenant') });
    expect(tenant.data?.viewer.managerOverview).toBeNull();
    expect(tenant.v20Calls).toBe(0);
    const guest = await stack.gql('{ viewer { managerOverview { asOf } } }', {}, { token: await stack.api.guestToken() });
    expect(guest.data?.viewer.managerOverview).toBeNull();
  });

  it('"Overdue" here and "Unpaid by your tenants" on the ledger follow one rule: overdue is the unpaid past their due date', async () => {
    const token = await stack.tokenFor('manager', 'manager');
    const read = async () => {
      const { data } = await stack.gql('{ viewer { managerOverview { overdue { cents } overdueInvoiceCount } billing { ledger { outstanding { cents } } } } }', {}, { token });
      return { overdue: data!.viewer.managerOverview.overdue.cents as number, count: data!.viewer.managerOverview.overdueInvoiceCount as number,
        unpaid: data!.viewer.billing.ledger.outstanding.cents as number };
    };
    const before = await read();
    const deps = stack.api.deps;
    const home = await demoHomeOf(deps, 'manager');
    const tenantUserId = await demoUserId(deps, 'tenant');
    const day = (offset: number) => addDays(new Date(), offset).toISOString().slice(0, 10);
    for (const [cents, due] of [[20_000, day(-10)], [7_500, day(10)]] as const) {
      await createInvoice(deps.database.db, {
        tenantUserId, buildingId: home.buildingId, chargeType: 'pet fee', ledgerItemType: 'pet fee', description: `Pet fee ${randomUUID().slice(0, 8)}`,
        amountCents: cents, periodMonth: `${due.slice(0, 7)}-01`, dueDate: due, sourceKey: `overview:${randomUUID()}`, actor: { role: 'automatic', userId: null },
      });
    }
    const after = await read();
    expect(after.unpaid - before.unpaid).toBe(27_500);
    expect(after.overdue - before.overdue).toBe(20_000);
    expect(after.count - before.count).toBe(1);
    expect(after.overdue).toBeLessThanOrEqual(after.unpaid);
  });
});
