// `npm run bench`: prints one JSON object per line. Figures, not pass/fail.
//  1. REST calls made by the gateway for one browse query of 50 homes
//  2. throughput and latency of that query through the gateway, beside fetching
//     the same data straight from the api (the ratio is the overhead); load by autocannon
//  3. time from start to first successful response, fresh and existing data dir
//  4. peak memory (RSS high-water mark) of the app process under that load, and of a
//     standalone gateway under the same load (goal: 250 MB)
//  5. live updates (bench/live.ts): REST write → SSE subscriber latency, and one
//     gateway's memory with 1,000 open subscriptions (goal: 100 MB more)
//  6. resolution center (bench/resolution.ts): proposal → tenant's SSE latency, and
//     v20 calls behind the case list and a case page
//  7. demo data (bench/seed.ts): migrating and seeding an empty database
//  8. vendor marketplace (bench/vendors.ts): v20 calls behind the job feed, its p50/p99
//     beside the api alone with 1,000 open jobs, and booking → vendor's SSE latency
//  9. partners (bench/partners.ts): the browse query's cost as a partner sees it, and browse
//     p50/p99/throughput with a session token vs a partner token (cost accounting's overhead)
//     (BENCH_REDIS_URL: the bucket through Redis too)
// BENCH_ONLY=browse runs 1 to 4; BENCH_ONLY=live runs 3 and 5; BENCH_ONLY=resolution runs 6 only; BENCH_ONLY=seed 7 only;
// 10. staff global search (bench/search.ts): p50/p99 per kind of search over 100,000 users and homes
// 11. public site (bench/public.ts): HTML bytes, first-screen JS, FCP and first listing card on a slow phone
// 12. gateway cost over REST (bench/gateway.ts, issue 17): a standalone gateway vs the same data straight
//     from v20 (browse, listing detail, signed-in viewer: throughput, p50, CPU per query of each process),
//     npm start browse vs the api alone in one process, REST calls per query at page sizes 10 and 100
// BENCH_ONLY=vendors 8 only; BENCH_ONLY=partners 9 only; BENCH_ONLY=search 10 only; BENCH_ONLY=public 11 only;
// 13. 100× the data (bench/scale.ts, issue 17): browse p50 per sort and filter with the demo data and with 25,000
//     homes / 100,000 bedrooms, and the manager's ledger, tenants and tickets pages for 500 homes vs 5, on PostgreSQL
// BENCH_ONLY=gateway 12 only; BENCH_ONLY=scale 13 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchTicket, startStandaloneGateway, subscriptionsMemory, writeToEventLatency } from './live.js';
import { resolutionFigures } from './resolution.js';
import { seedFigures } from './seed.js';
import { vendorFigures } from './vendors.js';
import { partnerFigures } from './partners.js';
import { searchFigures } from './search.js';
import { publicFigures } from './public.js';
import { gatewayFigures } from './gateway.js';
import { scaleFigures } from './scale.js';
import autocannon from 'autocannon';
import { runLoad } from './load.js';
import { BROWSE_QUERY } from './queries.js';

// One secret for the app and the standalone gateway of the live figures (npm start would pick a random one).
const WEBHOOK_SHARED_SECRET = randomBytes(32).toString('hex');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
// Ports base, base+1 (the app), base+2 and base+4 (standalone gateways): BENCH_PORT moves them, so two benches can run on one machine.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4700);

function emit(obj: Record<string, unknown>) {
  console.log(JSON.stringify(obj));
}

interface App { child: ChildProcess; gatewayUrl: string; apiUrl: string; msToFirstResponse: number }

