import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATHROOM_RELATIONS, BATHROOM_TYPES, HOME_AMENITIES, PARKING_TYPES, PROPERTY_TYPES } from '../../common/enums.js';
import { REGION_SLUGS } from '../../common/regions.js';
import { openDatabase, rows, type Database } from '../../api/db/client.js';
import { migrate } from '../../api/db/migrate.js';
import { seedDemoData } from '../../api/db/seed/index.js';
import { DEMO_USERS } from '../../api/db/seed/demo-users.js';
import { HOUSEMATE_EMAIL_DOMAIN } from '../../api/db/seed/housemates.js';
import { createTestApi, type TestApi } from '../support/api.js';

// A fresh database seeded as on a first start, on a fixed day so dates can be checked.
const SEED_DAY = '2026-11-21';
let database: Database;
const q = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  await seedDemoData(database.db, { today: SEED_DAY });
});
afterAll(() => database.close());

describe('demo data', () => {
  it('creates every demo user with the declared roles (besides the demo housemates, who cannot sign in)', async () => {
    const users = await q<{ email: string; roles: string[]; is_staff: boolean }>(sql`SELECT email, roles, is_staff FROM users WHERE email NOT LIKE ${'%@' + HOUSEMATE_EMAIL_DOMAIN} ORDER BY id`);
    expect(users.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    for (const demo of DEMO_USERS) {
      expect(users.find((u) => u.email === demo.email)).toMatchObject({ roles: demo.roles, is_staff: demo.isStaff ?? false });
    }
  });

  it('lists at least 120 homes spread over all eight city pages', async () => {
    const perRegion = await q<{ region: string; homes: number }>(sql`
      SELECT region, count(*)::int AS homes FROM buildings WHERE listed_at IS NOT NULL GROUP BY region`);
    expect(perRegion.reduce((sum, r) => sum + r.homes, 0)).toBeGreaterThanOrEqual(120);
    expect(perRegion.map((r) => r.region).sort()).toEqual([...REGION_SLUGS].sort());
    expect(Math.min(...perRegion.map((r) => r.homes))).toBeGreaterThanOrEqual(10);
  });

  it('gives homes 3 to 6 bedrooms, at least 400 in all, with TOTAL_RENT the sum of its parts', async () => {
    const [counts] = await q<{ bedrooms: number; fewest: number; most: number; wrong_totals: number }>(sql`
      SELECT (SELECT count(*)::int FROM bedrooms) AS bedrooms,
        min(n)::int AS fewest, max(n)::int AS most,
        (SELECT count(*)::int FROM bedrooms WHERE rent_total_cents <> rent_base_cents + rent_utilities_cents + rent_platform_fee_cents) AS wrong_totals
      FROM (SELECT count(*) AS n FROM bedrooms GROUP BY building_id) per_home`);
    expect(counts).toMatchObject({ fewest: 3, most: 6, wrong_totals: 0 });
    expect(counts.bedrooms).toBeGreaterThanOrEqual(400);
  });

  it('prices rooms like the cities they are in', async () => {
    const medians = await q<{ region: string; median: number }>(sql`
      SELECT b.region, percentile_disc(0.5) WITHIN GROUP (ORDER BY r.rent_total_cents)::int AS median
      FROM bedrooms r JOIN buildings b ON b.id = r.building_id GROUP BY b.region`);
    const median = new Map(medians.map((m) => [m.region, m.median]));
    expect(median.get('tx/austin')!).toBeGreaterThan(median.get('triad')!);
    for (const m of medians) {
      expect(m.median).toBeGreaterThan(50_000);
      expect(m.median).toBeLessThan(160_000);
    }
  });

  it('has rooms free now and others opening over the coming weeks and months', async () => {
    const [spread] = await q<{ now: number; within_month: number; later: number }>(sql`
      SELECT count(*) FILTER (WHERE available_on <= ${SEED_DAY}::date)::int AS now,
        count(*) FILTER (WHERE available_on > ${SEED_DAY}::date AND available_on <= ${SEED_DAY}::date + 30)::int AS within_month,
        count(*) FILTER (WHERE available_on > ${SEED_DAY}::date + 30)::int AS later
      FROM bedrooms`);
    expect(spread.now).toBeGreaterThan(50);
    expect(spread.within_month).toBeGreaterThan(50);
    expect(spread.later).toBeGreaterThan(50);
  });

  it('uses every property type, bathroom type and relation, parking type and amenity', async () => {
    const distinct = async (column: string, table: string) =>
      (await q<{ v: string }>(sql`SELECT DISTINCT unnest(ARRAY[${sql.raw(column)}]::text[]) AS v FROM ${sql.raw(table)}`)).map((r) => r.v).sort();
    expect(await distinct('property_type', 'buildings')).toEqual([...PROPERTY_TYPES].sort());
    expect(await distinct('bathroom_type', 'bathrooms')).toEqual([...BATHROOM_TYPES].sort());
    expect(await distinct('relation', 'bathrooms')).toEqual([...BATHROOM_RELATIONS].sort());
    expect(await distinct('parking_type', 'parking_spots')).toEqual([...PARKING_TYPES].sort());
    const amenities = await q<{ v: string }>(sql`SELECT DISTINCT unnest(home_amenities) AS v FROM buildings`);
    expect(amenities.map((r) => r.v).sort()).toEqual([...HOME_AMENITIES].sort());
  });

  it('gives each home 4–6 photos and each bedroom 1–2, as root-relative photo paths', async () => {
    const [photos] = await q<{ home_min: number; home_max: number; room_min: number; room_max: number; bad: number }>(sql`
      SELECT (SELECT min(cardinality(photo_urls)) FROM buildings) AS home_min, (SELECT max(cardinality(photo_urls)) FROM buildings) AS home_max,
        (SELECT min(cardinality(photo_urls)) FROM bedrooms) AS room_min, (SELECT max(cardinality(photo_urls)) FROM bedrooms) AS room_max,
        (SELECT count(*)::int FROM buildings, unnest(photo_urls) u WHERE u NOT LIKE '/v20/files/photos/building-' || id || '-_.svg') AS bad`);
    expect(photos).toEqual({ home_min: 4, home_max: 6, room_min: 1, room_max: 2, bad: 0 });
  });

  it('gives most homes to the demo manager and a few to manager2 and multi, with some not listed yet', async () => {
    const owners = await q<{ email: string; listed: number; unlisted: number }>(sql`
      SELECT u.email, count(*) FILTER (WHERE b.listed_at IS NOT NULL)::int AS listed, count(*) FILTER (WHERE b.listed_at IS NULL)::int AS unlisted
      FROM buildings b JOIN users u ON u.id = b.manager_user_id GROUP BY u.email`);
    const of = (email: string) => owners.find((o) => o.email === email)!;
    expect(of('manager@hearth.test').listed).toBeGreaterThan(90);
    expect(of('manager2@hearth.test').listed).toBeGreaterThan(0);
    expect(of('multi@hearth.test').listed).toBeGreaterThan(0);
    for (const o of owners) expect(o.unlisted).toBeGreaterThan(0);
  });

  it('gives the three-role demo user an onboarded vendor company, and leaves open jobs in its feed (issue 14)', async () => {
    const [company] = await q<{ name: string; onboarded: boolean; categories: number; regions: number; open_days: number; owner: string }>(sql`
      SELECT p.name, p.service_provider_onboarding_completed_at IS NOT NULL AS onboarded, cardinality(p.service_categories) AS categories,
        cardinality(p.regions) AS regions, (SELECT count(*)::int FROM jsonb_object_keys(p.business_hours)) AS open_days, u.email AS owner
      FROM residential_service_providers p JOIN residential_service_provider_users pu ON pu.residential_service_provider_id = p.id
        JOIN users u ON u.id = pu.user_id`);
    expect(company).toMatchObject({ name: 'Morgan Fix-It', onboarded: true, regions: REGION_SLUGS.length, open_days: 6, owner: 'multi@hearth.test' });
    expect(company!.categories).toBeGreaterThan(0);
    const open = await q<{ offered: boolean }>(sql`
      SELECT st.service_category = ANY (p.service_categories) AND b.region = ANY (p.regions) AS offered
      FROM service_activities a JOIN service_types st ON st.id = a.service_type_id JOIN buildings b ON b.id = a.building_id,
        residential_service_providers p
      WHERE a.status = 'REQUESTED' AND a.holder_provider_id IS NULL`);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.every((j) => j.offered)).toBe(true);
  });

  it('does nothing on a second start', async () => {
    const before = await q<{ n: number }>(sql`SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM buildings) AS n`);
    expect(await seedDemoData(database.db, { today: SEED_DAY })).toBe(false);
    expect(await q(sql`SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM buildings) AS n`)).toEqual(before);
  });

  it('leaves the id sequences ahead of the seeded rows, so new homes and rooms can be added', async () => {
    const [{ id }] = await q<{ id: number }>(sql`
      INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip)
      VALUES (1, 'New home', 'sfr', '1 Main St', 'Durham', 'NC', '27701') RETURNING id`);
    const [{ max }] = await q<{ max: number }>(sql`SELECT max(id) AS max FROM buildings WHERE title <> 'New home'`);
    expect(id).toBe(max + 1);
    await q(sql`DELETE FROM buildings WHERE id = ${id}`);
  });
});

