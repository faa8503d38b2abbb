import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { startTestApi, type TestApi } from '../support/api.js';

// A gateway in front of a proxy that writes down every v20 call it makes, so a test
// can read which representation of a home the gateway asked for.
let api: TestApi & { url: string };
let proxy: Server;
let gateway: RunningGateway;
let guest: string;
const calls: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const target = new URL(api.url);
  proxy = createServer((req, res) => {
    // The gateway's own key fetch (JWKS) is not a call made for a query.
    if (!req.url?.includes('/.well-known/')) calls.push(`${req.method} ${req.url}`);
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway(loadGatewayConfig({
    PORT: '0',
    V20_API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    V20_PUBLIC_URL: 'https://files.hearth.test',
    NODE_ENV: 'test',
    WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
  }));
  guest = await api.guestToken();
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await api?.close();
});

/** Runs a query and answers its data with the v20 listing calls it made. */
async function run(query: string, variables: Record<string, unknown> = {}) {
  calls.length = 0;
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${guest}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { data: body.data, listingCalls: calls.filter((c) => c.includes('/v20/g/listings')), allCalls: [...calls] };
}

const CARD_FIELDS = `id databaseId title address { city state } photos { url alt } priceRange { min { cents formatted } }
  numBedrooms bathroomCount earliestAvailableDate petOptions isSaved`;

describe('a list of cards asks v20 for cards', () => {
  it('browse without a description or amenities reads view=card, in the same 4 calls, with every field filled', async () => {
    const { data, listingCalls, allCalls } = await run(`query($first: Int!) { listings(first: $first) { edges { node { ${CARD_FIELDS}
      bedrooms { id name rent { totalRent { cents } } } bathrooms { id } parkingSpots { id } } } } }`, { first: 20 });
    expect(listingCalls).toHaveLength(1);
    expect(listingCalls[0]).toContain('view=card');
    expect(allCalls).toHaveLength(4);
    const homes = data.listings.edges.map((e: any) => e.node);
    expect(homes).toHaveLength(20);
    for (const home of homes) {
      expect(home.title).toEqual(expect.any(String));
      expect(home.address.city).toEqual(expect.any(String));
      expect(home.photos.length).toBeGreaterThan(0);
      expect(home.bedrooms).toHaveLength(home.numBedrooms);
    }
  });

  it('a card list answers exactly what the whole homes answer', async () => {
    const cards = await run(`{ listings(first: 10, sort: BUDGET_ASC) { edges { node { ${CARD_FIELDS} } } } }`);
    const whole = await run(`{ listings(first: 10, sort: BUDGET_ASC) { edges { node { ${CARD_FIELDS} description } } } }`);
    expect(cards.listingCalls[0]).toContain('view=card');
    expect(whole.listingCalls[0]).not.toContain('view=card');
    const withoutDescription = whole.data.listings.edges.map(({ node: { description, ...rest } }: any) => rest);
    expect(cards.data.listings.edges.map((e: any) => e.node)).toEqual(withoutDescription);
  });
});

describe('a query that asks for what only a home\'s page shows gets it', () => {
  it.each([
    ['the field itself', 'description homeAmenities'],
    ['an inline fragment', '... on Building { description homeAmenities }'],
    ['a named fragment', '...Details'],
    ['an alias', 'about: description homeAmenities'],
  ])('asked through %s, browse reads whole homes and returns the description', async (_how, selection) => {
    const fragment = selection === '...Details' ? ' fragment Details on Building { description homeAmenities }' : '';
    const { data, listingCalls } = await run(`{ listings(first: 5) { edges { node { id ${selection} } } } }${fragment}`);
    expect(listingCalls).toHaveLength(1);
    expect(listingCalls[0]).not.toContain('view=card');
    for (const { node } of data.listings.edges) {
      expect(node.description ?? node.about).toMatch(/\w{3,}/);
      expect(Array.isArray(node.homeAmenities)).toBe(true);
    }
  });

  it('a card list and one home\'s page in one request: the page still gets its description', async () => {
    const { data: first } = await run('{ listings(first: 1) { edges { node { databaseId } } } }');
    const id = first.listings.edges[0].node.databaseId;
    const { data, listingCalls } = await run(`query($id: String!) {
      listings(first: 5) { edges { node { databaseId title } } }
      listing(databaseId: $id) { databaseId description utilitiesIncluded accessMethod storageTypes } }`, { id });
    expect(data.listing.databaseId).toBe(id);
    expect(data.listing.description).toMatch(/\w{3,}/);
    expect(listingCalls.some((c) => c.includes('view=card'))).toBe(true);
    expect(listingCalls.some((c) => c.includes(`ids=${id}`) && !c.includes('view=card'))).toBe(true);
  });

  it('one home asked for its card only reads its card', async () => {
    const { data, listingCalls } = await run('{ listing(databaseId: "5") { databaseId title numBedrooms } }');
    expect(data.listing).toMatchObject({ databaseId: '5', title: expect.any(String) });
    expect(listingCalls).toHaveLength(1);
    expect(listingCalls[0]).toContain('view=card');
  });
});
