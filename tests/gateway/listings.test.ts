import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IDS_PER_PARTS_CALL } from '../../gateway/v20/batch.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let guest: string;
beforeAll(async () => {
  stack = await startStack();
  guest = await stack.api.guestToken();
});
afterAll(() => stack?.close());

const BROWSE = `query Browse($first: Int, $after: String, $filter: ListingFilter, $sort: ListingSort) {
  listings(first: $first, after: $after, filter: $filter, sort: $sort) {
    edges { cursor node { id databaseId title cityPage numBedrooms petOptions earliestAvailableDate isSaved
      priceRange { min { cents formatted } max { cents } }
      photos { url alt }
      bedrooms { id name availableOn rent { totalRent { cents } } }
      bathrooms { id bathroomType countingWeight }
      parkingSpots { id parkingType } } }
    pageInfo { hasNextPage endCursor } } }`;

interface Home {
  databaseId: string; cityPage: string; numBedrooms: number; petOptions: string[]; earliestAvailableDate: string;
  priceRange: { min: { cents: number } }; bedrooms: { availableOn: string; rent: { totalRent: { cents: number } } }[];
  bathrooms: unknown[]; parkingSpots: unknown[];
}
async function browse(variables: Record<string, unknown>, token = guest) {
  const res = await stack.gql(BROWSE, variables, { token });
  expect(res.errors).toBeUndefined();
  const homes: Home[] = res.data?.listings.edges.map((e: { node: Home }) => e.node);
  return { res, homes, pageInfo: res.data?.listings.pageInfo, edges: res.data?.listings.edges as { cursor: string }[] };
}

/** The same page straight from v20, to check the gateway passes order and filters through. */
async function v20Ids(query: string): Promise<string[]> {
  const res = await stack.api.call('GET', `/g/listings?${query}`, { token: guest });
  return res.json().results.map((b: { id: number }) => String(b.id));
}

