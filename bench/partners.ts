// Figure 9 (BENCH_ONLY=partners): partner cost accounting (gateway/budget).
//  - the cost of the browse query of 50 homes as a partner sees it in extensions.cost
//  - browse p50/p99/throughput through the gateway with a web session token and
//    with a partner token, in the same run (alternating rounds): the difference is
//    what cost accounting adds (confirming the partner's session with the api, the
//    bucket's take and refund, the cost extension and headers)
// In process, on the test stack (NODE_ENV=test, memory buckets). The partner's
// bucket is made large enough that the load is never throttled: what is measured
// is the accounting, not the refusals.
import { startStack } from '../tests/gateway/harness.js';
import { partnerTokenFor } from '../tests/gateway/support/partner-token.js';
import { counterSum } from '../tests/support/gateway-metrics.js';
import { ensureSnapshot } from '../tests/support/snapshot.js';
import { createMemoryStore } from '../gateway/budget/memoryStore.js';
import { createRedisStore } from '../gateway/budget/redisStore.js';
import type { BudgetStore } from '../gateway/budget/store.js';
import { runLoad } from './load.js';
import { BROWSE_QUERY } from './queries.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_PARTNER_ROUNDS ?? 2);
const HOMES = 50;
const BODY = JSON.stringify({ query: BROWSE_QUERY, variables: { first: HOMES } });

/**
 * The bucket's own work per request (take, then give back) on 1,000 tokens: a figure
 * the machine's load moves far less than the end-to-end ones. Redis only with
 * BENCH_REDIS_URL (one script round trip each).
 */
async function bucketMicros(store: BudgetStore, n: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const key = `bench-token-${i % 1000}`;
    await store.take(key, 4);
    await store.adjust(key, 1);
  }
  await store.close();
  return Math.round(((performance.now() - started) * 1000 / n) * 100) / 100;
}

export async function partnerFigures(emit: (o: Record<string, unknown>) => void): Promise<void> {
  const limits = { maximumAvailable: 1000, restoreRate: 50 };
  emit({ metric: 'partner_bucket_take_and_refund', store: 'memory', us_per_request: await bucketMicros(createMemoryStore(limits), 200_000) });
  const redisUrl = process.env.BENCH_REDIS_URL;
  if (redisUrl) {
    emit({ metric: 'partner_bucket_take_and_refund', store: 'redis', us_per_request: await bucketMicros(createRedisStore(redisUrl, limits), 5_000) });
  }
  await ensureSnapshot();
  const stack = await startStack({ GATEWAY_PARTNER_BUDGET: '1000000', GATEWAY_PARTNER_RESTORE_RATE: '1000000' });
  try {
    const session = await stack.tokenFor('manager');
    const partner = (await partnerTokenFor(stack.api)).token;

    const res = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${partner}` }, body: BODY,
    });
    const body = (await res.json()) as { data?: any; extensions?: { cost?: { requestedQueryCost: number; actualQueryCost: number } } };
    const cost = body.extensions?.cost;
    emit({
      metric: 'partner_browse_query_cost', homes: body.data?.listings.edges.length,
      requested: cost?.requestedQueryCost, actual: cost?.actualQueryCost, v20_calls_header: Number(res.headers.get('x-hearth-v20-calls')),
      // At the default budget (1000 points, 50 restored a second) a token sustains this many such queries a second.
      sustained_per_s_at_defaults: cost ? Math.round((50 / Math.max(1, cost.actualQueryCost)) * 100) / 100 : null,
    });

    // Every v20 call one request makes, the session confirmation included (the request's own header counts only its client's).
    const apiCallsOf = async (token: string) => {
      const before = await counterSum(stack.gateway.url, 'hearth_v20_requests_total');
      await fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: BODY,
      }).then((r) => r.text());
      return (await counterSum(stack.gateway.url, 'hearth_v20_requests_total')) - before;
    };
    emit({ metric: 'api_calls_per_browse_request', session: await apiCallsOf(session), partner: await apiCallsOf(partner) });

    const load = (token: string) => runLoad({
      url: stack.gateway.url,
      connections: CONCURRENCY,
      durationMs: DURATION_MS,
      requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: BODY }],
      failed: (text) => !text.startsWith('{"data":{'),
    });
    const runs: Record<'session' | 'partner', { p50Ms: number; p99Ms: number; throughputPerS: number }[]> = { session: [], partner: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [kind, token] of [['session', session], ['partner', partner]] as const) {
        const result = await load(token);
        runs[kind].push(result);
        emit({ metric: 'browse_50_homes_by_token', token: kind, round, concurrency: CONCURRENCY, ...result });
      }
    }
    // Mean over the rounds: the rounds alternate, so a busy moment of the machine falls on both kinds alike.
    const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;
    const of = (kind: 'session' | 'partner', key: 'p50Ms' | 'p99Ms' | 'throughputPerS') => mean(runs[kind].map((r) => r[key]));
    emit({
      metric: 'partner_cost_accounting_overhead',
      p50_ms: { session: of('session', 'p50Ms'), partner: of('partner', 'p50Ms') },
      p99_ms: { session: of('session', 'p99Ms'), partner: of('partner', 'p99Ms') },
      throughput_per_s: { session: of('session', 'throughputPerS'), partner: of('partner', 'throughputPerS') },
      throughput_ratio: Math.round((of('partner', 'throughputPerS') / of('session', 'throughputPerS')) * 100) / 100,
    });
  } finally {
    // autocannon stops at the deadline with requests in flight: let them finish before the api closes.
    await new Promise((r) => setTimeout(r, 2_000));
    await stack.close();
  }
}
