// Staff global search figures (`BENCH_ONLY=search`, docs/staff-search.md): a throwaway
// database on the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test) seeded in SQL with 100,000 users, 100,000
// homes with 3 bedrooms each and 50,000 invoices, ANALYZEd; then ~200 representative
// searches through the api route (fastify inject, a staff token), one at a time:
// p50/p99 per kind of search and overall, and the indexes each kind's plan used.
import pg from 'pg';
import { rows, sql, type Db } from '../api/db/client.js';
import { searchStatement } from '../api/routes/internal/global-search/search-sql.js';
import { searchTerms } from '../api/routes/internal/global-search/search-terms.js';
import { startApiOnServer, type ApiOnServer } from '../tests/scale/support/api-on-server.js';
import { percentile } from './load.js';
import { SERVER, serverAnswers } from './postgres.js';

type Emit = (obj: Record<string, unknown>) => void;
const USERS = Number(process.env.BENCH_SEARCH_USERS ?? 100_000);
const HOMES = Number(process.env.BENCH_SEARCH_HOMES ?? 100_000);
const INVOICES = Number(process.env.BENCH_SEARCH_INVOICES ?? 50_000);
const PER_KIND = Number(process.env.BENCH_SEARCH_PER_KIND ?? 33);

const FIRST = ['olivia', 'liam', 'emma', 'noah', 'ava', 'elijah', 'sophia', 'james', 'isabella', 'lucas', 'mia', 'mason', 'amelia', 'ethan', 'harper', 'logan', 'evelyn', 'aiden', 'abigail', 'jackson', 'emily', 'sebastian', 'ella', 'mateo', 'scarlett', 'jack', 'grace', 'owen', 'chloe', 'wyatt'];
const LAST = ['hartley', 'okonkwo', 'fitzgerald', 'delacroix', 'vasquez', 'whitaker', 'nakamura', 'abernathy', 'castellano', 'holloway', 'pemberton', 'kowalski', 'montgomery', 'bergstrom', 'lindqvist', 'oyelaran', 'thibodeaux', 'rasmussen', 'santangelo', 'winterbourne', 'mcallister', 'dubois', 'ferreira', 'gallagher', 'hendricks', 'ivanova', 'jablonski', 'kaczmarek', 'lockhart', 'marchetti', 'novak', 'ortega', 'petrov', 'quintero', 'rosenthal', 'sorensen', 'takahashi', 'underwood', 'valentini', 'yamamoto'];
const STREETS = ['Maple', 'Oakwood', 'Peachtree', 'Magnolia', 'Juniper', 'Sycamore', 'Willow', 'Chestnut', 'Dogwood', 'Hawthorne', 'Briarcliff', 'Lakeshore', 'Riverside', 'Highland', 'Meadowbrook'];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Ln', 'Dr', 'Ct', 'Way'];
const CITIES = [['Atlanta', 'GA', 'ga/atlanta', '303'], ['Charlotte', 'NC', 'nc/charlotte', '282'], ['Durham', 'NC', 'nc/durham', '277'], ['Austin', 'TX', 'tx/austin', '787']];