const isSorted = <T>(values: T[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

describe('browsing listings', () => {
  it('a guest sees a page of homes with photos under V20_PUBLIC_URL and readable prices', async () => {
    const { homes } = await browse({ first: 5 });
    expect(homes).toHaveLength(5);
    for (const home of homes) {
      expect(home.bedrooms.length).toBe(home.numBedrooms);
      expect(home.priceRange.min.cents).toBe(Math.min(...home.bedrooms.map((b) => b.rent.totalRent.cents)));
    }
    const first = (await stack.gql(BROWSE, { first: 1 }, { token: guest })).data?.listings.edges[0].node;
    expect(first.photos[0].url).toMatch(/^https:\/\/files\.hearth\.test\/v20\/files\/photos\//);
    expect(first.photos[0].alt).toContain(first.title);
    expect(first.priceRange.min.formatted).toMatch(/^\$\d/);
  });

  it('without any token, asks the client to start a (guest) session', async () => {
    const res = await stack.gql(BROWSE, { first: 1 });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', v20Code: 'unauthenticated' });
  });

  it('a city page shows only its homes', async () => {
    const { homes } = await browse({ first: 100, filter: { cityPage: 'TRIAD' } });
    expect(homes.length).toBeGreaterThan(0);
    expect(new Set(homes.map((h) => h.cityPage))).toEqual(new Set(['TRIAD']));
    expect(homes.map((h) => h.databaseId)).toEqual(await v20Ids('region=triad&limit=100'));
  });

  it('a pet filter keeps homes that allow every pet asked for', async () => {
    const { homes } = await browse({ first: 50, filter: { pets: ['CATS', 'LARGE_DOGS'] } });
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) expect(home.petOptions).toEqual(expect.arrayContaining(['CATS', 'LARGE_DOGS']));
  });

  it('a budget keeps homes with a bedroom whose total rent is within it', async () => {
    const { homes } = await browse({ first: 50, filter: { minBudgetCents: 70000, maxBudgetCents: 80000 } });
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) {
      expect(home.bedrooms.some((b) => b.rent.totalRent.cents >= 70000 && b.rent.totalRent.cents <= 80000)).toBe(true);
    }
  });

  it('a bedroom count and a move-in date narrow the list', async () => {
    const all = await browse({ first: 100 });
    const moveIn = [...all.homes.map((h) => h.earliestAvailableDate)].sort()[10];
    const { homes } = await browse({ first: 100, filter: { numBedrooms: 4, moveInDate: moveIn } });
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) {
      expect(home.numBedrooms).toBeGreaterThanOrEqual(4);
      expect(home.bedrooms.some((b) => b.availableOn <= moveIn)).toBe(true);
    }
  });

  it.each([
    ['RECOMMENDED', 'recommended', null],
    ['BUDGET_ASC', 'budget_asc', (h: Home) => h.priceRange.min.cents],
    ['MOVE_IN_DATE_ASC', 'move_in_date_asc', (h: Home) => h.earliestAvailableDate],
    ['NUM_BEDROOMS_ASC', 'num_bedrooms_asc', (h: Home) => h.numBedrooms],
  ] as const)('sort %s orders homes as v20 does', async (sort, v20Sort, key) => {
    const { homes } = await browse({ first: 30, sort });
    expect(homes.map((h) => h.databaseId)).toEqual(await v20Ids(`sort=${v20Sort}&limit=30`));
    if (key) expect(isSorted(homes.map(key as (h: Home) => string | number))).toBe(true);
  });

  it('paging with after walks a city page without repeating or skipping a home', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const { homes, pageInfo } = await browse({ first: 7, after, filter: { cityPage: 'ATLANTA' }, sort: 'BUDGET_ASC' });
      seen.push(...homes.map((h) => h.databaseId));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(await v20Ids('region=ga/atlanta&sort=budget_asc&limit=100'));
    expect(seen.length).toBeGreaterThan(7);
  });

  it('after any edge (not only the last), the next page starts right behind it', async () => {
    const { homes, edges } = await browse({ first: 10 });
    const next = await browse({ first: 3, after: edges[4].cursor });
    expect(next.homes.map((h) => h.databaseId)).toEqual(homes.slice(5, 8).map((h) => h.databaseId));
  });

  it('first over 100 is BAD_USER_INPUT, before any v20 call', async () => {
    const res = await stack.gql(BROWSE, { first: 101 }, { token: guest });
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'first' });
    expect(res.v20Calls).toBe(0);
  });

  it('an impossible date or budget is BAD_USER_INPUT, never a server error', async () => {
    for (const filter of [{ moveInDate: '2026-02-30' }, { minBudgetCents: 90000, maxBudgetCents: 10000 }, { numBedrooms: 0 }]) {
      const res = await stack.gql(BROWSE, { first: 5, filter }, { token: guest });
      expect(res.errors?.[0].extensions?.code, JSON.stringify(filter)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('REST call budget', () => {
  const roomCounts = (homes: Home[]) => ({
    bedrooms: homes.reduce((n, h) => n + h.bedrooms.length, 0),
    bathrooms: homes.reduce((n, h) => n + h.bathrooms.length, 0),
    parkingSpots: homes.reduce((n, h) => n + h.parkingSpots.length, 0),
  });

  it('a page of 50 homes with their bedrooms, bathrooms and parking costs 4 calls: the page, then one batch of each', async () => {
    const { res, homes } = await browse({ first: 50 });
    const counts = roomCounts(homes);
    expect(homes).toHaveLength(50);
    // The budget holds however many parts the homes have, up to v20's batch maximum.
    expect(counts.bedrooms).toBeGreaterThan(100);
    expect(Math.max(counts.bedrooms, counts.bathrooms, counts.parkingSpots)).toBeLessThanOrEqual(MAX_IDS_PER_PARTS_CALL);
    expect(res.v20Calls).toBe(4);
  });

  it('a smaller page costs the same 4 calls', async () => {
    const { res } = await browse({ first: 20 });
    expect(res.v20Calls).toBe(4);
  });

  it('the /metrics counter agrees with the per-request count', async () => {
    const total = async () => (await (await fetch(`${stack.gateway.url}/metrics`)).text())
      .split('\n').filter((l) => l.startsWith('hearth_v20_requests_total'))
      .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
    const before = await total();
    const { res } = await browse({ first: 20 });
    expect((await total()) - before).toBe(res.v20Calls);
  });
});

describe('one listing', () => {
  const LISTING = `query($id: String!) { listing(databaseId: $id) { id databaseId title
    availability(startDate: "2030-01-01") { isAvailable availableOn bedroom { name } } } }`;

  it('is found by its REST id, with bedroom availability', async () => {
    const res = await stack.gql(LISTING, { id: '5' }, { token: guest });
    expect(res.data?.listing).toMatchObject({ databaseId: '5', title: expect.any(String) });
    expect(res.data?.listing.availability.length).toBeGreaterThan(0);
    expect(res.data?.listing.availability.every((a: { isAvailable: boolean }) => a.isAvailable)).toBe(true);
  });

  it('an unknown or malformed id is null, not an error', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const res = await stack.gql(LISTING, { id }, { token: guest });
      expect(res.errors, id).toBeUndefined();
      expect(res.data?.listing, id).toBeNull();
    }
  });
});

describe('node(id:)', () => {
  it('round-trips every listing type through its global id', async () => {
    const home = (await stack.gql(`{ listings(first: 1) { edges { node { id
      bedrooms { id } bathrooms { id } parkingSpots { id } } } } }`, {}, { token: guest })).data?.listings.edges[0].node;
    const ids = [home.id, home.bedrooms[0].id, home.bathrooms[0].id, ...home.parkingSpots.map((p: { id: string }) => p.id)];
    const res = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids: [...ids, 'bm9wZTox'] }, { token: guest });
    expect(res.data?.nodes.slice(0, ids.length).map((n: { id: string }) => n.id)).toEqual(ids);
    expect(res.data?.nodes.slice(0, 3).map((n: { __typename: string }) => n.__typename)).toEqual(['Building', 'Bedroom', 'Bathroom']);
    expect(res.data?.nodes.at(-1)).toBeNull();
    // One batched call per type, not one per id.
    expect(res.v20Calls).toBeLessThanOrEqual(4);
  });

  it('an id that is not ours is null', async () => {
    const res = await stack.gql('{ node(id: "garbage") { id } }', {}, { token: guest });
    expect(res.data?.node).toBeNull();
    expect(res.v20Calls).toBe(0);
  });
});
