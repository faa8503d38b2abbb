// Figures at 100× the data (issue 17), `BENCH_ONLY=scale`. On two throwaway databases of the
// PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; skipped with a message when none answers),
// two apps run as `npm start` does (api and gateway in one process, DATABASE_URL set, the
// demo data seeded on first start, the money scheduler off), each on its own database, and
// everything is measured from outside over HTTP through the gateway's /graphql, one request
// at a time, the two sides of each ratio taken in turn:
//  1. browse (the web's BrowseListingsQuery: 12 cards) for every sort and the main filters,
//     p50 with the demo data beside p50 with the demo data and bench/scale-seed.ts's 25,000
//     homes with 100,000 bedrooms (and VACUUM ANALYZE): the ratio, goal ≤ 1.3
//  2. the manager's ledger, tenants and service-ticket pages (the web's ManagerLedgerQuery,
//     ManagerTenantsQuery and ManagerServiceQuery) for a manager with 500 homes beside one
//     with 5 homes in the same database: the ratio, goal ≤ 2
// The databases are dropped at the end (BENCH_SCALE_KEEP=1 keeps them, to EXPLAIN by hand).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadSigningKeys } from '../api/auth/keys.js';
import { signToken } from '../api/auth/tokens.js';
import { percentile } from './load.js';
import { LARGE_MANAGER_HOMES, SMALL_MANAGER_HOMES, seedScale } from './scale-seed.js';
import { SERVER, serverAnswers } from './postgres.js';

type Emit = (obj: Record<string, unknown>) => void;
/** The demo data's app listens here (and +1), the 100x data's at +10 (and +11). */
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4730);
/** Samples per figure (after two warm-up requests), fewer when a request is slow: at most SECONDS_PER_FIGURE each. */
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 25);
const SECONDS_PER_FIGURE = Number(process.env.BENCH_SCALE_SECONDS ?? 8);
const round = (n: number) => Math.round(n * 100) / 100;

// The web's browse page (web/src/__generated__/BrowseListingsQuery.graphql.ts): 12 cards.
export const BROWSE = `query BrowseListingsQuery($filter: ListingFilter, $sort: ListingSort) {
  listings(first: 12, filter: $filter, sort: $sort) { edges { node { id databaseId title address { city state }
    photos { url alt } priceRange { min { formatted } } numBedrooms bathroomCount earliestAvailableDate __typename } cursor }
    pageInfo { endCursor hasNextPage } } }`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every sort unfiltered, then each main filter (recommended order), then the filters together under each sort. */
export const BROWSE_CASES: Array<{ name: string; variables: { sort: string; filter?: Record<string, unknown> } }> = [
  ...['RECOMMENDED', 'MOVE_IN_DATE_ASC', 'BUDGET_ASC', 'NUM_BEDROOMS_ASC'].map((sort) => ({ name: `sort ${sort}`, variables: { sort } })),
  { name: 'city page (Atlanta)', variables: { sort: 'RECOMMENDED', filter: { cityPage: 'ATLANTA' } } },
  { name: 'budget $800-$1,100', variables: { sort: 'RECOMMENDED', filter: { minBudgetCents: 80_000, maxBudgetCents: 110_000 } } },
  { name: 'move-in in 3 weeks', variables: { sort: 'RECOMMENDED', filter: { moveInDate: inDays(21) } } },
  { name: 'at least 5 bedrooms', variables: { sort: 'RECOMMENDED', filter: { numBedrooms: 5 } } },
  { name: 'pets: cats', variables: { sort: 'RECOMMENDED', filter: { pets: ['CATS'] } } },
  ...['RECOMMENDED', 'MOVE_IN_DATE_ASC', 'BUDGET_ASC', 'NUM_BEDROOMS_ASC'].map((sort) => ({
    name: `Atlanta, up to $1,100, move-in in 3 weeks, ${sort}`,
    variables: { sort, filter: { cityPage: 'ATLANTA', maxBudgetCents: 110_000, moveInDate: inDays(21) } },
  })),
];

