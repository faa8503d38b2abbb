// Vendor marketplace figures (`npm run bench`, or `BENCH_ONLY=vendors`), on an in-process
// api + gateway (the gateway tests' stack: a copy of the seeded PGlite, real HTTP between
// them, live updates through the signed webhook):
//  1. v20 calls behind one page of the vendor's job feed, at two page sizes (flat when
//     the gateway does not call once per job)
//  2. that feed page through the gateway beside the api's own list, sequential requests
//     (p50, p99), with 1,000 open jobs in one region
//  3. time from a manager's booking (REST) to the vendor's serviceActivityUpdated feed
//     holding the new offer: dispatcher → webhook → gateway → re-read → SSE
import { rows, sql } from '../api/db/client.js';
import { homeTimeZone } from '../api/domain/services/business-hours.js';
import { serviceTypeId } from '../tests/api/service-marketplace-helpers.js';
import { startStack, type Stack } from '../tests/gateway/harness.js';
import { demoUserId } from '../tests/support/residents.js';
import { ensureSnapshot } from '../tests/support/snapshot.js';
import { subscribeSse } from '../tests/support/sse.js';
import { percentile } from './load.js';

const OPEN_JOBS = Number(process.env.BENCH_OPEN_JOBS ?? 1_000);
const REQUESTS = Number(process.env.BENCH_FEED_REQUESTS ?? 200);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50);
const FEED = `query($first: Int!) { serviceActivities(first: $first, status: REQUESTED) {
  edges { node { id databaseId status serviceType { name } priceCents home { city } timeZone viewerMay } } pageInfo { hasNextPage endCursor } } }`;
const UPDATED = 'subscription { serviceActivityUpdated { databaseId status } }';

const round = (n: number) => Math.round(n * 100) / 100;
const spread = (ms: number[]) => {
  const sorted = [...ms].sort((x, y) => x - y);
  return { p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)) };
};

interface Home { id: number; region: string; state: string; managerId: number }

/** A listed home of the demo manager in Atlanta (the seeded company serves every demo region). */
async function benchHome(stack: Stack): Promise<Home> {
  const managerId = await demoUserId(stack.api.deps, 'manager');
  const [home] = await rows<{ id: number; region: string; state: string }>(stack.api.deps.database.db, sql`
    SELECT id, region, state FROM buildings WHERE manager_user_id = ${managerId} AND region = 'ga/atlanta' ORDER BY id LIMIT 1`);
  return { ...home!, managerId };
}

/** OPEN_JOBS requested jobs nobody holds, in one statement (the feed's data, not what is measured). */
async function fillRegion(stack: Stack, home: Home, typeId: number): Promise<void> {
  await stack.api.deps.database.db.execute(sql`
    INSERT INTO service_activities (building_id, service_type_id, time_zone, access_requirement, notes, price_cents,
      requested_by_user_id, requested_by_actor_role)
    SELECT ${home.id}, ${typeId}, ${homeTimeZone(home.region, home.state)}, 'none_vendor_direct_access', 'Bench job ' || n, 9000,
      ${home.managerId}, 'manager'
    FROM generate_series(1, ${OPEN_JOBS}) AS n`);
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return ms;
}

async function bookToFeed(stack: Stack, home: Home, typeId: number, manager: string, vendor: string) {
  const feed = await subscribeSse(`${stack.gateway.url}/graphql`, UPDATED, {}, { token: vendor });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < BOOKINGS; i++) {
      const started = performance.now();
      const res = await fetch(`${stack.api.url}/v20/service-activities`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${manager}` },
        body: JSON.stringify({ building_id: home.id, service_type_id: typeId, access_requirement: 'no_access_needed', notes: `Bench booking ${i}` }),
      });
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: number };
      for (;;) {
        const m = await feed.next(15_000);
        if (m.data?.serviceActivityUpdated?.databaseId === id) break;
      }
      latencies.push(performance.now() - started);
    }
  } finally {
    feed.close();
  }
  return { bookings: latencies.length, ...spread(latencies) };
}

export async function vendorFigures(emit: (o: Record<string, unknown>) => void): Promise<void> {
  await ensureSnapshot();
  const stack = await startStack();
  try {
    await stack.gateway.webhookRegistered;
    const home = await benchHome(stack);
    const typeId = await serviceTypeId(stack.api, 'initial_property_inspection');
    await fillRegion(stack, home, typeId);
    const vendor = await stack.tokenFor('multi', 'vendor');
    const manager = await stack.tokenFor('manager', 'manager');
    const calls = async (first: number) => {
      const res = await stack.gql<{ serviceActivities: { edges: unknown[] } }>(FEED, { first }, { token: vendor });
      if (res.errors || res.data?.serviceActivities.edges.length !== first) throw new Error(`feed page: ${JSON.stringify(res.errors ?? res.data)}`);
      return res.v20Calls;
    };
    emit({ metric: 'vendor_feed_v20_calls', open_jobs: OPEN_JOBS, page_10: await calls(10), page_50: await calls(50) });
    const viaGateway = await timed(() => stack.gql(FEED, { first: 20 }, { token: vendor }));
    const direct = await timed(async () => {
      const res = await fetch(`${stack.api.url}/v20/service-activities/requested?limit=20`, { headers: { authorization: `Bearer ${vendor}` } });
      await res.json();
    });
    emit({ metric: 'vendor_feed_page_20', open_jobs: OPEN_JOBS, requests: REQUESTS, gateway: spread(viaGateway), api_alone: spread(direct) });
    emit({ metric: 'booking_to_vendor_feed_event', via: 'in-process api + gateway (dispatcher → webhook → gateway → SSE)',
      ...(await bookToFeed(stack, home, typeId, manager, vendor)) });
  } finally {
    await stack.close();
  }
}
