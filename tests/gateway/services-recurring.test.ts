import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { todayIn } from '../../api/domain/services/recurrence.js';
import { demoUserId } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

// Recurring services and pricing through GraphQL: bookService with repeatEveryWeeks,
// a series' visits and next visit, setServiceActivityPrice and
// setServiceActivityAutomaticPricingType with their userErrors.
let stack: Stack;
const t: Record<string, string> = {};
let home: string;
const types: Record<string, string> = {};

const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const gql = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await stack.gql(query, variables, { token: t[who] });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
};
const SERIES = `id databaseId status repeatEveryWeeks viewerMay visits { databaseId sequence status visitDueOn priceCents }
  nextVisit { id databaseId status seriesSequence visitDueOn repeatEveryWeeks priceCents automaticPricingType series { databaseId } }`;
const BOOK = `mutation($input: BookServiceInput!) { bookService(input: $input) { serviceActivity { ${SERIES} } userErrors { field code } } }`;
const PRICE = `mutation($input: SetServiceActivityPriceInput!) { setServiceActivityPrice(input: $input) {
  serviceActivity { priceCents automaticPricingType } userErrors { field code } } }`;
const PRICING_TYPE = `mutation($input: SetServiceActivityAutomaticPricingTypeInput!) { setServiceActivityAutomaticPricingType(input: $input) {
  serviceActivity { priceCents automaticPricingType } userErrors { field code } } }`;
const book = (extra: Record<string, unknown>, type = 'cleaning') => gql('manager', BOOK, {
  input: { buildingId: home, serviceTypeId: types[type], accessRequirement: 'NO_ACCESS_NEEDED', ...extra },
});

beforeAll(async () => {
  stack = await startStack();
  const deps = stack.api.deps;
  const [row] = await rows<{ id: number }>(deps.database.db, sql`SELECT b.id FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(deps, 'manager')} AND b.region IS NOT NULL ORDER BY b.id LIMIT 1`);
  home = gid('Building', row!.id);
  t.manager = await stack.tokenFor('manager');
  t.vendor = await stack.tokenFor('multi', 'vendor');
  const { serviceTypes } = await gql('manager', '{ serviceTypes(managerMayBook: true) { id name template } }');
  types.cleaning = serviceTypes.find((x: { name: string }) => x.name === 'Bedroom turnover cleaning').id;
  types.tour = serviceTypes.find((x: { template: string }) => x.template === 'BASIC_TOUR').id;
});
afterAll(() => stack?.close());

describe('recurring services through the gateway', () => {
  it('books a series with its first visit, the next visit to be done', async () => {
    const { bookService } = await book({ repeatEveryWeeks: 2 });
    expect(bookService.userErrors).toEqual([]);
    const series = bookService.serviceActivity;
    expect(series).toMatchObject({
      status: 'RECURRING_SERVICE_STARTED', repeatEveryWeeks: 2, viewerMay: ['CANCEL'],
      visits: [{ sequence: 1, status: 'REQUESTED', visitDueOn: todayIn('America/New_York'), priceCents: 9000 }],
    });
    expect(series.nextVisit).toMatchObject({
      databaseId: series.visits[0].databaseId, status: 'REQUESTED', seriesSequence: 1, repeatEveryWeeks: 2,
      automaticPricingType: 'SERVICE_TYPE_DEFAULT', series: { databaseId: series.databaseId },
    });
  });

  it('refuses a service that does not repeat and a cadence out of range as userErrors on repeatEveryWeeks', async () => {
    expect((await book({ repeatEveryWeeks: 2 }, 'tour')).bookService.userErrors).toEqual([{ field: 'repeatEveryWeeks', code: 'service_not_recurring' }]);
    expect((await book({ repeatEveryWeeks: 13 })).bookService.userErrors).toEqual([expect.objectContaining({ field: 'repeatEveryWeeks' })]);
  });

  it('sets the pay and its pricing type while nobody holds the visit; afterwards the manager gets a userError', async () => {
    const visit = (await book({ repeatEveryWeeks: 1 })).bookService.serviceActivity.nextVisit;
    const priced = (await gql('manager', PRICE, { input: { serviceActivityId: visit.id, priceCents: 11_000 } })).setServiceActivityPrice;
    expect(priced).toEqual({ serviceActivity: { priceCents: 11_000, automaticPricingType: 'MANUAL' }, userErrors: [] });
    const back = (await gql('manager', PRICING_TYPE, { input: { serviceActivityId: visit.id, automaticPricingType: 'SERVICE_TYPE_DEFAULT' } }))
      .setServiceActivityAutomaticPricingType;
    expect(back).toEqual({ serviceActivity: { priceCents: 9000, automaticPricingType: 'SERVICE_TYPE_DEFAULT' }, userErrors: [] });
    const accepted = await gql('vendor', `mutation($input: ServiceActivityInput!) { acceptServiceActivity(input: $input) { userErrors { code } } }`,
      { input: { serviceActivityId: visit.id } });
    expect(accepted.acceptServiceActivity.userErrors).toEqual([]);
    expect((await gql('manager', PRICE, { input: { serviceActivityId: visit.id, priceCents: 1 } })).setServiceActivityPrice)
      .toEqual({ serviceActivity: null, userErrors: [{ field: 'priceCents', code: 'service_activity_price_agreed' }] });
    expect((await gql('manager', PRICE, { input: { serviceActivityId: visit.id, priceCents: -5 } })).setServiceActivityPrice.userErrors)
      .toEqual([expect.objectContaining({ field: 'priceCents' })]);
  });

  it('canceling the series leaves no next visit', async () => {
    const series = (await book({ repeatEveryWeeks: 4 })).bookService.serviceActivity;
    const canceled = await gql('manager', `mutation($input: CancelServiceActivityInput!) { cancelServiceActivity(input: $input) {
      serviceActivity { status nextVisit { id } visits { status } } userErrors { code } } }`, { input: { serviceActivityId: series.id } });
    expect(canceled.cancelServiceActivity.serviceActivity).toEqual({ status: 'APPOINTMENT_CANCELED', nextVisit: null, visits: [{ status: 'APPOINTMENT_CANCELED' }] });
  });
});