// The manager pages as the web asks for them (persisted documents in web/persisted-queries.json).
export const MANAGER_PAGES: Array<{ page: string; query: string; check: (data: any) => number }> = [
  {
    page: 'ledger (/manager/ledger, ManagerLedgerQuery)',
    check: (d) => d.viewer.billing.ledger.entries.edges.length,
    query: `query ManagerLedgerQuery($buildingId: ID, $tenantUserId: ID, $ledgerItemType: LedgerItemType, $month: String) {
  viewer {
    billing { ledger { entries(first: 25, buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month) {
        edges { node { id kind ledgerItemType amount { cents formatted } description periodMonth building { title id }
          counterparty { userId firstName } createdAt __typename } cursor }
        pageInfo { endCursor hasNextPage } } }
      payoutAccountConnectedAt payoutsPaused payouts { databaseId amount { formatted } createdAt }
      invoices(first: 10) { edges { node { id description tenantFirstName amount { formatted } building { title id } dueDate paidAt paymentStatus } } }
      ledger { homes { buildingId title } balance { formatted } outstanding { formatted } depositsHeld { formatted }
        csvPath(buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month)
        monthlyTotals(months: 6, buildingId: $buildingId) { month charged { cents formatted } collected { cents formatted } credited { cents formatted } } } } } }`,
  },
  {
    page: 'tenants (/manager/tenants, ManagerTenantsQuery: the first page of 10 homes)',
    check: (d) => d.viewer.managedHomesPage.edges.length,
    query: `query ManagerTenantsQuery($count: Int = 10) {
  viewer { user { firstName lastName id }
    managedHomesPage(first: $count) { edges { node { buildingId title categoryLabel bedroomCount leasedBedroomCount bedrooms { id name }
      lifecycles { id state hasUnsignedManagerLease moveInDate moveOutDate denialReasonLabel assignedBedroom { id name }
        applicant { displayName occupation photoUrls screening { applicant { status report { credit { score } adverseItems } } } }
        compatibility { score reason }
        rentersInsurancePolicy { source plan startsOn endsOn isActive documentUrl id }
        allowedActions promoCode lease { id viewerCanSign status text tenantSignature { typedName } } } __typename } cursor }
      pageInfo { endCursor hasNextPage } } } }`,
  },
  {
    page: 'tickets (/manager/service, ManagerServiceQuery)',
    check: (d) => d.viewer.maintenanceTickets.edges.length,
    query: `query ManagerServiceQuery($buildingId: ID, $status: TicketStatus, $count: Int = 30) {
  viewer { serviceHomes { buildingId title }
    maintenanceTickets(first: $count, buildingId: $buildingId, status: $status) {
      edges { node { id building { id title } databaseId title status areaLabel ticketTypeLabel updatesCount lastUpdateAt createdAt
        createdBy { firstName } responsibleManager { firstName } __typename } cursor }
      pageInfo { endCursor hasNextPage } } } }`,
  },
];


