import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows, sql, type Db } from '../../api/db/client.js';
import { startApiOnServer, type ApiOnServer } from './support/api-on-server.js';
import { describeWith } from './support/servers.js';

// Recurring services on real PostgreSQL (docs/vendors.md "Recurring services and
// pricing"): a visit paid by many calls at once books one next visit; canceling the
// series while its visit is canceled or paid never deadlocks and never leaves a visit
// open in a stopped series (the series is locked before its visit).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const PAYMENT_RETRIES = 50;
const ROUNDS = 20;

let server: ApiOnServer;
let db: Db;
let app: FastifyInstance;
let buildingId: number;
let cleaning: number;
let managerToken = '';
let staffToken = '';

const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;


async function seed(): Promise<void> {
  const manager = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('manager@series.test', 'Mona', 'Manager', '{manager}') RETURNING id`);
  buildingId = (await one<{ id: number }>(sql`INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip, region)
    VALUES (${manager.id}, 'Series House', 'sfr', '1 Series St', 'Durham', 'NC', '27701', 'nc/durham') RETURNING id`)).id;
  cleaning = (await one<{ id: number }>(sql`SELECT id FROM service_types WHERE name = 'Bedroom turnover cleaning'`)).id;
  managerToken = await server.sessionToken(manager.id, 'manager');
  const staff = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles, is_staff)
    VALUES ('staff@series.test', 'Sam', 'Staff', '{tenant}', true) RETURNING id`);
  staffToken = await server.sessionToken(staff.id, 'tenant', true);
}

const call = (url: string, token: string, body?: unknown) =>
  app.inject({ method: 'POST', url: `/v20${url}`, headers: { authorization: `Bearer ${token}` }, payload: (body ?? {}) as object });

/** A series every 2 weeks; answers its id and its first visit's. */
async function bookSeries(): Promise<{ series: number; visit: number }> {
  const res = await call('/service-activities', managerToken, {
    building_id: buildingId, service_type_id: cleaning, access_requirement: 'no_access_needed', repeat_every_weeks: 2,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { series: res.json().id, visit: res.json().visits[0].id };
}

/** Straight to approved (a holder is needed: a company is not, for this test, so one is made up once). */
let providerId = 0;
async function approve(visit: number): Promise<void> {
  if (!providerId) {
    const owner = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles) VALUES ('vendor@series.test', 'Val', 'Vendor', '{vendor}') RETURNING id`);
    providerId = (await one<{ id: number }>(sql`INSERT INTO residential_service_providers (name, service_categories, regions, business_hours, time_zone,
        service_provider_onboarding_completed_at, created_by_user_id)
      VALUES ('Clean Co', '{bedroom_turnover_cleaning}', '{nc/durham}', '{}', 'America/New_York', now(), ${owner.id}) RETURNING id`)).id;
  }
  await db.execute(sql`UPDATE service_activities SET holder_provider_id = ${providerId}, held_since = now(), status = 'SUBMITTED_VENDOR_COMPLETE',
    scheduled_start = now() - interval '2 hours', scheduled_end = now() - interval '1 hour', submitted_at = now() WHERE id = ${visit}`);
}

const visitsOf = (series: number) => rows<{ series_sequence: number; status: string }>(db, sql`SELECT series_sequence, status FROM service_activities
  WHERE series_id = ${series} ORDER BY series_sequence`);

describeWith(['postgres'], 'recurring services under concurrent calls, on real PostgreSQL', () => {
  beforeAll(async () => {
    server = await startApiOnServer(serverUrl, 30);
    ({ db, app } = server);
    await seed();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`a visit paid by ${PAYMENT_RETRIES} concurrent calls books exactly one next visit, with one created event`, async () => {
    const { series, visit } = await bookSeries();
    await approve(visit);
    const answers = await Promise.all(Array.from({ length: PAYMENT_RETRIES }, () => call(`/service-activities/${visit}/payment`, staffToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PAYMENT_RETRIES).fill(200));
    expect(await visitsOf(series)).toEqual([{ series_sequence: 1, status: 'APPOINTMENT_COMPLETED' }, { series_sequence: 2, status: 'REQUESTED' }]);
    const events = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM events e JOIN service_activities a ON e.subject_id = a.id::text
      WHERE e.subject_type = 'service_activity' AND e.event_type = 'service_activity.created' AND a.series_id = ${series} AND a.series_sequence = 2`);
    expect(events.n).toBe(1);
  }, 120_000);

  it(`${ROUNDS} rounds of the series canceled while its visit is canceled or paid: every answer 200, no visit left open`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { series, visit } = await bookSeries();
      const paying = round % 2 === 1;
      if (paying) await approve(visit);
      const answers = await Promise.all([
        call(`/service-activities/${series}/cancel`, managerToken),
        paying ? call(`/service-activities/${visit}/payment`, staffToken) : call(`/service-activities/${visit}/cancel`, managerToken),
      ]);
      expect(answers.map((a) => a.statusCode), `round ${round}: ${answers.map((a) => a.body).join(' | ')}`).toEqual([200, 200]);
      const visits = await visitsOf(series);
      expect(visits.filter((v) => !['APPOINTMENT_CANCELED', 'APPOINTMENT_COMPLETED'].includes(v.status)), `round ${round}`).toEqual([]);
      expect(visits.length).toBeLessThanOrEqual(2);
    }
  }, 300_000);
});
