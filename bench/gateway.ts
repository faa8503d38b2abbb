// The gateway's cost over REST (issue 17), `BENCH_ONLY=gateway`. One run, one machine:
// read the ratios, not the absolute times (the machine is shared).
//  1. a gateway in its own process (beside the app started as `npm start` does) against
//     fetching the same data straight from v20 with the fewest calls, at the same
//     concurrency: browse 50 homes with bedrooms, bathrooms and parking (4 calls), a
//     listing detail (4 calls) and the signed-in viewer (1 call); throughput and p50 ratios
//  2. CPU seconds per query of the gateway process beside the api process for that load
//     (utime + stime from /proc/<pid>/stat, summed over each process tree, before and after)
//  3. `npm start` (api and gateway in one process): browse throughput beside the api alone
//  4. REST calls per query at page sizes 10 and 100 for each list a screen shows
//     (header x-hearth-v20-calls, sent outside production), with the items returned
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../api/db/seed/demo-users.js';
import { startStandaloneGateway } from './live.js';
import { runLoad, type LoadResult } from './load.js';

type Emit = (obj: Record<string, unknown>) => void;
interface Target { apiUrl: string; gatewayUrl: string; appPid: number; secret: string }

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const STANDALONE_PORT = Number(process.env.BENCH_PORT ?? 4700) + 4;
const round = (n: number) => Math.round(n * 100) / 100;

const BROWSE = `query BenchBrowse($first: Int!) {
  listings(first: $first, sort: RECOMMENDED) {
    edges { node { id title priceRange { min { cents } }
      bedrooms { id name rent { totalRent { cents } } availableOn }
      bathrooms { id bathroomType countingWeight }
      parkingSpots { id parkingType } } }
    pageInfo { hasNextPage endCursor } } }`;
const DETAIL = `query BenchDetail($databaseId: String!) {
  listing(databaseId: $databaseId) { id databaseId title description address { city state }
    priceRange { min { cents formatted } max { cents formatted } }
    bedrooms { id name rent { totalRent { cents formatted } } availableOn }
    bathrooms { id bathroomType countingWeight }
    parkingSpots { id parkingType } } }`;
/** The page of BROWSE straight from v20: cards, since the query asks for no description or amenities. */
const BROWSE_REST_PAGE = 'limit=50&sort=recommended&view=card';
const VIEWER = `query BenchViewer { viewer { isGuest currentRole user { id databaseId email firstName lastName phoneNumber } } }`;

/** The lists screens show, each with the role that sees it; `$first` is the page size. */
const LISTS: Array<{ list: string; role: 'guest' | 'tenant' | 'manager' | 'staff' | 'vendor'; query: string; items: (data: any) => number }> = [
  {
    list: 'browse with availability and compatibility',
    role: 'tenant',
    query: `query($first: Int!) { listings(first: $first) { edges { node { id title priceRange { min { formatted } }
      availability(startDate: "2026-12-01") { isAvailable availableOn bedroom { id name } }
      compatibility { score reason housemateCount } } } } }`,
    items: (d) => d.listings.edges.length,
  },
  {
    list: 'manager tenants',
    role: 'manager',
    query: `query($first: Int!) { viewer { managedLifecycles(first: $first) { edges { node { id state moveInDate
      assignedBedroom { id name } building { id title }
      applicant { displayName occupation screening { applicant { status } } }
      compatibility { score reason } lease { id status } } } } } }`,
    items: (d) => d.viewer.managedLifecycles.edges.length,
  },
  {
    list: 'tickets',
    role: 'manager',
    query: `query($first: Int!) { viewer { maintenanceTickets(first: $first) { edges { node { id title status areaLabel
      building { id title } createdBy { firstName } lastUpdateAt } } } } }`,
    items: (d) => d.viewer.maintenanceTickets.edges.length,
  },
  {
    list: 'ledger',
    role: 'manager',
    query: `query($first: Int!) { viewer { billing { ledger { entries(first: $first) { edges { node { id kind ledgerItemType
      amount { cents formatted } description periodMonth building { id title } counterparty { userId firstName } createdAt } } } } } } }`,
    items: (d) => d.viewer.billing.ledger.entries.edges.length,
  },
  {
    list: 'cases',
    role: 'staff',
    query: `query($first: Int!) { viewer { resolutionCases(first: $first) { edges { node { id databaseId kindLabel statusLabel
      buildingName bedroomName tenant { firstName } actionRequiredBy createdAt } } } } }`,
    items: (d) => d.viewer.resolutionCases.edges.length,
  },
  {
    list: 'vendor jobs',
    role: 'vendor',
    query: `query($first: Int!) { serviceActivities(first: $first, scope: OPEN, status: REQUESTED) { edges { node { id status
      viewerMay priceCents serviceType { id name category } home { city state region } } } } }`,
    items: (d) => d.serviceActivities.edges.length,
  },
];

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

interface Measured extends LoadResult { cpu: Record<string, number> }

