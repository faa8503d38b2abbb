import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SORTS, type ListingSort } from '../../common/enums.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { allPages, query } from './listings-helpers.js';

// Migration 0040 keeps num_bedrooms and min_rent_cents on the home and the sorts read them
// (and the homes with a room free today) in index order. The pages must be exactly those of
// the definition they replaced: every home ordered by a figure of its (matching) bedrooms,
// computed as before from building_summaries and the availability rule, then by id.
let api: TestApi;
let guest: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Room { rent: number; from: number; heldFor?: [number, number] }

/** A listed Durham (or Atlanta) home with these rooms (rent in cents, available_on in days from today, a signed lease's stay). */
async function listedHome(rooms: Room[], region = 'nc/durham'): Promise<number> {
  const [city, state, zip] = region === 'nc/durham' ? ['Durham', 'NC', '27701'] : ['Atlanta', 'GA', '30303'];
  const [home] = await query<{ id: number }>(api, sql`
    INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip, region, listed_at)
    SELECT min(id), 'Sort test home', 'sfr', '1 Test St', ${city}, ${state}, ${zip}, ${region}, now() FROM users WHERE roles @> '{manager}'
    RETURNING id`);
  for (const room of rooms) {
    const [bedroom] = await query<{ id: number }>(api, sql`
      INSERT INTO bedrooms (building_id, name, rent_base_cents, available_on)
      VALUES (${home.id}, 'Room', ${room.rent}, ${day(room.from)}::date) RETURNING id`);
    if (room.heldFor) await holdRoom(home.id, bedroom.id, room.heldFor);
  }
  return home.id;
}

