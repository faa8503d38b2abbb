// The data of the scale figures (bench/scale.ts, issue 17): 25,000 homes with 100,000
// bedrooms added beside the demo data, in set-based SQL (generate_series), so seeding
// takes seconds rather than the hours the routes would. Not demo data, and not what is
// measured. Deterministic (every "random" choice is a hash of a row number).
//
//  - 42 managers: one with 500 homes ("large"), one with 5 ("small"), 40 sharing the rest;
//    homes in the eight city pages' cities, 95% listed, 2 to 6 bedrooms (4 on average),
//    rents of $600 to $1,600 a month, rooms free from two months ago to three months on,
//    1 to 3 bathrooms, parking for most, photos, pets for some.
//  - 30% of bedrooms rented: a lifecycle with a countersigned lease over a year that
//    started in the last ten months (so it holds the room), invoices for each month of
//    it in the last six (paid but the current one), and the manager's ledger entry for
//    each paid one, plus a payout per manager and month.
//  - one open application (sent to the manager, not decided) per home, on a free room.
//  - maintenance tickets: two per home of the large and small managers, one in three
//    homes elsewhere, in every status.
import type pg from 'pg';
import { CITY_PAGES } from '../common/regions.js';
import { buildingPhotoPaths, bedroomPhotoPaths } from '../api/providers/photos/index.js';

export const SCALE_HOMES = Number(process.env.BENCH_SCALE_HOMES ?? 25_000);
export const LARGE_MANAGER_HOMES = 500;
export const SMALL_MANAGER_HOMES = 5;
const OTHER_MANAGERS = 40;

export interface ScaleSeed {
  largeManagerId: number;
  smallManagerId: number;
  homes: number;
  bedrooms: number;
  lifecycles: number;
  leases: number;
  invoices: number;
  ledgerEntries: number;
  tickets: number;
  ms: number;
}

const lit = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const STREETS = ['Maple', 'Oakwood', 'Peachtree', 'Magnolia', 'Juniper', 'Sycamore', 'Willow', 'Chestnut', 'Dogwood', 'Hawthorne', 'Briarcliff', 'Lakeshore', 'Riverside', 'Highland', 'Meadowbrook'];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Ln', 'Dr', 'Ct', 'Way'];
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'Lucas', 'Mia', 'Mason', 'Amelia', 'Ethan', 'Harper', 'Logan', 'Evelyn', 'Aiden', 'Abigail', 'Jackson'];
const LAST = ['Hartley', 'Okonkwo', 'Fitzgerald', 'Delacroix', 'Vasquez', 'Whitaker', 'Nakamura', 'Abernathy', 'Castellano', 'Holloway', 'Pemberton', 'Kowalski', 'Montgomery', 'Bergstrom', 'Lindqvist'];
// One row per city (the Triad and Dallas-Fort Worth have two), with its page's slug and state.
const CITIES = CITY_PAGES.flatMap((p) => p.cities.map((city) => ({ city, state: p.state, region: p.slug })));
const TICKETS = [
  ['Kitchen sink drips', 'The kitchen faucet drips all night.', 'common_areas'],
  ['Heater not working', 'No heat in my room since yesterday evening.', 'bedroom_1'],
  ['Front door lock sticks', 'The key turns only after several tries.', 'exterior'],
  ['Wifi down', 'The router shows a red light.', 'common_areas'],
  ['Dryer does not heat', 'Clothes come out wet after a full cycle.', 'other'],
];

