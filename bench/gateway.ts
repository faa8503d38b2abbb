// The gateway's cost over REST (issue 17), `BENCH_ONLY=gateway`. One run, one machine:
// read the ratios, not the absolute times (the machine is shared).
//  1. a gateway in its own process (beside the app started as `npm start` does) against
//     fetching the same data straight from v20 with the fewest calls, at the same
//     concurrency: browse 50 homes with bedrooms, bathrooms and parking (4 calls), a
//     listing detail (4 calls) and the signed-in viewer (1 call); throughput and p50 ratios,
//     the two sides taken in turn in slices (see alternate)
//  2. CPU seconds per query of the gateway process beside the api process for that load
//     (utime + stime from /proc/<pid>/stat, summed over each process tree, before and after)
//  3. `npm start` (api and gateway in one process): browse throughput beside the api alone,
//     taken in turn the same way
//  4. REST calls per query at page sizes 10 and 100 for each list a screen shows
//     (header x-hearth-v20-calls, sent outside production), with the items returned:
//     bench/calls.ts, on its own stack with every list filled (bench/list-data.ts)
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../api/db/seed/demo-users.js';
import { callsFigures } from './calls.js';
import { startStandaloneGateway } from './live.js';
import { runLoad, type LoadResult } from './load.js';
import { BROWSE_QUERY as BROWSE } from './queries.js';

type Emit = (obj: Record<string, unknown>) => void;
interface Target { apiUrl: string; gatewayUrl: string; appPid: number; secret: string }

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const STANDALONE_PORT = Number(process.env.BENCH_PORT ?? 4700) + 4;
/** Each comparison alternates its two loads in this many slices each (about DURATION_MS / 2 per slice). */
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
const round = (n: number) => Math.round(n * 100) / 100;

const DETAIL = `query BenchDetail($databaseId: String!) {
  listing(databaseId: $databaseId) { id databaseId title description address { city state }
    priceRange { min { cents formatted } max { cents formatted } }
    bedrooms { id name rent { totalRent { cents formatted } } availableOn }
    bathrooms { id bathroomType countingWeight }
    parkingSpots { id parkingType } } }`;
/** The page of BROWSE straight from v20: cards, since the query asks for no description or amenities. */
const BROWSE_REST_PAGE = 'limit=50&sort=recommended&view=card';
const VIEWER = `query BenchViewer { viewer { isGuest currentRole user { id databaseId email firstName lastName phoneNumber } } }`;

async function tokenFor(apiUrl: string, role: 'tenant' | 'manager' | 'staff' | 'vendor'): Promise<string> {
  const res = await fetch(`${apiUrl}/v20/email-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@hearth.test`, password: DEMO_PASSWORD, user_role: role === 'staff' ? 'tenant' : role }),
  });
  if (!res.ok) throw new Error(`sign-in as ${role}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function guestToken(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/v20/g/session`, { method: 'POST' });
  if (res.ok) return ((await res.json()) as { token: string }).token;
  throw new Error(`guest session: ${res.status}`);
}

async function gql(gatewayUrl: string, token: string, query: string, variables: object = {}) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: Array<{ message: string }> };
  if (!body.data || body.errors) throw new Error(`bench query failed: ${JSON.stringify(body.errors)}`);
  return { data: body.data, calls: Number(res.headers.get('x-hearth-v20-calls')), bytes: JSON.stringify(body).length };
}

/** CPU seconds (user + system) of a process and its descendants (npx → tsx → node). */
function cpuSeconds(rootPid: number): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command name in parentheses: state ppid ... utime(14) stime(15).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(rest[1]));
      ticks.set(Number(name), Number(rest[11]) + Number(rest[12]));
    } catch {
      /* gone */
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) if (tree.has(ppid) && !tree.has(pid)) { tree.add(pid); grew = true; }
  }
  // USER_HZ is 100 on Linux.
  return [...tree].reduce((sum, pid) => sum + (ticks.get(pid) ?? 0), 0) / 100;
}

interface Side { url: string; requests: autocannon.Request[] }
/** One side's slices summed: throughput over their time, CPU per query over their tasks. */
interface Measured extends LoadResult { cpu: Record<string, number>; slices: number; tasks_per_slice: number }

const failedQuery = (body: string) => body.startsWith('{') && body.includes('"errors"');

/**
 * Two loads taken in turn in slices (gateway, direct, direct, gateway, ...), each side's
 * slices summed, after a first slice of each that is not counted. Measured one after the
 * other (gateway first), the api's CPU per `GET /me/` read 1–4 ms higher through the
 * gateway in every run, though profiles of the api under each load show the same work per
 * call: the first load paid for what the load before it left (garbage, colder code) and
 * for a machine that changed in between. Every slice is the same number of tasks run to
 * completion (autocannon's `amount`), sized from the gateway's warm-up slice to last about
 * DURATION_MS / 2: a slice cut by time would drop the work of the queries in flight (up
 * to 8 whole queries through the gateway, single calls straight from the api).
 */