/** A countersigned lease holds the room over [start, end) (days from today). */
async function holdRoom(homeId: number, bedroomId: number, [start, end]: [number, number]) {
  await api.deps.database.db.execute(sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date,
      application_signed_at, application_completed_at, application_fee_paid_at, sent_to_manager_at, lease_signed_at, finalized_at)
    SELECT min(id), ${homeId}, ${bedroomId}, ${day(start)}::date, ${day(end)}::date, now(), now(), now(), now(), now(), now()
    FROM users WHERE roles = '{tenant}'`);
}

interface Filters { region?: string; min_budget?: number; max_budget?: number; move_in_date?: string; num_bedrooms?: number }

/** The order and figures as the listings query defined them before 0040: building_summaries and the rule, every home. */
function before(sort: ListingSort, f: Filters): SQL {
  const rooms: SQL[] = [];
  if (f.min_budget !== undefined) rooms.push(sql`r.rent_total_cents >= ${f.min_budget}`);
  if (f.max_budget !== undefined) rooms.push(sql`r.rent_total_cents <= ${f.max_budget}`);
  if (f.move_in_date) rooms.push(sql`bedroom_available_from(r.id, ${f.move_in_date}::date) = ${f.move_in_date}::date`);
  const m = rooms.length
    ? sql`LEFT JOIN LATERAL (SELECT min(r.rent_total_cents) AS min_rent_cents, max(r.rent_total_cents) AS max_rent_cents,
        min(bedroom_available_from(r.id, current_date)) AS earliest_available_date
        FROM bedrooms r WHERE r.building_id = b.id AND ${sql.join(rooms, sql` AND `)}) m ON true`
    : sql`CROSS JOIN LATERAL (SELECT s.min_rent_cents, s.max_rent_cents, s.earliest_available_date) m`;
  const key = {
    recommended: sql`(-b.recommended_score)`,
    move_in_date_asc: sql`COALESCE(m.earliest_available_date, DATE '9999-12-31')`,
    budget_asc: sql`COALESCE(m.min_rent_cents, 2147483647)`,
    num_bedrooms_asc: sql`s.num_bedrooms`,
  }[sort];
  const where = [sql`b.listed_at IS NOT NULL`];
  if (f.region) where.push(sql`b.region = ${f.region}`);
  if (f.num_bedrooms !== undefined) where.push(sql`s.num_bedrooms >= ${f.num_bedrooms}`);
  if (rooms.length) where.push(sql`m.min_rent_cents IS NOT NULL`);
  return sql`SELECT b.id, s.num_bedrooms, m.min_rent_cents, m.max_rent_cents, m.earliest_available_date::text AS earliest_available_date
    FROM buildings b JOIN building_summaries s ON s.building_id = b.id ${m}
    WHERE ${sql.join(where, sql` AND `)} ORDER BY ${key}, b.id`;
}

const shown = (h: Record<string, unknown>) => [h.id, h.num_bedrooms, h.min_rent_cents ?? null, h.max_rent_cents ?? null, h.earliest_available_date ?? null];

beforeAll(async () => {
  api = await createTestApi();
  guest = await api.guestToken();
  // Where the new reading could differ from the old: homes without rooms, equal figures (the id
  // decides), no room free today (a room opening later, a room let now, a lease starting within the
  // month), the cheapest room outside the budget or not free on the move-in day.
  await listedHome([]);
  await listedHome([]);
  await listedHome([{ rent: 70_000, from: -3 }, { rent: 90_000, from: 10 }]);
  await listedHome([{ rent: 70_000, from: 5 }, { rent: 95_000, from: 40 }]);
  await listedHome([{ rent: 70_000, from: 5 }, { rent: 88_000, from: 5 }]);
  await listedHome([{ rent: 85_000, from: -30, heldFor: [-10, 20] }, { rent: 120_000, from: 3 }]);
  await listedHome([{ rent: 60_000, from: -5, heldFor: [15, 200] }, { rent: 99_000, from: -1 }]);
  await listedHome([{ rent: 60_000, from: 0, heldFor: [-100, 8] }, { rent: 60_000, from: 8 }, { rent: 75_000, from: 60 }]);
  await listedHome([{ rent: 82_000, from: 2 }, { rent: 82_000, from: 2 }, { rent: 82_000, from: 2 }, { rent: 82_000, from: 2 }]);
  // Cheaper rooms in another city, free on the same days, one of them in a home that moved
  // there from Durham after its rooms were added (rooms carry their home's city, 0043).
  await listedHome([{ rent: 50_000, from: -2 }, { rent: 61_000, from: 0 }], 'ga/atlanta');
  const moved = await listedHome([{ rent: 55_000, from: -1 }, { rent: 66_000, from: 12 }]);
  await api.deps.database.db.execute(sql`UPDATE buildings SET region = 'ga/atlanta' WHERE id = ${moved}`);
});
afterAll(() => api.close());

const FILTERS: Filters[] = [
  {},
  { region: 'nc/durham' },
  { min_budget: 80_000 },
  { max_budget: 90_000 },
  { min_budget: 80_000, max_budget: 100_000 },
  { move_in_date: day(7) },
  { move_in_date: day(20), max_budget: 100_000 },
  { region: 'nc/durham', min_budget: 65_000, move_in_date: day(9) },
  // A city page, a budget and a move-in day together (the bench's "Atlanta, ≤ $1,100, move-in in 3 weeks").
  { region: 'nc/durham', max_budget: 100_000, move_in_date: day(20) },
  { region: 'ga/atlanta', max_budget: 100_000, move_in_date: day(20) },
  { region: 'ga/atlanta', max_budget: 62_000 },
  { num_bedrooms: 3 },
];

describe('listing sorts read from the kept figures answer the pages they answered before', () => {
  const CASES = LISTING_SORTS.flatMap((sort) => FILTERS.map((f) => [sort, f] as const));
  it.each(CASES)('%s, filters %o: the same homes, order and figures on every page', async (sort, f) => {
    const params = new URLSearchParams({ sort, limit: '4', ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])) });
    const pages = await allPages(api, `/g/listings?${params}`, guest);
    const expected = await query<Record<string, unknown>>(api, before(sort, f));
    expect(pages.map(shown)).toEqual(expected.map(shown));
  });

  it('the data has what sets the sorts apart: homes without rooms, without a room free today, and cheapest rooms that do not match', async () => {
    const [facts] = await query<{ no_rooms: number; not_today: number; cheapest_not_free: number }>(api, sql`
      SELECT count(*) FILTER (WHERE s.num_bedrooms = 0)::int AS no_rooms,
        count(*) FILTER (WHERE s.earliest_available_date > current_date)::int AS not_today,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id AND r.rent_total_cents = s.min_rent_cents
          AND bedroom_available_from(r.id, current_date + 7) <> current_date + 7))::int AS cheapest_not_free
      FROM buildings b JOIN building_summaries s ON s.building_id = b.id WHERE b.listed_at IS NOT NULL`);
    expect(facts.no_rooms).toBeGreaterThanOrEqual(2);
    expect(facts.not_today).toBeGreaterThanOrEqual(4);
    expect(facts.cheapest_not_free).toBeGreaterThanOrEqual(2);
  });
});