async function gql(gatewayUrl: string, token: string, query: string, variables: object = {}) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: Array<{ message: string }> };
  if (!res.ok || body.errors?.length || !body.data) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body).slice(0, 500)}`);
  return body.data;
}

interface Figure { p50_ms: number; samples: number; error?: string }

const failure = (err: unknown): Figure => ({ p50_ms: NaN, samples: 0, error: String((err as Error).message).slice(0, 200) });

/**
 * p50s of two requests taken in turn (a, b, a, b, ...), one at a time, after two warm-ups
 * of each, so a change in the machine's load weighs on both alike. Measured one after the
 * other (the demo data first, the 100x data a minute later), single runs of the same code
 * read ratios from 0.5 to 1.6 on p50s of 5 to 10 ms (docs/performance.md). A pair slower
 * than 2 s gets one warm-up and 3 samples, so a slow figure cannot stall the group; a
 * request that fails (the gateway's v20 timeout) is reported as its side's error.
 */
async function pairedP50(a: () => Promise<unknown>, b: () => Promise<unknown>, wanted = SAMPLES): Promise<[Figure, Figure]> {
  const timed = async (run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    return performance.now() - t;
  };
  const ms: [number[], number[]] = [[], []];
  const errors: [unknown, unknown] = [undefined, undefined];
  const sides = [a, b] as const;
  // One side failing leaves the other's figure standing.
  const step = async (i: 0 | 1, keep: boolean) => {
    if (errors[i] !== undefined) return 0;
    try {
      const took = await timed(sides[i]);
      if (keep) ms[i].push(took);
      return took;
    } catch (err) {
      errors[i] = err;
      return 0;
    }
  };
  const slow = Math.max(await step(0, false), await step(1, false)) > 2000;
  if (!slow) {
    await step(0, false);
    await step(1, false);
  }
  const samples = slow ? Math.min(3, wanted) : wanted;
  const until = performance.now() + SECONDS_PER_FIGURE * 2000;
  const count = () => Math.max(ms[0].length, ms[1].length);
  while (count() < samples && (count() < Math.min(5, samples) || performance.now() < until) && (errors[0] === undefined || errors[1] === undefined)) {
    await step(0, true);
    await step(1, true);
  }
  const figure = (i: 0 | 1): Figure => {
    if (errors[i] !== undefined) return failure(errors[i]);
    const sorted = [...ms[i]].sort((x, y) => x - y);
    return { p50_ms: round(percentile(sorted, 50)), samples: sorted.length };
  };
  return [figure(0), figure(1)];
}

interface App { child: ChildProcess; gatewayUrl: string; guest: string }

async function startApp(databaseUrl: string, dataDir: string, port: number): Promise<App> {
  const child = spawn('npx', ['--no-install', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(port + 1),
      LOG_LEVEL: 'warn', SCHEDULER_INTERVAL_MINUTES: '0', SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('app exited during start-up');
    if (Date.now() > deadline) throw new Error('app did not answer within 3 minutes');
    try {
      const guest = (await gql(gatewayUrl, '', 'mutation { startGuestSession { token } }')).startGuestSession.token;
      if (guest) return { child, gatewayUrl, guest };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopApp(app: App) {
  if (app.child.exitCode !== null) return;
  process.kill(-app.child.pid!, 'SIGINT');
  await new Promise((r) => app.child.once('exit', r));
}

async function dropDatabase(admin: pg.Client, name: string) {
  // A statement still running after the app stopped (a page the gateway gave up on) is ours: end it.
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name]);
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A throwaway database of the server: its name and address. */
async function createDatabase(admin: pg.Client, name: string): Promise<string> {
  await admin.query(`CREATE DATABASE ${name}`);
  // The gateway gives up on a v20 call after its timeout, but the api's statement would run on:
  // the bench's database cancels any statement after 30 s so one slow figure cannot slow the next.
  await admin.query(`ALTER DATABASE ${name} SET statement_timeout = '30s'`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Figure 1: every browse case on the demo data and on the 100x data, taken in turn. */
async function browseFigures(emit: Emit, demo: App, scaled: App) {
  const browse = (app: App, variables: object, seen: { cards: number }) => async () => {
    seen.cards = (await gql(app.gatewayUrl, app.guest, BROWSE, variables)).listings.edges.length;
  };
  // Once through every case first: the first requests after start-up pay for compiling code and plans.
  for (const c of BROWSE_CASES) await pairedP50(browse(demo, c.variables, { cards: 0 }), browse(scaled, c.variables, { cards: 0 }), 1);
  for (const c of BROWSE_CASES) {
    const cards = { demo: { cards: 0 }, scaled: { cards: 0 } };
    const [d, s] = await pairedP50(browse(demo, c.variables, cards.demo), browse(scaled, c.variables, cards.scaled));
    emit({
      metric: 'scale_browse_p50', via: 'gateway /graphql (BrowseListingsQuery, 12 cards)', case: c.name,
      demo_p50_ms: d.p50_ms, scaled_p50_ms: s.p50_ms, ratio: round(s.p50_ms / d.p50_ms), goal_ratio_max: 1.3,
      cards: `${cards.demo.cards} → ${cards.scaled.cards}`, samples: `${d.samples} / ${s.samples}`,
      ...(d.error || s.error ? { error: d.error ?? s.error } : {}),
    });
  }
}

/** Figure 2: the manager pages for the manager of 5 homes and of 500, in the 100x database, taken in turn. */
async function managerFigures(emit: Emit, app: App, dataDir: string, client: pg.Client, managers: { small: number; large: number }) {
  // A session for each manager, signed with the app's key.
  const keys = await loadSigningKeys({ dataDir });
  const tokenOf = async (userId: number) => {
    const sid = randomUUID();
    await client.query(`INSERT INTO sessions (id, user_id, typ, user_role, expires_at) VALUES ($1, $2, 'session', 'manager', now() + interval '1 hour')`, [sid, userId]);
    return signToken(keys, { sub: String(userId), sid, typ: 'session', user_role: 'manager', staff: false }, 3600);
  };
  const small = await tokenOf(managers.small);
  const large = await tokenOf(managers.large);
  for (const p of MANAGER_PAGES) {
    const items = { small: 0, large: 0 };
    const [s, l] = await pairedP50(
      async () => { items.small = p.check(await gql(app.gatewayUrl, small, p.query)); },
      async () => { items.large = p.check(await gql(app.gatewayUrl, large, p.query)); },
    );
    emit({
      metric: 'scale_manager_page_p50', via: 'gateway /graphql', page: p.page,
      [`p50_ms_${SMALL_MANAGER_HOMES}_homes`]: s.p50_ms, [`p50_ms_${LARGE_MANAGER_HOMES}_homes`]: l.p50_ms,
      ratio: round(l.p50_ms / s.p50_ms), goal_ratio_max: 2, items: `${items.small} / ${items.large}`, samples: `${s.samples} / ${l.samples}`,
      ...(s.error || l.error ? { error: s.error ?? l.error } : {}),
    });
  }
}

/**
 * Two databases, each with an app as `npm start` runs it: one with the demo data only, one
 * with the demo data and the 100x data, so the two sides of each ratio are taken in turn.
 */
export async function scaleFigures(emit: Emit) {
  const down = await serverAnswers();
  if (down) {
    emit({ metric: 'scale', skipped: `no PostgreSQL server answers at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${down}); set BENCH_DATABASE_URL` });
    return;
  }
  const name = `hearth_scale_bench_${randomBytes(5).toString('hex')}`;
  const names = { demo: `${name}_demo`, scaled: name };
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const urls = { demo: await createDatabase(admin, names.demo), scaled: await createDatabase(admin, names.scaled) };
  const dataDirs = { demo: mkdtempSync(join(tmpdir(), 'hearth-bench-scale-')), scaled: mkdtempSync(join(tmpdir(), 'hearth-bench-scale-')) };
  const client = new pg.Client({ connectionString: urls.scaled });
  const apps: App[] = [];
  try {
    const started = performance.now();
    const [demo, scaled] = await Promise.all([startApp(urls.demo, dataDirs.demo, PORT), startApp(urls.scaled, dataDirs.scaled, PORT + 10)]);
    apps.push(demo, scaled);
    emit({ metric: 'scale_start', databases: names, what: 'two apps, each migrated and seeded with the demo data', ms: Math.round(performance.now() - started) });
    await client.connect();
    const [demoHomes] = (await client.query(`SELECT count(*)::int AS homes, (SELECT count(*) FROM bedrooms)::int AS bedrooms FROM buildings`)).rows;
    const seed = await seedScale(client);
    emit({ metric: 'scale_seed', demo_homes: demoHomes.homes, demo_bedrooms: demoHomes.bedrooms, ...seed });
    await browseFigures(emit, demo, scaled);
    await managerFigures(emit, scaled, dataDirs.scaled, client, { small: seed.smallManagerId, large: seed.largeManagerId });
  } finally {
    await client.end().catch(() => {});
    for (const app of apps) await stopApp(app);
    for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
    if (process.env.BENCH_SCALE_KEEP) emit({ metric: 'scale', kept_databases: names });
    else for (const db of Object.values(names)) await dropDatabase(admin, db);
    await admin.end();
  }
}