async function alternate(sides: { gateway: Side; direct: Side }, pids: Record<string, number>): Promise<{ gateway: Measured; direct: Measured }> {
  const sizing = await runLoad({ ...sides.gateway, connections: CONCURRENCY, durationMs: DURATION_MS / 2, failed: failedQuery });
  const tasksPerSlice = Math.max(CONCURRENCY * 2, Math.round((sizing.throughputPerS * DURATION_MS) / 2000));
  const slice = (side: Side) => runLoad({
    ...side, connections: CONCURRENCY, durationMs: DURATION_MS * 4, amount: tasksPerSlice * side.requests.length, failed: failedQuery,
  });
  await slice(sides.direct);
  const totals = { gateway: [] as Array<{ load: LoadResult; cpu: Record<string, number> }>, direct: [] as Array<{ load: LoadResult; cpu: Record<string, number> }> };
  const order = ['gateway', 'direct', 'direct', 'gateway'] as const;
  for (let i = 0; i < SLICES * 2; i++) {
    const side = order[i % order.length];
    const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
    const load = await slice(sides[side]);
    totals[side].push({ load, cpu: Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid) - before[k]])) });
  }
  const summed = (parts: typeof totals.gateway, perTask: number): Measured => {
    const requests = parts.reduce((sum, p) => sum + p.load.requests, 0);
    const seconds = parts.reduce((sum, p) => sum + p.load.durationS, 0);
    const tasks = requests / perTask;
    const throughputPerS = tasks / seconds;
    const p50s = parts.map((p) => p.load.p50Ms).sort((x, y) => x - y);
    return {
      requests, errors: parts.reduce((sum, p) => sum + p.load.errors, 0), durationS: round(seconds), slices: parts.length, tasks_per_slice: tasksPerSlice,
      throughputPerS: round(throughputPerS), taskMeanMs: round((CONCURRENCY / throughputPerS) * 1000),
      p50Ms: p50s[Math.floor(p50s.length / 2)], p99Ms: Math.max(...parts.map((p) => p.load.p99Ms)),
      cpu: Object.fromEntries(Object.keys(pids).map((k) => [`${k}_cpu_ms_per_query`, round((parts.reduce((sum, p) => sum + p.cpu[k], 0) / tasks) * 1000)])),
    };
  };
  return { gateway: summed(totals.gateway, sides.gateway.requests.length), direct: summed(totals.direct, sides.direct.requests.length) };
}

const gqlRequest = (token: string, query: string, variables: object = {}): autocannon.Request => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query, variables }),
});

/**
 * A page (or one listing by id), then its bedrooms, bathrooms and parking spots by id: the fewest calls for that data.
 * Browse asks for the page as cards (`view=card`: no description or amenities), as the gateway does for BROWSE.
 */
function straightFromApi(token: string, first: string): autocannon.Request[] {
  // A page that timed out leaves no ids: the part call then fails (counted), rather than the bench.
  const idsOf = (context: any, key: string) => (context.page?.results ?? []).flatMap((b: any) => b[key]).join(',');
  const byIds = (path: string, key: string): autocannon.Request => ({
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
    setupRequest: (request, context) => ({ ...request, path: `/v20${path}?ids=${idsOf(context, key)}` }),
  });
  return [
    {
      method: 'GET',
      path: `/v20/g/listings?${first}`,
      headers: { authorization: `Bearer ${token}` },
      onResponse: (_status, body, context: any) => { context.page = JSON.parse(body); },
    },
    byIds('/bedrooms', 'bedroom_ids'),
    byIds('/bathrooms', 'bathroom_ids'),
    byIds('/parking-spots', 'parking_spot_ids'),
  ];
}

