import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows, sql, type Db } from '../../api/db/client.js';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { startApiOnServer, type ApiOnServer } from './support/api-on-server.js';
import { describeWith } from './support/servers.js';

const KEYLESS = 40;
const KEYED = 10;
const RENT_CENTS = 96_000;
// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let server: ApiOnServer;
let db: Db;
let app: FastifyInstance;
const tokens = { tenant: '', manager: '' };
let lifecycleId: number;

const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);


/** A manager's home with one bedroom, a tenant living there on a signed lease, and both sessions. */
async function seed(): Promise<void> {
  const manager = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('manager@case.test', 'Mona', 'Manager', '{manager}') RETURNING id`);
  const building = await one<{ id: number }>(sql`INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip, listed_at)
    VALUES (${manager.id}, 'Case House', 'sfr', '1 Case St', 'Durham', 'NC', '27701', now()) RETURNING id`);
  const bedroom = await one<{ id: number }>(sql`INSERT INTO bedrooms (building_id, name, rent_base_cents, rent_utilities_cents, available_on)
    VALUES (${building.id}, 'Bedroom 1', ${RENT_CENTS - 6_000}, 6000, ${day(-90)}) RETURNING id`);
  const tenant = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('tenant@case.test', 'Tess', 'Tenant', '{tenant}') RETURNING id`);
  lifecycleId = (await one<{ id: number }>(sql`INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date,
      move_out_date, application_signed_at, application_completed_at, sent_to_manager_at, lease_signed_at, finalized_at)
    VALUES (${tenant.id}, ${building.id}, ${bedroom.id}, ${day(-60)}, ${day(300)}, now() - interval '90 days', now() - interval '89 days',
      now() - interval '88 days', now() - interval '80 days', now() - interval '79 days') RETURNING id`)).id;
  tokens.tenant = await server.sessionToken(tenant.id, 'tenant');
  tokens.manager = await server.sessionToken(manager.id, 'manager');
}

const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/v20${url}`, headers: { authorization: `Bearer ${token}`, ...headers }, payload: body as object });

describeWith(['postgres'], 'accepting one fee proposal many times at once on real PostgreSQL', () => {
  beforeAll(async () => {
    server = await startApiOnServer(serverUrl, KEYLESS + KEYED + 5);
    ({ db, app } = server);
    await seed();
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`${KEYLESS} keyless and ${KEYED} same-key accepts in parallel: one invoice, one ledger entry, one history step`, async () => {
    const opened = await call('POST', '/resolution-cases', tokens.tenant, {
      kind: 'tenant_elt', lifecycle_id: lifecycleId, description: 'New job in another city.', requested_vacate_date: day(30),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId = opened.json().id as number;
    const proposed = await call('POST', '/resolution-proposals', tokens.manager, {
      case_id: caseId, proposal_type: 'no_replacement_with_fee', fee_months: 2, message: 'Two months and you are free to go.',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = proposed.json().id as number;

    const key = randomUUID();
    const started = Date.now();
    const answers = await Promise.all([
      ...Array.from({ length: KEYLESS }, () => call('POST', `/resolution-proposals/${proposalId}/accept`, tokens.tenant)),
      ...Array.from({ length: KEYED }, () => call('POST', `/resolution-proposals/${proposalId}/accept`, tokens.tenant, undefined, { 'idempotency-key': key })),
    ]);
    console.log(`resolution accept race: ${answers.length} accepts in ${Date.now() - started} ms`);

    const keyless = answers.slice(0, KEYLESS);
    expect(keyless.map((a) => a.statusCode)).toEqual(Array(KEYLESS).fill(200));
    for (const a of keyless) expect(a.json()).toMatchObject({ id: caseId, status: 'proposal_accepted' });
    // A same-key retry that arrives while the first is running is told to retry (409); none may fail otherwise.
    for (const a of answers.slice(KEYLESS)) expect([200, 409], a.body).toContain(a.statusCode);

    const fee = 2 * RENT_CENTS;
    const invoices = await rows<{ amount_cents: number }>(db, sql`SELECT amount_cents::int AS amount_cents FROM invoices
      WHERE source_key LIKE ${`resolution-proposal:${proposalId}:%`}`);
    expect(invoices).toEqual([{ amount_cents: fee }]);
    const entries = await rows<{ amount_cents: number }>(db, sql`SELECT e.amount_cents::int AS amount_cents FROM ledger_entries e
      WHERE e.ledger_item_type = 'early lease termination fee'`);
    expect(entries).toEqual([{ amount_cents: fee }]);
    const steps = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM resolution_case_status_history
      WHERE case_id = ${caseId} AND action = 'accept_proposal'`);
    expect(steps.n).toBe(1);
    const lease = await one<{ vacate: string }>(sql`SELECT early_lease_termination_vacate_date::text AS vacate FROM lifecycles WHERE id = ${lifecycleId}`);
    expect(lease.vacate).toBe(day(30));
    expect(await balanceMismatches(db)).toEqual([]);
  }, 120_000);
});