/** Adds the scale data to a database that already has the demo data; VACUUMs and ANALYZEs at the end. */
export async function seedScale(client: pg.Client): Promise<ScaleSeed> {
  const started = performance.now();
  const q = async <T extends pg.QueryResultRow = any>(text: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const result = (await client.query<T>(text, params)).rows;
    if (process.env.BENCH_SCALE_DEBUG) console.error(`${Math.round(performance.now() - t0)} ms: ${text.replace(/\s+/g, ' ').slice(0, 90)}`);
    return result;
  };
  const photoPrefix = buildingPhotoPaths(1, 1)[0]!.replace(/building-1-1\.svg$/, '');
  const roomPhotoPrefix = bedroomPhotoPaths(1, 1)[0]!.replace(/bedroom-1-1\.svg$/, '');
  const tag = Date.now().toString(36);

  await q('BEGIN');
  // Bulk load: no per-row ledger balance trigger (balances are set from the entries
  // below) and no foreign-key checks (every id here comes from the rows just inserted).
  await q(`SET LOCAL session_replication_role = replica`);

  // Managers: large, small, then the others.
  const managers = await q<{ id: number }>(`INSERT INTO users (email, first_name, last_name, roles, email_verified_at)
    SELECT 'scale-manager-' || n || '-${tag}@example.test', (${lit(FIRST)})[1 + n % ${FIRST.length}], (${lit(LAST)})[1 + n % ${LAST.length}],
      '{manager}', now()
    FROM generate_series(0, ${OTHER_MANAGERS + 1}) n ORDER BY n RETURNING id`);
  const ids = managers.map((m) => m.id);
  const [largeManagerId, smallManagerId] = [ids[0]!, ids[1]!];
  const others = ids.slice(2);

  // Homes: the first 500 are the large manager's, the next 5 the small one's.
  // Ids given here (the identity is moved past them below), so photo paths are written with the row.
  const [{ base }] = await q<{ base: number }>(`SELECT coalesce(max(id), 0)::int AS base FROM buildings`);
  await q(`CREATE TEMP TABLE scale_homes ON COMMIT DROP AS
    SELECT n, ${base} + n AS id, CASE WHEN n <= ${LARGE_MANAGER_HOMES} THEN ${largeManagerId}
      WHEN n <= ${LARGE_MANAGER_HOMES + SMALL_MANAGER_HOMES} THEN ${smallManagerId}
      ELSE (ARRAY[${others.join(',')}])[1 + n % ${others.length}] END AS manager_user_id,
      ((n * 2654435761::bigint) % 2147483647)::int AS h
    FROM generate_series(1, ${SCALE_HOMES}) n`);
  const homes = await q<{ count: string }>(`WITH ins AS (
    INSERT INTO buildings (id, manager_user_id, photo_urls, title, description, property_type, street, city, state, zip, region,
      latitude, longitude, pet_options, utilities_included, access_method, recommended_score, listed_at, created_at)
    SELECT s.id, s.manager_user_id,
      ARRAY(SELECT '${photoPrefix}building-' || s.id || '-' || k || '.svg' FROM generate_series(1, 2 + s.h % 5) k),
      (ARRAY['Sunny','Quiet','Bright','Roomy','Cozy','Modern'])[1 + s.h % 6] || ' ' || lower(st.s) || ' ' ||
        (ARRAY['house','townhome','home','duplex'])[1 + (s.h / 7) % 4] || ' ' || s.n,
      'Shared home near transit, with a fenced yard and a big kitchen. Rooms are furnished on request.',
      (ARRAY['sfr','townhome','apartment','condo','duplex'])[1 + (s.h / 11) % 5],
      (100 + s.h % 9000) || ' ' || st.s || ' ' || (${lit(SUFFIXES)})[1 + s.n % ${SUFFIXES.length}],
      c.city, c.state, lpad(((s.h / 13) % 99999)::text, 5, '0'), c.region,
      33 + (s.h % 1000) / 1000.0, -84 - (s.h % 997) / 1000.0,
      (ARRAY['{}','{cats}','{cats,small_dogs}','{cats,small_dogs,large_dogs}'])[1 + (s.h / 17) % 4]::text[],
      (ARRAY['{}','{internet}','{internet,water,trash_collection}'])[1 + (s.h / 19) % 3]::text[],
      (ARRAY['lockbox','keypad','key_at_location'])[1 + (s.h / 23) % 3],
      ((s.h / 29) % 100)::int,
      CASE WHEN s.n % 20 = 0 THEN NULL ELSE now() - make_interval(days => (s.h % 365)::int) END,
      now() - make_interval(days => 400)
    FROM scale_homes s,
      LATERAL (SELECT (${lit(STREETS)})[1 + (s.n / 7) % ${STREETS.length}] AS s) st,
      LATERAL (SELECT x.* FROM (VALUES ${CITIES.map((c, i) => `(${i}, '${c.city}', '${c.state}', '${c.region}')`).join(', ')})
        AS x(i, city, state, region) WHERE x.i = s.n % ${CITIES.length}) c
    ORDER BY s.n
    RETURNING id) SELECT count(*) FROM ins`);
  // The new homes in creation order: n = 1 is the large manager's first.
  await q(`CREATE TEMP TABLE scale_b ON COMMIT DROP AS
    SELECT id, n, manager_user_id, h FROM scale_homes`);
  await q(`CREATE INDEX ON scale_b (id)`);
  await q(`SELECT setval(pg_get_serial_sequence('buildings', 'id'), (SELECT max(id) FROM buildings))`);

  // Bedrooms: 2 to 6 per home (4 on average), 100,000 for 25,000 homes.
  const [{ rbase }] = await q<{ rbase: number }>(`SELECT coalesce(max(id), 0)::int AS rbase FROM bedrooms`);
  // region: the home's (0043 keeps it by trigger, off here).
  await q(`INSERT INTO bedrooms (id, building_id, name, features, rent_base_cents, rent_utilities_cents, rent_platform_fee_cents, available_on,
      size_sq_ft, photo_urls, region)
    SELECT x.id, x.building_id, x.name, x.features, x.rent_base_cents, x.rent_utilities_cents, x.rent_platform_fee_cents, x.available_on, x.size_sq_ft,
      CASE WHEN x.id % 2 = 0 THEN ARRAY['${roomPhotoPrefix}bedroom-' || x.id || '-1.svg'] ELSE '{}' END, x.region
    FROM (SELECT ${rbase} + (row_number() OVER (ORDER BY s.n, k))::int AS id, s.id AS building_id, 'Room ' || k AS name,
        (SELECT b.region FROM buildings b WHERE b.id = s.id) AS region,
        (ARRAY['{}','{standard closet}','{walk-in closet,ceiling fan}'])[1 + (s.h + k) % 3]::text[] AS features,
        55000 + ((s.h / 31 + k * 7919) % 91) * 1000 AS rent_base_cents, 5000 + (k % 3) * 2500 AS rent_utilities_cents, 2500 AS rent_platform_fee_cents,
        current_date - 60 + ((s.h / 37 + k * 104729) % 150)::int AS available_on, 100 + ((s.h + k) % 120) AS size_sq_ft
      FROM scale_b s, generate_series(1, 2 + s.n % 5) k) x`);
  await q(`SELECT setval(pg_get_serial_sequence('bedrooms', 'id'), (SELECT max(id) FROM bedrooms))`);
  // The triggers are off here (replica), so the figures they keep from the rooms (0040: each
  // home's bedroom count and lowest rent, which the browse sorts and filters read) are set
  // here, as 0040 filled them in: without it every seeded home had 0 bedrooms and no rent.
  await q(`UPDATE buildings b SET num_bedrooms = f.num_bedrooms, min_rent_cents = f.min_rent_cents
    FROM (SELECT r.building_id, count(*)::int AS num_bedrooms, min(r.rent_total_cents) AS min_rent_cents
      FROM bedrooms r WHERE r.id > ${rbase} GROUP BY r.building_id) f
    WHERE f.building_id = b.id`);
  await q(`CREATE TEMP TABLE scale_r ON COMMIT DROP AS
    SELECT r.id, r.building_id, r.rent_total_cents, s.manager_user_id, (r.id - ${rbase})::int AS n
    FROM bedrooms r JOIN scale_b s ON s.id = r.building_id WHERE r.id > ${rbase}`);
  const [{ count: bedrooms }] = await q<{ count: string }>(`SELECT count(*) FROM scale_r`);
  await q(`INSERT INTO bathrooms (building_id, bathroom_type, relation, washer_dryer_location, washer_dryer_cost)
    SELECT s.id, (ARRAY['full','three_quarter','half_toilet'])[1 + (s.h + k) % 3], (ARRAY['non_attached','attached','jack_jill'])[1 + k % 3],
      CASE WHEN k = 1 THEN 'in_unit' END, CASE WHEN k = 1 THEN 'free' END
    FROM scale_b s, generate_series(1, 1 + (s.h % 3)::int) k`);
  await q(`INSERT INTO parking_spots (building_id, parking_type, parking_access, monthly_fee_cents)
    SELECT s.id, (ARRAY['garage','outdoor','street_parking','neighborhood_lot'])[1 + (s.h + k) % 4], 'none_required', CASE WHEN k = 2 THEN 5000 END
    FROM scale_b s, generate_series(1, (s.h % 3)::int) k`);

  // Tenants: one per rented room (30%) and one applicant per home.
  await q(`CREATE TEMP TABLE scale_rented ON COMMIT DROP AS
    SELECT r.*, (current_date - 30 * (1 + r.n % 10)::int) AS move_in FROM scale_r r WHERE r.n % 10 < 3`);
  await q(`CREATE TEMP TABLE scale_applying ON COMMIT DROP AS
    SELECT DISTINCT ON (r.building_id) r.* FROM scale_r r WHERE r.n % 10 >= 3 ORDER BY r.building_id, r.id`);
  await q(`CREATE TEMP TABLE scale_people ON COMMIT DROP AS
    SELECT (row_number() OVER ())::int AS k, x.* FROM (
      SELECT 'rented' AS what, id AS bedroom_id, building_id, rent_total_cents, manager_user_id, move_in FROM scale_rented
      UNION ALL SELECT 'applying', id, building_id, rent_total_cents, manager_user_id, NULL FROM scale_applying) x`);
  await q(`ALTER TABLE scale_people ADD COLUMN user_id integer, ADD COLUMN lifecycle_id integer`);
  await q(`WITH u AS (
      INSERT INTO users (email, first_name, last_name, roles, occupation, email_verified_at, needs_screening)
      SELECT 'scale-tenant-' || p.k || '-${tag}@example.test', (${lit(FIRST)})[1 + p.k % ${FIRST.length}], (${lit(LAST)})[1 + (p.k / 20) % ${LAST.length}],
        '{tenant}', (ARRAY['nurse','student','engineer','teacher','barista'])[1 + p.k % 5], now(), false
      FROM scale_people p ORDER BY p.k RETURNING id, email)
    UPDATE scale_people p SET user_id = u.id FROM u WHERE u.email = 'scale-tenant-' || p.k || '-${tag}@example.test'`);
  await q(`WITH l AS (
      INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date,
        application_signed_at, application_completed_at, application_fee_paid_at, sent_to_manager_at, lease_signed_at, finalized_at, created_at)
      SELECT p.user_id, p.building_id, p.bedroom_id,
        coalesce(p.move_in, current_date + 20 + (p.k % 40)::int), coalesce(p.move_in + 365, current_date + 385 + (p.k % 40)::int),
        now() - interval '40 days', now() - interval '39 days', now() - interval '39 days', now() - interval '38 days',
        CASE WHEN p.what = 'rented' THEN p.move_in - 14 END, CASE WHEN p.what = 'rented' THEN p.move_in - 14 END,
        coalesce(p.move_in - 30, current_date - 40)
      FROM scale_people p ORDER BY p.k RETURNING id, tenant_user_id)
    UPDATE scale_people p SET lifecycle_id = l.id FROM l WHERE l.tenant_user_id = p.user_id`);
  await q(`INSERT INTO leases (lifecycle_id, bedroom_id, tenant_user_id, lease_version, term, rent_base_cents, rent_utilities_cents,
      rent_platform_fee_cents, text, text_sha256, status, tenant_signature_name, tenant_signed_at, manager_signature_name, manager_signed_at,
      manager_signed_by_user_id)
    SELECT p.lifecycle_id, p.bedroom_id, p.user_id, 'V4_DIRECT_LEASE', daterange(p.move_in, p.move_in + 365), p.rent_total_cents, 0, 0,
      'Lease of a bedroom (bench data).', md5(p.k::text) || md5(p.k::text || 'x'), 'countersigned', 'Tenant ' || p.k, p.move_in - 14,
      'Manager', p.move_in - 13, p.manager_user_id
    FROM scale_people p WHERE p.what = 'rented'`);
  await q(`CREATE INDEX ON scale_people (building_id)`);

  // Rent invoices for each month of the last six a lease covers (the current one unpaid), the
  // manager's share of each paid one on their ledger, one payout per manager and month.
  await q(`CREATE TEMP TABLE scale_inv ON COMMIT DROP AS
    SELECT p.*, m.month FROM scale_people p,
      LATERAL (SELECT (date_trunc('month', current_date) - make_interval(months => i))::date AS month FROM generate_series(0, 5) i) m
    WHERE p.what = 'rented' AND m.month >= date_trunc('month', p.move_in)`);
  await q(`INSERT INTO invoices (tenant_user_id, lifecycle_id, building_id, charge_type, ledger_item_type, description, amount_cents,
      period_month, due_date, payment_status, paid_at, stripe_invoice_id, created_at)
    SELECT i.user_id, i.lifecycle_id, i.building_id, 'rent V2', 'bedroom rent', 'Rent for ' || to_char(i.month, 'FMMonth YYYY'),
      i.rent_total_cents, i.month, i.month,
      CASE WHEN i.month = date_trunc('month', current_date) THEN 'INITIAL_ATTEMPT_UPCOMING' ELSE 'SUCCESSFUL' END,
      CASE WHEN i.month = date_trunc('month', current_date) THEN NULL ELSE i.month + time '09:00' END,
      'in_scale_${tag}_' || i.lifecycle_id || '_' || to_char(i.month, 'YYYYMM'), i.month - 5
    FROM scale_inv i`);
  await q(`INSERT INTO ledger_accounts (kind, user_id) SELECT 'manager', u FROM unnest($1::int[]) u ON CONFLICT DO NOTHING`, [ids]);
  await q(`INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, building_id,
      lifecycle_id, invoice_id, counterparty_user_id, period_month, actor_role, created_at)
    SELECT a.id, 'payment', 'bedroom rent', 'rent V2', (inv.amount_cents * 9) / 10, inv.description, inv.building_id, inv.lifecycle_id,
      inv.id, inv.tenant_user_id, inv.period_month, 'automatic', inv.paid_at
    FROM invoices inv JOIN buildings b ON b.id = inv.building_id JOIN ledger_accounts a ON a.kind = 'manager' AND a.user_id = b.manager_user_id
    WHERE inv.stripe_invoice_id LIKE 'in_scale_${tag}_%' AND inv.paid_at IS NOT NULL ORDER BY inv.paid_at, inv.id`);
  await q(`INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, amount_cents, description, period_month, actor_role, created_at)
    SELECT e.account_id, 'payout', 'bedroom rent', -sum(e.amount_cents), 'Payout', e.period_month, 'automatic',
      (e.period_month + interval '1 month 5 days')
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.kind = 'manager' AND a.user_id = ANY ($1::int[]) AND e.period_month < date_trunc('month', current_date) - interval '1 month'
    GROUP BY e.account_id, e.period_month`, [ids]);
  await q(`UPDATE ledger_accounts a SET balance_cents = t.s, entries_count = t.c
    FROM (SELECT account_id, sum(amount_cents) AS s, count(*) AS c FROM ledger_entries GROUP BY account_id) t
    WHERE t.account_id = a.id AND a.user_id = ANY ($1::int[])`, [ids]);

  // Tickets: two per home of the large and small managers, one in three homes elsewhere.
  await q(`INSERT INTO maintenance_tickets (building_id, ticket_type, area, access_requirement, title, description, status,
      created_by_user_id, created_by_actor_role, completed_at, created_at, updated_at)
    SELECT s.id, 'maintenance_request', (${lit(TICKETS.map((t) => t[2]!))})[tt.i], 'tenants_present',
      (${lit(TICKETS.map((t) => t[0]!))})[tt.i], (${lit(TICKETS.map((t) => t[1]!))})[tt.i], st,
      coalesce(p.user_id, s.manager_user_id), CASE WHEN p.user_id IS NULL THEN 'manager' ELSE 'tenant' END,
      CASE WHEN st = 'completed' THEN now() - interval '2 days' END, now() - make_interval(days => (s.h % 90)::int, mins => k),
      now() - make_interval(days => (s.h % 30)::int, mins => k)
    FROM scale_b s
      CROSS JOIN LATERAL generate_series(1, CASE WHEN s.n <= ${LARGE_MANAGER_HOMES + SMALL_MANAGER_HOMES} THEN 2 WHEN s.n % 3 = 0 THEN 1 ELSE 0 END) k
      CROSS JOIN LATERAL (SELECT 1 + ((s.h + k) % ${TICKETS.length})::int AS i) tt
      CROSS JOIN LATERAL (SELECT (ARRAY['not_started','in_progress','completed'])[1 + ((s.h / 3 + k) % 3)::int] AS st) sx
      LEFT JOIN LATERAL (SELECT p.user_id FROM scale_people p WHERE p.building_id = s.id AND p.what = 'rented' LIMIT 1) p ON true`);
  const [counts] = await q(`SELECT (SELECT count(*) FROM scale_people)::int AS lifecycles,
    (SELECT count(*) FROM scale_people WHERE what = 'rented')::int AS leases,
    (SELECT count(*) FROM scale_inv)::int AS invoices,
    (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = ANY ($1::int[]))::int AS ledger_entries,
    (SELECT count(*) FROM maintenance_tickets t JOIN scale_b s ON s.id = t.building_id)::int AS tickets`, [ids]);
  await q('COMMIT');
  // VACUUM too, not only ANALYZE: after this bulk load autovacuum would otherwise visit the
  // new rows while the 100x figures are taken (and set their hint bits on first read), so
  // those figures read a database still settling; a running deployment is past that.
  await q('VACUUM (ANALYZE)');
  return {
    largeManagerId, smallManagerId, homes: Number(homes[0]!.count), bedrooms: Number(bedrooms),
    lifecycles: counts.lifecycles, leases: counts.leases, invoices: counts.invoices, ledgerEntries: counts.ledger_entries, tickets: counts.tickets,
    ms: Math.round(performance.now() - started),
  };
}