/** One load, with each named process's CPU seconds per task over it. */
async function measure(url: string, requests: autocannon.Request[], pids: Record<string, number>): Promise<Measured> {
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
  const result = await runLoad({
    url, connections: CONCURRENCY, durationMs: DURATION_MS, requests,
    failed: (body) => body.startsWith('{') && body.includes('"errors"'),
  });
  const tasks = result.requests / requests.length;
  const cpu = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [`${k}_cpu_ms_per_query`, round(((cpuSeconds(pid) - before[k]) / tasks) * 1000)]));
  return { ...result, cpu };
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

function compare(emit: Emit, figure: string, gateway: Measured, direct: Measured, calls: number) {
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
      await measure(url, [gqlRequest(guest, BROWSE, { first: 50 })], pids),
      await measure(t.apiUrl, straightFromApi(guest, BROWSE_REST_PAGE), pids),
      browse.calls);

    const id = browse.data.listings.edges[0].node.id;
    const databaseId = Buffer.from(id, 'base64').toString().split(':')[1];
    const detail = await gql(url, guest, DETAIL, { databaseId });
    compare(emit, 'listing detail',
      await measure(url, [gqlRequest(guest, DETAIL, { databaseId })], pids),
      await measure(t.apiUrl, straightFromApi(guest, `ids=${databaseId}`), pids),
      detail.calls);

    const viewer = await gql(url, tenant, VIEWER);
    compare(emit, 'signed-in viewer',
      await measure(url, [gqlRequest(tenant, VIEWER)], pids),
      await measure(t.apiUrl, [{ method: 'GET', path: '/v20/me/', headers: { authorization: `Bearer ${tenant}` } }], pids),
      viewer.calls);
  } finally {
    process.kill(-standalone.pid!, 'SIGINT');
    await new Promise((r) => standalone.once('exit', r));
  }
}

/** Figure 3: browse through the app's own gateway beside the api of the same process. */
async function oneProcessFigures(emit: Emit, t: Target) {
  const guest = await guestToken(t.apiUrl);
  const pids = { gateway: t.appPid, api: t.appPid };
  const viaGateway = await measure(t.gatewayUrl, [gqlRequest(guest, BROWSE, { first: 50 })], pids);
  const direct = await measure(t.apiUrl, straightFromApi(guest, BROWSE_REST_PAGE), pids);
  emit({ metric: 'one_process_browse', via: 'npm start gateway', ...viaGateway, cpu: undefined, app_cpu_ms_per_query: viaGateway.cpu.api_cpu_ms_per_query });
  emit({ metric: 'one_process_browse', via: 'api alone (4 requests per task, the page as view=card)', ...direct, cpu: undefined, app_cpu_ms_per_query: direct.cpu.api_cpu_ms_per_query });
  emit({
    metric: 'one_process_ratio', figure: 'browse 50 homes', throughput_ratio: round(viaGateway.throughputPerS / direct.throughputPerS),
    task_latency_ratio: round(viaGateway.taskMeanMs / direct.taskMeanMs), goal: 'throughput >= 0.8',
  });
}

/**
 * The demo data has no maintenance tickets: the manager opens `count` on one of their
 * homes, so a page of 10 and a page of 100 differ. (The demo data holds no ledger
 * entries, resolution cases or open vendor jobs for these users either: those lines
 * print 0 items, and say only what an empty page costs.)
 */
async function openTickets(t: Target, token: string, count: number) {
  const homes = await gql(t.gatewayUrl, token, '{ viewer { managedBuildings(first: 1) { edges { node { databaseId } } } } }');
  const buildingId = Number(homes.data.viewer.managedBuildings.edges[0].node.databaseId);
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${t.apiUrl}/v20/maintenance-tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        building_id: buildingId, area: 'common_areas', access_requirement: 'no_access_needed',
        title: `Hallway light ${i + 1} flickers`, description: 'The ceiling light outside the bathroom flickers in the evening.',
      }),
    });
    if (!res.ok) throw new Error(`open ticket: ${res.status} ${await res.text()}`);
  }
}

/** Figure 4: REST calls behind one page of each list, at two page sizes. */
async function callsPerPage(emit: Emit, t: Target) {
  const tokens: Record<string, string> = { guest: await guestToken(t.apiUrl) };
  for (const role of ['tenant', 'manager', 'staff', 'vendor'] as const) tokens[role] = await tokenFor(t.apiUrl, role);
  await openTickets(t, tokens.manager, 30);
  for (const { list, role, query, items } of LISTS) {
    const small = await gql(t.gatewayUrl, tokens[role], query, { first: 10 });
    const large = await gql(t.gatewayUrl, tokens[role], query, { first: 100 });
    emit({
      metric: 'rest_calls_per_query', list, as: role,
      page_10: { items: items(small.data), v20_calls: small.calls },
      page_100: { items: items(large.data), v20_calls: large.calls },
      constant: small.calls === large.calls,
    });
  }
}

export async function gatewayFigures(emit: Emit, t: Target) {
  await callsPerPage(emit, t);
  await standaloneFigures(emit, t);
  await oneProcessFigures(emit, t);
}
