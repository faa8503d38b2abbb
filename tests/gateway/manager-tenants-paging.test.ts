// The manager's Tenants screen a page of homes at a time (issue 17): Viewer.managedHomesPage
// over GET /lifecycle-categories?limit=&cursor= and GET /lifecycles/open-by-home?ids=.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, listedRooms, type ListedRoom } from '../api/applications-helpers.js';
import { finishOnboarding } from '../api/lifecycle-actions-helpers.js';
import { startStack, type GraphQLResponse, type Stack } from './harness.js';

let stack: Stack;
let manager: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  stack = await startStack();
  manager = await stack.tokenFor('manager', 'manager');
  rooms = (await listedRooms(stack.api)).filter((r) => r.manager_email === 'manager@hearth.test');
});
afterAll(() => stack?.close());

/** The order the web sorted homes in before paging (its CATEGORY_ORDER), ties by home. */
const ATTENTION = ['CAT2', 'CAT1_5', 'CAT3', 'CAT1', 'CAT4', 'LEGACY', 'CAT0'];
const restIdOf = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]);

interface Home { buildingId: string; category: string; title: string }
const PAGE = `query ($first: Int, $after: String) { viewer { managedHomesPage(first: $first, after: $after) {
  edges { cursor node { buildingId category title } } pageInfo { hasNextPage endCursor } } } }`;

/** Every home, following `endCursor` page by page. */
async function allPages(token: string, first: number) {
  const homes: Home[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const res: GraphQLResponse = await stack.gql(PAGE, { first, after }, { token });
    expect(res.errors).toBeUndefined();
    const page: { edges: { node: Home }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = res.data!.viewer.managedHomesPage;
    expect(page.edges.length).toBeLessThanOrEqual(first);
    homes.push(...page.edges.map((e) => e.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    pages++;
  } while (after);
  return { homes, pages };
}

async function sentApplication(room: ListedRoom) {
  const token = await stack.tokenFor('tenant');
  const application = await apply(stack.api, token, 'tenant@hearth.test', room);
  await finishOnboarding(stack.api, token, application.id);
  return application;
}

describe('the manager\'s homes, a page at a time', () => {
  it('come homes waiting on the manager first, then by home, each exactly once across pages', async () => {
    // A home far down the id order gets an applicant: it moves up to the homes waiting on the manager.
    const room = rooms.at(-1)!;
    await sentApplication(room);
    const all = (await stack.gql('query { viewer { managedHomes { buildingId category title } } }', {}, { token: manager })).data!.viewer.managedHomes as Home[];
    const expected = [...all].sort((a, b) =>
      ATTENTION.indexOf(a.category) - ATTENTION.indexOf(b.category) || restIdOf(a.buildingId) - restIdOf(b.buildingId));
    const { homes, pages } = await allPages(manager, 7);
    expect(pages).toBeGreaterThan(2);
    expect(homes.map((h) => h.buildingId)).toEqual(expected.map((h) => h.buildingId));
    expect(homes.findIndex((h) => restIdOf(h.buildingId) === room.building_id)).toBeLessThan(homes.findIndex((h) => h.category === 'CAT1'));
  });

  it('a cursor from the middle of a page continues right after its home', async () => {
    const first = (await stack.gql(PAGE, { first: 6 }, { token: manager })).data!.viewer.managedHomesPage;
    const next = await stack.gql(PAGE, { first: 3, after: first.edges[2].cursor }, { token: manager });
    expect(next.data!.viewer.managedHomesPage.edges.map((e: { node: Home }) => e.node.buildingId))
      .toEqual(first.edges.slice(3).map((e: { node: Home }) => e.node.buildingId));
  });

  it('refuses a cursor it did not issue and a page size over 100', async () => {
    const bad = await stack.gql(PAGE, { first: 5, after: 'bm90LWEtY3Vyc29y' }, { token: manager });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const large = await stack.gql(PAGE, { first: 101 }, { token: manager });
    expect(large.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('another manager gets none of these homes, and a tenant none at all', async () => {
    const mine = new Set((await allPages(manager, 100)).homes.map((h) => h.buildingId));
    const theirs = (await allPages(await stack.tokenFor('manager2', 'manager'), 100)).homes;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((h) => mine.has(h.buildingId))).toEqual([]);
    const tenant = await stack.gql(PAGE, { first: 10 }, { token: await stack.tokenFor('tenant') });
    expect(tenant.data!.viewer.managedHomesPage.edges).toEqual([]);
  });

  it('v20 refuses another manager\'s applicants: their homes are left out of the batch read, and a tenant is refused', async () => {
    const sent = await sentApplication(rooms[3]);
    const path = `/lifecycles/open-by-home?ids=${sent.building_id}`;
    const own = (await stack.api.call('GET', path, { token: manager })).json();
    expect(own.results).toEqual([expect.objectContaining({ building_id: sent.building_id })]);
    expect(own.results[0].lifecycles.map((l: { id: number }) => l.id)).toContain(sent.id);
    const other = await stack.api.call('GET', path, { token: await stack.tokenFor('manager2', 'manager') });
    expect(other.json()).toEqual({ results: [] });
    expect((await stack.api.call('GET', path, { token: await stack.tokenFor('tenant') })).statusCode).toBe(403);
  });
});

describe('GET /lifecycle-categories with limit and cursor (the v20 extension)', () => {
  it('pages in attention order with next_cursor; without limit it answers every home by id, as before', async () => {
    const everyHome = (await stack.api.call('GET', '/lifecycle-categories', { token: manager })).json();
    expect(everyHome.next_cursor).toBeNull();
    const ids = everyHome.results.map((h: { building_id: number }) => h.building_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const first = (await stack.api.call('GET', '/lifecycle-categories?limit=4', { token: manager })).json();
    expect(first.results).toHaveLength(4);
    const next = (await stack.api.call('GET', `/lifecycle-categories?limit=4&cursor=${first.next_cursor}`, { token: manager })).json();
    const paged = [...first.results, ...next.results].map((h: { building_id: number; category: string }) => h.category.replace('.', '_'));
    expect(paged).toEqual([...paged].sort((a, b) => ATTENTION.indexOf(a) - ATTENTION.indexOf(b)));
    const bad = await stack.api.call('GET', '/lifecycle-categories?limit=4&cursor=bm90LWEtY3Vyc29y', { token: manager });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a page of the Tenants screen costs the same REST calls at any page size', () => {
  // The screen's fields for each home and card (web/src/applications/manager).
  const SCREEN = `query ($first: Int!) { viewer { managedHomesPage(first: $first) { edges { node { buildingId title bedrooms { id name }
    lifecycles { id state assignedBedroom { name } applicant { displayName photoUrls screening { applicant { status } } }
      compatibility { score } rentersInsurancePolicy { isActive } lease { status } } } } } } }`;

  it('2 homes and 40 homes with their applicants make the same number of v20 calls', async () => {
    await sentApplication(rooms[5]);
    const small = await stack.gql(SCREEN, { first: 2 }, { token: manager });
    const large = await stack.gql(SCREEN, { first: 40 }, { token: manager });
    expect(small.errors).toBeUndefined();
    expect(large.errors).toBeUndefined();
    const cards = (res: typeof small) => res.data!.viewer.managedHomesPage.edges.flatMap((e: any) => e.node.lifecycles);
    expect(large.data!.viewer.managedHomesPage.edges).toHaveLength(40);
    expect(cards(large).length).toBeGreaterThan(cards(small).length);
    expect(cards(small).every((l: any) => l.applicant?.displayName)).toBe(true);
    expect(large.v20Calls).toBe(small.v20Calls);
  });
});
