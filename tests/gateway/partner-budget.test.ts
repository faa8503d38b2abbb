import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';
import { partnerTokenFor, revokePartnerToken } from './support/partner-token.js';

// A small bucket, so a loop exhausts it in a few requests and the wait it asks for
// is a second; restoring slowly enough that a request costs more than the time
// between two requests gives back.
const BUDGET = 20;
const RESTORE_RATE = 2;
const BROWSE = 'query PartnerBrowse { listings(first: 5) { edges { node { title bedrooms { name } } } } }';
const QUESTIONS = `{ viewer { ${Array.from({ length: 4 }, (_, i) =>
  `a${i}: applications(first: 100) { edges { node { id lifecycleQuestions { id } } } }`).join(' ')} } }`;
/** 15 aliased pages, each a listings call and a bedrooms batch: 30 points, more than the bucket holds. */
const FIFTEEN_PAGES = `{ ${Array.from({ length: 15 }, (_, i) => `l${i}: listings(first: 1) { edges { node { bedrooms { name } } } }`).join(' ')} }`;

interface Cost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ GATEWAY_PARTNER_BUDGET: String(BUDGET), GATEWAY_PARTNER_RESTORE_RATE: String(RESTORE_RATE) });
  // Warm the api and gateway, so no partner request below waits on a cold start while its bucket restores.
  await stack.gql(BROWSE, {}, { token: await stack.tokenFor('manager') });
});
afterAll(() => stack?.close());

/** POST /graphql keeping the headers (the harness' gql drops them). */
async function post(query: string, token: string) {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, any> }[]; extensions?: { cost?: Cost } };
  return { status: res.status, headers: res.headers, v20Calls: Number(res.headers.get('x-hearth-v20-calls')), ...body };
}

const partner = async () => (await partnerTokenFor(stack.api)).token;

describe('partner cost and budget', () => {
  it('reports each partner response\'s cost, and the budget left goes down', async () => {
    const token = await partner();
    const first = await post(BROWSE, token);
    expect(first.status).toBe(200);
    expect(first.data.listings.edges).toHaveLength(5);
    const cost = first.extensions!.cost!;
    expect(cost.requestedQueryCost).toBeGreaterThan(0);
    expect(cost.actualQueryCost).toBe(first.v20Calls);
    expect(cost.requestedQueryCost).toBeGreaterThanOrEqual(cost.actualQueryCost);
    expect(cost.throttleStatus).toEqual({ maximumAvailable: BUDGET, currentlyAvailable: expect.any(Number), restoreRate: RESTORE_RATE });
    expect(cost.throttleStatus.currentlyAvailable).toBeLessThan(BUDGET);
    expect(first.headers.get('ratelimit-limit')).toBe(String(BUDGET));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(cost.throttleStatus.currentlyAvailable));
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(first.headers.get('x-request-cost')).toBe(String(cost.actualQueryCost));

    const second = await post(BROWSE, token);
    expect(second.extensions!.cost!.throttleStatus.currentlyAvailable).toBeLessThan(cost.throttleStatus.currentlyAvailable);
  });

  it('answers 429 THROTTLED with Retry-After once a loop spends the budget, and runs again after that wait', async () => {
    const token = await partner();
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < BUDGET && !refused; i += 1) {
      const res = await post(BROWSE, token);
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.data ?? null).toBeNull();
    expect(refused?.errors?.[0].extensions?.code).toBe('THROTTLED');
    expect(refused?.v20Calls).toBe(0);
    const cost = refused!.extensions!.cost!;
    expect(cost.actualQueryCost).toBe(0);
    expect(cost.throttleStatus.currentlyAvailable).toBeLessThan(cost.requestedQueryCost);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get('ratelimit-remaining')).toBe(String(cost.throttleStatus.currentlyAvailable));

    await new Promise((r) => setTimeout(r, retryAfter * 1000));
    const again = await post(BROWSE, token);
    expect(again.status).toBe(200);
    expect(again.data.listings.edges).toHaveLength(5);
  });

  it('a query refused before it runs costs nothing', async () => {
    const token = await partner();
    const tooCostly = await post(QUESTIONS, token);
    expect(tooCostly.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(tooCostly.extensions!.cost).toEqual({
      requestedQueryCost: 404, actualQueryCost: 0, throttleStatus: { maximumAvailable: BUDGET, currentlyAvailable: BUDGET, restoreRate: RESTORE_RATE },
    });
    const invalid = await post('{ listings(first: 1) { edges { node { noSuchField } } } }', token);
    expect(invalid.errors?.[0].message).toMatch(/noSuchField/);
    expect(invalid.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(BUDGET);
    expect(invalid.headers.get('ratelimit-remaining')).toBe(String(BUDGET));
  });

  it('an operation costing more than the whole budget is refused as such, not throttled', async () => {
    const token = await partner();
    const res = await post(FIFTEEN_PAGES, token);
    expect(res.status).toBe(200);
    expect(res.errors?.[0].extensions?.code).toBe('MAX_COST_EXCEEDED');
    expect(res.headers.get('retry-after')).toBeNull();
    expect(res.extensions!.cost).toMatchObject({ requestedQueryCost: 30, actualQueryCost: 0 });
    expect(res.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(BUDGET);
  });

  it('web sessions have no budget: no cost extension, no rate-limit headers, never throttled', async () => {
    const token = await stack.tokenFor('manager');
    for (let i = 0; i < 3; i += 1) {
      const res = await post(BROWSE, token);
      expect(res.status).toBe(200);
      expect(res.extensions?.cost).toBeUndefined();
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    }
  });

  it('a revoked partner token gets no budget of its own (the api refuses it)', async () => {
    const { token, sid } = await partnerTokenFor(stack.api);
    await revokePartnerToken(stack.api, sid);
    const res = await post(BROWSE, token);
    expect(res.extensions?.cost).toBeUndefined();
    expect(res.headers.get('ratelimit-limit')).toBeNull();
  });
});