const LATER_DAY = '2027-03-01';
const DAYS_LATER = 100; // from SEED_DAY to LATER_DAY

describe('demo data on another day', () => {
  it('has the same homes, rooms and prices, with dates moved along', async () => {
    const other = await openDatabase({});
    try {
      await migrate(other);
      await seedDemoData(other.db, { today: LATER_DAY });
      const shape = (db: Database) => rows(db.db, sql`
        SELECT b.id, b.title, b.street, b.recommended_score IS NOT NULL AS scored, r.id AS room, r.name, r.rent_total_cents
        FROM buildings b JOIN bedrooms r ON r.building_id = b.id ORDER BY r.id`);
      expect(await shape(other)).toEqual(await shape(database));
      const gap = (db: Database) => rows<{ d: number }>(db.db, sql`SELECT available_on - ${SEED_DAY}::date AS d FROM bedrooms ORDER BY id LIMIT 5`);
      const shifted = (await gap(other)).map((r) => r.d - DAYS_LATER);
      expect(shifted).toEqual((await gap(database)).map((r) => r.d));
    } finally {
      await other.close();
    }
  });
});

describe('demo logins', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('let every demo user sign in with the demo password', async () => {
    for (const user of DEMO_USERS) await expect(api.login(user.key)).resolves.toEqual(expect.any(String));
  });
});