function compare(emit: Emit, figure: string, measured: { gateway: Measured; direct: Measured }, calls: number) {
  const { gateway, direct } = measured;
  emit({ metric: 'gateway_vs_rest', figure, via: 'standalone gateway', concurrency: CONCURRENCY, v20_calls: calls, ...gateway });
  emit({ metric: 'gateway_vs_rest', figure, via: `api direct (${calls} requests per task${figure.startsWith('browse') ? ', the page as view=card' : ''})`, concurrency: CONCURRENCY, ...direct });
  emit({
    metric: 'gateway_ratio',
    figure,
    throughput_ratio: round(gateway.throughputPerS / direct.throughputPerS),
    // Per task (a query, or its 4 REST calls in order): the mean, by Little's law; autocannon's p50 is per request.
    task_latency_ratio: round(gateway.taskMeanMs / direct.taskMeanMs),
    gateway_cpu_ms_per_query: gateway.cpu.gateway_cpu_ms_per_query,
    api_cpu_ms_per_query: gateway.cpu.api_cpu_ms_per_query,
    api_cpu_ms_per_query_direct: direct.cpu.api_cpu_ms_per_query,
    gateway_cpu_over_api_cpu: round(gateway.cpu.gateway_cpu_ms_per_query / gateway.cpu.api_cpu_ms_per_query),
    goal: 'throughput >= 0.92, latency (p50) <= 1.08, gateway CPU <= 0.3x api CPU',
  });
}

/** Figures 1 and 2: a gateway in its own process beside the app's api. */
async function standaloneFigures(emit: Emit, t: Target) {
  const standalone: ChildProcess = await startStandaloneGateway(t.apiUrl, STANDALONE_PORT, t.secret);
  const url = `http://127.0.0.1:${STANDALONE_PORT}`;
  const pids = { gateway: standalone.pid!, api: t.appPid };
  try {
    const guest = await guestToken(t.apiUrl);
    const tenant = await tokenFor(t.apiUrl, 'tenant');

    const browse = await gql(url, guest, BROWSE, { first: 50 });
    emit({ metric: 'browse_response', homes: browse.data.listings.edges.length, v20_calls: browse.calls, graphql_json_bytes: browse.bytes });
    compare(emit, 'browse 50 homes',
      await alternate({
        gateway: { url, requests: [gqlRequest(guest, BROWSE, { first: 50 })] },
        direct: { url: t.apiUrl, requests: straightFromApi(guest, BROWSE_REST_PAGE) },
      }, pids),
      browse.calls);

    const id = browse.data.listings.edges[0].node.id;
    const databaseId = Buffer.from(id, 'base64').toString().split(':')[1];
    const detail = await gql(url, guest, DETAIL, { databaseId });
    compare(emit, 'listing detail',
      await alternate({
        gateway: { url, requests: [gqlRequest(guest, DETAIL, { databaseId })] },
        direct: { url: t.apiUrl, requests: straightFromApi(guest, `ids=${databaseId}`) },
      }, pids),
      detail.calls);

    const viewer = await gql(url, tenant, VIEWER);
    compare(emit, 'signed-in viewer',
      await alternate({
        gateway: { url, requests: [gqlRequest(tenant, VIEWER)] },
        direct: { url: t.apiUrl, requests: [{ method: 'GET', path: '/v20/me/', headers: { authorization: `Bearer ${tenant}` } }] },
      }, pids),
      viewer.calls);
  } finally {
    process.kill(-standalone.pid!, 'SIGINT');
    await new Promise((r) => standalone.once('exit', r));
  }
}

/**
 * Figure 3: browse through the app's own gateway beside the api of the same process,
 * taken in turn as figure 1's are. The CPU per query (the whole process, both sides) is
 * printed beside the throughput, since on a busy machine it moves less than throughput does.
 */
async function oneProcessFigures(emit: Emit, t: Target) {
  const guest = await guestToken(t.apiUrl);
  const { gateway, direct } = await alternate({
    gateway: { url: t.gatewayUrl, requests: [gqlRequest(guest, BROWSE, { first: 50 })] },
    direct: { url: t.apiUrl, requests: straightFromApi(guest, BROWSE_REST_PAGE) },
  }, { app: t.appPid });
  const figures = ({ cpu, ...m }: Measured) => ({ ...m, app_cpu_ms_per_query: cpu.app_cpu_ms_per_query });
  emit({ metric: 'one_process_browse', via: 'npm start gateway', concurrency: CONCURRENCY, ...figures(gateway) });
  emit({ metric: 'one_process_browse', via: 'api alone (4 requests per task, the page as view=card)', concurrency: CONCURRENCY, ...figures(direct) });
  emit({
    metric: 'one_process_ratio', figure: 'browse 50 homes', throughput_ratio: round(gateway.throughputPerS / direct.throughputPerS),
    task_latency_ratio: round(gateway.taskMeanMs / direct.taskMeanMs),
    // Both loads keep the one process busy, so throughput follows CPU per query: api alone / through the gateway.
    cpu_per_query_ratio: round(direct.cpu.app_cpu_ms_per_query / gateway.cpu.app_cpu_ms_per_query),
    goal: 'throughput >= 0.8',
  });
}

export async function gatewayFigures(emit: Emit, t: Target) {
  await callsFigures(emit);
  await standaloneFigures(emit, t);
  await oneProcessFigures(emit, t);
}