async function startApp(dataDir: string, port: number): Promise<App> {
  const started = performance.now();
  const child = spawn('npx', ['--no-install', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(port + 1), LOG_LEVEL: 'warn', WEBHOOK_SHARED_SECRET },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('app exited during start-up');
    try {
      // What a first visitor does: get a guest session, then browse.
      const session = await gql(gatewayUrl, 'mutation { startGuestSession { token } }', {});
      guestToken = session.data?.startGuestSession.token ?? '';
      if (guestToken && (await gql(gatewayUrl, BROWSE_QUERY, { first: 1 })).data) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, gatewayUrl, apiUrl: `http://127.0.0.1:${port + 1}`, msToFirstResponse: Math.round(performance.now() - started) };
}

async function stopApp(app: App) {
  process.kill(-app.child.pid!, 'SIGINT');
  await new Promise((r) => app.child.once('exit', r));
}

let guestToken = '';
async function gql(url: string, query: string, variables: object) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(guestToken ? { authorization: `Bearer ${guestToken}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

/**
 * The same data as BROWSE_QUERY, fetched the way a client without the gateway would:
 * a page of homes, then their bedrooms, bathrooms and parking spots by id. The page
 * is asked for as cards (`view=card`), as the gateway does: the query shows no description.
 */
function browseStraightFromApi(): autocannon.Request[] {
  const idsOf = (context: any, key: string) => context.page.results.flatMap((b: any) => b[key]).join(',');
  const byIds = (path: string, key: string): autocannon.Request => ({
    method: 'GET',
    headers: { authorization: `Bearer ${guestToken}` },
    setupRequest: (request, context) => ({ ...request, path: `/v20${path}?ids=${idsOf(context, key)}` }),
  });
  return [
    {
      method: 'GET',
      path: '/v20/g/listings?limit=50&sort=recommended&view=card',
      headers: { authorization: `Bearer ${guestToken}` },
      onResponse: (_status, body, context: any) => { context.page = JSON.parse(body); },
    },
    byIds('/bedrooms', 'bedroom_ids'),
    byIds('/bathrooms', 'bathroom_ids'),
    byIds('/parking-spots', 'parking_spot_ids'),
  ];
}

async function v20CallCount(gatewayUrl: string): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('hearth_v20_requests_total'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The start script runs under npx and tsx: the app is somewhere in the process tree. */
function nodePids(rootPid: number): number[] {
  const out = new Set<number>([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of readdirProc()) {
      const ppid = Number(/PPid:\s+(\d+)/.exec(entry.status)?.[1]);
      if (out.has(ppid) && !out.has(entry.pid)) {
        out.add(entry.pid);
        grew = true;
      }
    }
  }
  return [...out];
}

function readdirProc(): Array<{ pid: number; status: string }> {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .flatMap((n) => {
      try {
        return [{ pid: Number(n), status: readFileSync(`/proc/${n}/status`, 'utf8') }];
      } catch {
        return [];
      }
    });
}

/** Figures 1, 2 and 4: the browse query through the gateway and straight from the api, then peak memory. */
async function browseFigures(app: App) {
  const before = await v20CallCount(app.gatewayUrl);
  const once = await gql(app.gatewayUrl, BROWSE_QUERY, { first: 50 });
  const homes = once.data?.listings.edges.length;
  emit({ metric: 'rest_calls_per_browse_query', homes, calls: (await v20CallCount(app.gatewayUrl)) - before });

  const viaGateway = await runLoad({
    url: app.gatewayUrl,
    connections: CONCURRENCY,
    durationMs: DURATION_MS,
    requests: [{
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guestToken}` },
      body: JSON.stringify({ query: BROWSE_QUERY, variables: { first: 50 } }),
    }],
    failed: (body) => !body.startsWith('{"data":{'),
  });
  emit({ metric: 'browse_50_homes', via: 'gateway', concurrency: CONCURRENCY, ...viaGateway });
  const direct = await runLoad({ url: app.apiUrl, connections: CONCURRENCY, durationMs: DURATION_MS, requests: browseStraightFromApi() });
  emit({ metric: 'browse_50_homes', via: 'api_direct (4 requests per task)', concurrency: CONCURRENCY, ...direct });
  emit({
    metric: 'gateway_overhead',
    task_mean_ratio: Math.round((viaGateway.taskMeanMs / direct.taskMeanMs) * 100) / 100,
    throughput_ratio: Math.round((viaGateway.throughputPerS / direct.throughputPerS) * 100) / 100,
  });
  const pids = nodePids(app.child.pid!);
  emit({ metric: 'peak_memory', process: 'app (api + gateway, one process)', rss_mb: Math.max(...pids.map(peakRssMb)) });
  await gatewayPeakMemory(app);
}

/**
 * Figure 4, the gateway's part (issue 17): a gateway in its own process, as deployed,
 * under the same browse load; its peak RSS (VmHWM of the node process) beside the goal.
 * The app's figure above includes the api and its embedded PostgreSQL.
 */
