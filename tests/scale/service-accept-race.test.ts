import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows, sql, type Db } from '../../api/db/client.js';
import { startApiOnServer, type ApiOnServer } from './support/api-on-server.js';
import { describeWith } from './support/servers.js';

const VENDORS = 20;
const ROUNDS = 50;
// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let server: ApiOnServer;
let db: Db;
let app: FastifyInstance;
let buildingId: number;
let inspection: number;
let managerToken = '';
let staffToken = '';
const vendorTokens: string[] = [];

const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;


/** A manager's home in Durham and VENDORS onboarded companies that inspect homes in Durham. */
async function seed(): Promise<void> {
  const manager = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('manager@race.test', 'Mona', 'Manager', '{manager}') RETURNING id`);
  buildingId = (await one<{ id: number }>(sql`INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip, region)
    VALUES (${manager.id}, 'Race House', 'sfr', '1 Race St', 'Durham', 'NC', '27701', 'nc/durham') RETURNING id`)).id;
  inspection = (await one<{ id: number }>(sql`SELECT id FROM service_types WHERE template = 'initial_property_inspection'`)).id;
  managerToken = await server.sessionToken(manager.id, 'manager');
  const staff = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles, is_staff)
    VALUES ('staff@race.test', 'Sam', 'Staff', '{tenant}', true) RETURNING id`);
  staffToken = await server.sessionToken(staff.id, 'tenant', true);
  for (let i = 0; i < VENDORS; i++) {
    const user = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
      VALUES (${`vendor${i}@race.test`}, 'Vic', ${`Vendor ${i}`}, '{vendor}') RETURNING id`);
    const provider = await one<{ id: number }>(sql`INSERT INTO residential_service_providers (name, service_categories, regions,
        business_hours, time_zone, service_provider_onboarding_completed_at, created_by_user_id)
      VALUES (${`Inspectors ${i}`}, '{property_inspections}', '{nc/durham}', '{"monday": {"opens": "08:00", "closes": "17:00"}}',
        'America/New_York', now(), ${user.id}) RETURNING id`);
    await db.execute(sql`INSERT INTO residential_service_provider_users (residential_service_provider_id, user_id, provider_role)
      VALUES (${provider.id}, ${user.id}, 'owner')`);
    // Accepting needs a current insurance certificate (the file's bytes are not needed here).
    const file = await one<{ id: string }>(sql`INSERT INTO uploaded_files (id, owner_user_id, purpose, file_name, file_type, content_type,
        max_size_bytes, upload_expires_at)
      VALUES (gen_random_uuid(), ${user.id}, 'service_provider_document', 'insurance.pdf', 'pdf', 'application/pdf', 1000, now()) RETURNING id`);
    await db.execute(sql`INSERT INTO residential_service_provider_documents (residential_service_provider_id, document_kind, file_id,
        expires_on, uploaded_by_user_id)
      VALUES (${provider.id}, 'insurance_certificate', ${file.id}, current_date + 365, ${user.id})`);
    vendorTokens.push(await server.sessionToken(user.id, 'vendor'));
  }
}

const call = (url: string, token: string, body?: unknown) =>
  app.inject({ method: 'POST', url: `/v20${url}`, headers: { authorization: `Bearer ${token}` }, payload: body as object });

const PAYMENT_RETRIES = 50;

describeWith(['postgres'], 'vendors accepting one job at once, and paying it, on real PostgreSQL', () => {
  beforeAll(async () => {
    server = await startApiOnServer(serverUrl, VENDORS + 5);
    ({ db, app } = server);
    await seed();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`${VENDORS} vendors accept one job at once, ${ROUNDS} rounds: exactly one 200 and one holder each round, the rest 409`, async () => {
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const booked = await call('/service-activities', managerToken, {
        building_id: buildingId, service_type_id: inspection, access_requirement: 'no_access_needed',
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as number;
      const answers = await Promise.all(vendorTokens.map((token) => call(`/service-activities/${id}/accept`, token)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200), `round ${round}: ${codes.join(',')}`).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(VENDORS - 1);
      for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error.code).toBe('service_activity_taken');
      const facts = await one<{ holder: number | null; accepts: number }>(sql`SELECT a.holder_provider_id AS holder,
          (SELECT count(*)::int FROM service_activity_history h WHERE h.service_activity_id = a.id AND h.action = 'accept') AS accepts
        FROM service_activities a WHERE a.id = ${id}`);
      expect(facts.holder).not.toBeNull();
      expect(facts.accepts).toBe(1);
      const winner = answers.find((a) => a.statusCode === 200)!.json();
      expect(winner).toMatchObject({ held_by_viewer: true, holder: { id: facts.holder } });
    }
    console.log(`service accept race: ${ROUNDS} rounds of ${VENDORS} accepts in ${Date.now() - started} ms`);
  }, 300_000);

  it(`a completed job paid by ${PAYMENT_RETRIES} concurrent calls: every answer 200, one ledger charge, one vendor payout, one history step`, async () => {
    const booked = await call('/service-activities', managerToken, {
      building_id: buildingId, service_type_id: inspection, access_requirement: 'no_access_needed', price_cents: 15_000,
    });
    const id = booked.json().id as number;
    expect((await call(`/service-activities/${id}/accept`, vendorTokens[0]!)).statusCode).toBe(200);
    // Straight to the approved state: scheduling needs opening hours on the test's weekday.
    await db.execute(sql`UPDATE service_activities SET status = 'SUBMITTED_VENDOR_COMPLETE', scheduled_start = now() - interval '2 hours',
      scheduled_end = now() - interval '1 hour', submitted_at = now() WHERE id = ${id}`);
    const answers = await Promise.all(Array.from({ length: PAYMENT_RETRIES }, () => call(`/service-activities/${id}/payment`, staffToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PAYMENT_RETRIES).fill(200));
    const facts = await one<{ entries: number; completes: number; mismatches: number }>(sql`SELECT
      (SELECT count(*)::int FROM ledger_entries WHERE posting_key = ${`service-activity:${id}:manager-charge`}) AS entries,
      (SELECT count(*)::int FROM service_activity_history WHERE service_activity_id = ${id} AND action = 'complete') AS completes,
      (SELECT count(*)::int FROM ledger_balance_mismatches) AS mismatches`);
    expect(facts).toEqual({ entries: 1, completes: 1, mismatches: 0 });
    const payouts = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM residential_service_provider_payouts
      WHERE source_key = ${`service-activity:${id}:vendor-payout`}`);
    expect(payouts.n).toBe(1);
  }, 120_000);
});
