import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { startTestApi, type TestApi } from '../support/api.js';
import { partnerTokenFor } from '../gateway/support/partner-token.js';
import { describeWith } from './support/servers.js';

// Two gateway instances sharing the Redis of TEST_REDIS_URL (without it the suite is
// reported as skipped, with the reason): a partner token has one bucket, whichever
// instance its requests reach.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const BUDGET = 10;
const BROWSE = '{ listings(first: 2) { edges { node { title bedrooms { name } } } } }'; // 2 points

let api: TestApi & { url: string };
let a: RunningGateway;
let b: RunningGateway;

function gateway() {
  return startGateway(loadGatewayConfig({
    PORT: '0', V20_API_URL: api.url, NODE_ENV: 'test', WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
    REDIS_URL: redisUrl, GATEWAY_PARTNER_BUDGET: String(BUDGET), GATEWAY_PARTNER_RESTORE_RATE: '0.5',
  }));
}

async function post(g: RunningGateway, token: string) {
  const res = await fetch(`${g.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: BROWSE }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[]; extensions?: { cost?: { throttleStatus: { currentlyAvailable: number } } } };
  return { status: res.status, code: body.errors?.[0]?.extensions?.code, left: body.extensions?.cost?.throttleStatus.currentlyAvailable };
}

describeWith(['redis'], 'partner budgets across gateway instances (Redis)', () => {
  beforeAll(async () => {
    api = await startTestApi();
    [a, b] = await Promise.all([gateway(), gateway()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await api?.close();
  });

  it('spends one bucket per token on both instances, and throttles on either', async () => {
    const { token } = await partnerTokenFor(api);
    const first = await post(a, token);
    const second = await post(b, token);
    expect(first).toMatchObject({ status: 200, left: BUDGET - 2 });
    // B saw what A took: 0.5 points a second cannot give back two in between.
    expect(second.status).toBe(200);
    expect(second.left).toBeLessThanOrEqual(BUDGET - 4 + 1);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await post(i % 2 ? a : b, token)).code);
    expect(codes).toContain('THROTTLED');
  });

  it('keeps each token\'s bucket apart', async () => {
    const [one, two] = await Promise.all([partnerTokenFor(api), partnerTokenFor(api)]);
    await post(a, one.token);
    expect((await post(b, two.token)).left).toBe(BUDGET - 2);
  });
});