const arr = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`);
const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;


/** The data, in SQL (generate_series): not what is measured. */
async function seed(db: Db) {
  await db.execute(sql`INSERT INTO users (email, first_name, last_name, roles)
    SELECT f || '.' || l || n || '@example.test', initcap(f), initcap(l), CASE WHEN n % 10 = 0 THEN '{manager}'::text[] ELSE '{tenant}'::text[] END
    FROM generate_series(1, ${USERS}) n, LATERAL (SELECT (${arr(FIRST)})[1 + n % ${FIRST.length}] AS f, (${arr(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] AS l) x`);
  await db.execute(sql`INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip, region)
    SELECT (SELECT min(id) FROM users) + (n * 10) % ${USERS}, initcap(s) || ' house ' || n, 'sfr',
      (100 + n % 9000) || ' ' || s || ' ' || (${arr(SUFFIXES)})[1 + n % ${SUFFIXES.length}],
      c[1], c[2], c[4] || lpad((n % 100)::text, 2, '0'), c[3]
    FROM generate_series(1, ${HOMES}) n,
      LATERAL (SELECT (${arr(STREETS)})[1 + (n / 7) % ${STREETS.length}] AS s) st,
      LATERAL (SELECT ARRAY[(${arr(CITIES.map((c) => c[0]!))})[1 + n % 4], (${arr(CITIES.map((c) => c[1]!))})[1 + n % 4],
        (${arr(CITIES.map((c) => c[2]!))})[1 + n % 4], (${arr(CITIES.map((c) => c[3]!))})[1 + n % 4]] AS c) ci`);
  await db.execute(sql`INSERT INTO bedrooms (building_id, name, rent_base_cents, available_on)
    SELECT b.id, 'Room ' || k, 80000, current_date FROM buildings b, generate_series(1, 3) k`);
  await db.execute(sql`INSERT INTO invoices (tenant_user_id, building_id, charge_type, ledger_item_type, description, amount_cents, due_date, stripe_invoice_id)
    SELECT (SELECT min(id) FROM users) + n % ${USERS}, (SELECT min(id) FROM buildings) + n % ${HOMES}, 'rent V2', 'bedroom rent', 'Rent for the month', 100000,
      current_date, 'in_' || substr(md5(n::text), 1, 20)
    FROM generate_series(1, ${INVOICES}) n`);
  await db.execute(sql`ANALYZE`);
}

interface Probe { kind: string; q: string }

/** Representative searches, sampled from the seeded data. */
async function probes(db: Db): Promise<Probe[]> {
  const sample = (query: ReturnType<typeof sql>) => rows<{ v: string }>(db, query).then((r) => r.map((x) => String(x.v)));
  const n = PER_KIND;
  const emails = await sample(sql`SELECT email AS v FROM users WHERE email LIKE '%@example.test' ORDER BY random() LIMIT ${n}`);
  const streets = await sample(sql`SELECT street AS v FROM buildings ORDER BY random() LIMIT ${n}`);
  const userIds = await sample(sql`SELECT id AS v FROM users ORDER BY random() LIMIT ${n}`);
  const stripe = await sample(sql`SELECT stripe_invoice_id AS v FROM invoices ORDER BY random() LIMIT ${n}`);
  const typo = (w: string, i: number) => { const j = 2 + (i % (w.length - 3)); return w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2); };
  return [
    ...emails.map((e) => ({ kind: 'email_part', q: e.split('@')[0]!.slice(2) })),
    ...Array.from({ length: n }, (_, i) => ({ kind: 'last_name', q: pick(LAST, i * 7) })),
    ...streets.map((s) => ({ kind: 'street', q: s.split(' ').slice(0, 2).join(' ') })),
    ...Array.from({ length: n }, (_, i) => ({ kind: 'typo', q: typo(pick(LAST, i * 3), i) })),
    ...userIds.map((id) => ({ kind: 'id', q: id })),
    ...stripe.map((s) => ({ kind: 'stripe_invoice_id', q: s })),
  ];
}

const round = (x: number) => Math.round(x * 100) / 100;
const spread = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: ms.length, p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)) };
};

/** Index names in the plan of one search of each kind (EXPLAIN ANALYZE of the same statement the route runs). */
async function indexesUsed(db: Db, probe: Probe) {
  const terms = searchTerms(probe.q)!;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
    const plan = await rows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN (ANALYZE, COSTS OFF) ${searchStatement(terms, 20)}`);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    const names = [...new Set([...text.matchAll(/(?:on|using) (\w+_(?:idx|key|pkey))/gi)].map((m) => m[1]))].sort();
    const seqScans = [...new Set([...text.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))];
    return { indexes: names, seq_scans: seqScans, execution_ms: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN) };
  });
}

export async function searchFigures(emit: Emit) {
  const down = await serverAnswers();
  if (down) {
    emit({ metric: 'staff_search', skipped: `no PostgreSQL server answers at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${down}); set BENCH_DATABASE_URL` });
    return;
  }
  let stack: ApiOnServer | undefined;
  try {
    stack = await startApiOnServer(SERVER, 4);
    const started = performance.now();
    await seed(stack.db);
    emit({ metric: 'staff_search_seed', users: USERS, homes: HOMES, bedrooms: HOMES * 3, invoices: INVOICES, ms: Math.round(performance.now() - started) });
    const [staffUser] = await rows<{ id: number }>(stack.db, sql`INSERT INTO users (email, first_name, last_name, is_staff) VALUES ('bench-staff@hearth.test', 'Bench', 'Staff', true) RETURNING id`);
    const token = await stack.sessionToken(staffUser!.id, 'tenant', true);
    const all = await probes(stack.db);
    const search = async (q: string) => {
      const res = await stack!.app.inject({ method: 'GET', url: `/v20/internal/global-search?q=${encodeURIComponent(q)}&limit=20`, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body}`);
      return res.json().results as Array<{ kind: string }>;
    };
    for (const p of all.slice(0, 10)) await search(p.q); // warm-up: plans and caches
    const byKind = new Map<string, number[]>();
    let empty = 0;
    for (const p of all) {
      const t0 = performance.now();
      const found = await search(p.q);
      const ms = performance.now() - t0;
      if (found.length === 0) empty += 1;
      byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), ms]);
    }
    for (const [kind, ms] of byKind) emit({ metric: 'staff_search_latency', kind, ...spread(ms) });
    emit({ metric: 'staff_search_latency', kind: 'overall', ...spread([...byKind.values()].flat()), searches_with_no_result: empty, goal_p50_ms: 50 });
    for (const kind of byKind.keys()) {
      const probe = all.find((p) => p.kind === kind)!;
      emit({ metric: 'staff_search_plan', kind, q: probe.q, ...(await indexesUsed(stack.db, probe)) });
    }
  } finally {
    await stack?.close();
  }
}