async function gatewayPeakMemory(app: App) {
  const port = BASE_PORT + 3;
  const gateway = await startStandaloneGateway(app.apiUrl, port, WEBHOOK_SHARED_SECRET);
  try {
    const load = await runLoad({
      url: `http://127.0.0.1:${port}`,
      connections: CONCURRENCY,
      durationMs: DURATION_MS,
      requests: [{
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${guestToken}` },
        body: JSON.stringify({ query: BROWSE_QUERY, variables: { first: 50 } }),
      }],
      failed: (body) => !body.startsWith('{"data":{'),
    });
    const rssMb = Math.max(...nodePids(gateway.pid!).map(peakRssMb));
    emit({
      metric: 'peak_memory', process: 'standalone gateway under the browse load', concurrency: CONCURRENCY,
      queries: load.requests, errors: load.errors, rss_mb: rssMb, goal: 'rss_mb <= 250', met: rssMb <= 250,
    });
  } finally {
    process.kill(-gateway.pid!, 'SIGINT');
    await new Promise((r) => gateway.once('exit', r));
  }
}

/** Figure 5 (bench/live.ts). `BENCH_ONLY=live` runs just these (after the start-up figures). */
async function liveFigures(app: App) {
  const ticket = await benchTicket(app);
  emit({ metric: 'live_write_to_sse_event', via: 'npm start (api dispatcher → webhook → gateway → SSE)', ...(await writeToEventLatency(app, ticket)) });
  const standalone = await startStandaloneGateway(app.apiUrl, BASE_PORT + 2, WEBHOOK_SHARED_SECRET);
  try {
    const { memory, fanOut } = await subscriptionsMemory({ apiUrl: app.apiUrl, gatewayUrl: `http://127.0.0.1:${BASE_PORT + 2}` }, ticket);
    emit({
      metric: 'live_open_subscriptions_memory', process: 'one standalone gateway', ...memory,
      goal: 'rss_delta_mb <= 100 for 1,000 subscriptions', met: memory.subscriptions >= 1000 && memory.rss_delta_mb <= 100,
    });
    emit({ metric: 'live_event_fan_out', process: 'one standalone gateway', ...fanOut });
  } finally {
    process.kill(-standalone.pid!, 'SIGINT');
    await new Promise((r) => standalone.once('exit', r));
  }
}

async function appFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
  try {
    const fresh = await startApp(dataDir, BASE_PORT);
    emit({ metric: 'start_to_first_response', data_dir: 'fresh', ms: fresh.msToFirstResponse });
    await stopApp(fresh);

    const app = await startApp(dataDir, BASE_PORT);
    emit({ metric: 'start_to_first_response', data_dir: 'existing', ms: app.msToFirstResponse });

    try {
      if (!only || only === 'browse') await browseFigures(app);
      if (!only || only === 'live') await liveFigures(app);
      if (!only || only === 'gateway') {
        await gatewayFigures(emit, { apiUrl: app.apiUrl, gatewayUrl: app.gatewayUrl, appPid: app.child.pid!, secret: WEBHOOK_SHARED_SECRET });
      }
    } finally {
      await stopApp(app);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
const SECTIONS = ['seed', 'browse', 'live', 'resolution', 'vendors', 'partners', 'search', 'public', 'gateway', 'scale'];
if (only && !SECTIONS.includes(only)) {
  console.error(`BENCH_ONLY=${only} is not a section: use one of ${SECTIONS.join(', ')}, or leave it unset for all.`);
  process.exit(2);
}
if (!only || only === 'seed') await seedFigures(emit);
if (!only || only === 'browse' || only === 'live' || only === 'gateway') await appFigures();
// Figure 6 (bench/resolution.ts), on its own in-process stack.
if (!only || only === 'resolution') await resolutionFigures(emit);
// Figure 8 (bench/vendors.ts), on its own in-process stack.
if (!only || only === 'vendors') await vendorFigures(emit);
// Figure 9 (bench/partners.ts), on its own in-process stack.
if (!only || only === 'partners') await partnerFigures(emit);
// Figure 10 (bench/search.ts): staff global search on 100,000 users and homes, on a throwaway PostgreSQL database.
if (!only || only === 'search') await searchFigures(emit);
// Figure 11 (bench/public.ts): the public site on a slow phone, on the e2e stack (builds the web app when stale).
if (!only || only === 'public') await publicFigures(emit);
// Figure 13 (bench/scale.ts): 100× the data on a throwaway PostgreSQL database through the real app.
if (!only || only === 'scale') await scaleFigures(emit);
