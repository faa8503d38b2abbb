// Data for the calls-per-query figures (bench/calls.ts, issue 17): the demo data holds no
// ledger entries, resolution cases or vendor jobs for the demo users and 60 lifecycles in
// the manager's homes, so a page of 10 and a page of 100 could not differ. This fills
// each list a screen shows to at least LIST_ITEMS rows for the user who sees it, in
// set-based SQL on the bench's own copy of the seeded database (the gateway tests'
// stack): it is the data the figures need, not what they measure.
//  - manager tenants: applications (lifecycles) of the demo tenant up to LIST_ITEMS, each for
//    its own bedroom of the demo manager's homes, sent to the manager
//  - resolution cases: one open lease-termination case on each of those lifecycles
//    (the tenant's and the manager's resolution center)
//  - tickets: LIST_ITEMS maintenance tickets across the manager's homes
//  - ledger: LIST_ITEMS rent entries on the manager's account, across homes and tenants
//  - vendor jobs: LIST_ITEMS requested jobs nobody holds in the demo vendor company's
//    regions and categories (the job feed), and LIST_ITEMS scheduled jobs it holds
//  - browse: the demo data already lists 128 homes
import { rows, sql, type Executor } from '../api/db/client.js';
import { homeTimeZone } from '../api/domain/services/business-hours.js';
import { ledgerAccountId } from '../api/money/ledger-repository.js';

export const LIST_ITEMS = Number(process.env.BENCH_LIST_ITEMS ?? 120);

export interface ListUsers {
  tenantId: number;
  managerId: number;
  /** The demo vendor company (owned by the `multi` demo user). */
  providerId: number;
}

/** Ids of the demo users whose screens are measured. */
export async function listUsers(db: Executor): Promise<ListUsers> {
  const [row] = await rows<ListUsers>(db, sql`
    SELECT (SELECT id FROM users WHERE email = 'tenant@hearth.test') AS "tenantId",
      (SELECT id FROM users WHERE email = 'manager@hearth.test') AS "managerId",
      (SELECT pu.residential_service_provider_id FROM residential_service_provider_users pu
        JOIN users u ON u.id = pu.user_id WHERE u.email = 'multi@hearth.test' ORDER BY 1 LIMIT 1) AS "providerId"`);
  if (!row?.tenantId || !row.managerId || !row.providerId) throw new Error('the demo users of the list figures are not seeded');
  return row;
}

/** Lifecycles of the demo tenant in the manager's free bedrooms until they have `n`, then a case on each. */
export async function seedTenants(db: Executor, u: ListUsers, n: number) {
  await db.execute(sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date,
      application_signed_at, application_completed_at, application_fee_paid_at, sent_to_manager_at)
    SELECT ${u.tenantId}, r.building_id, r.id, current_date + 30, current_date + 395, now(), now(), now(), now()
    FROM (SELECT r.id, r.building_id FROM bedrooms r JOIN buildings b ON b.id = r.building_id
      WHERE b.manager_user_id = ${u.managerId}
        AND NOT EXISTS (SELECT 1 FROM lifecycles l WHERE l.assigned_bedroom_id = r.id)
      ORDER BY r.id LIMIT greatest(0, ${n} - (SELECT count(*) FROM lifecycles WHERE tenant_user_id = ${u.tenantId}))) r`);
  await db.execute(sql`
    INSERT INTO resolution_cases (kind, status, tenant_user_id, lifecycle_id, building_id, description, requested_vacate_date)
    SELECT 'tenant_elt', 'open', l.tenant_user_id, l.id, l.building_id, 'I have to move for work and would like to end the lease early.',
      l.move_in_date + 90
    FROM lifecycles l
    WHERE l.tenant_user_id = ${u.tenantId}
      AND NOT EXISTS (SELECT 1 FROM resolution_cases c WHERE c.lifecycle_id = l.id)`);
}

async function seedTickets(db: Executor, u: ListUsers, n: number) {
  await db.execute(sql`
    WITH homes AS (SELECT id, row_number() OVER (ORDER BY id) AS k, count(*) OVER () AS total
      FROM buildings WHERE manager_user_id = ${u.managerId})
    INSERT INTO maintenance_tickets (building_id, ticket_type, area, access_requirement, title, description,
      created_by_user_id, created_by_actor_role, created_at, updated_at)
    SELECT h.id, 'maintenance_request', 'common_areas', 'no_access_needed', 'Hallway light ' || g || ' flickers',
      'The ceiling light outside the bathroom flickers in the evening.', ${u.managerId}, 'manager',
      now() - g * interval '1 hour', now() - g * interval '1 hour'
    FROM generate_series(1, ${n}) AS g JOIN homes h ON h.k = 1 + (g - 1) % h.total`);
}

/** Rent collected for the manager, one entry per seeded lifecycle or existing tenant, spread over months. */
async function seedLedger(db: Executor, u: ListUsers, n: number) {
  const accountId = await ledgerAccountId(db, 'manager', u.managerId);
  await db.execute(sql`
    WITH leases AS (SELECT l.id, l.building_id, l.tenant_user_id, row_number() OVER (ORDER BY l.id) AS k, count(*) OVER () AS total
      FROM lifecycles l JOIN buildings b ON b.id = l.building_id WHERE b.manager_user_id = ${u.managerId})
    INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description,
      building_id, lifecycle_id, counterparty_user_id, period_month, actor_role, created_at)
    SELECT ${accountId}, 'payment', 'bedroom rent', 'rent V2', 85000 + (g % 7) * 2500, 'Rent collected ' || g,
      l.building_id, l.id, l.tenant_user_id, (date_trunc('month', current_date) - ((g % 6) * interval '1 month'))::date,
      'automatic', now() - g * interval '1 hour'
    FROM generate_series(1, ${n}) AS g JOIN leases l ON l.k = 1 + (g - 1) % l.total`);
}

/** Requested jobs nobody holds (the feed) and scheduled jobs the company holds (its own), across homes. */
async function seedVendorJobs(db: Executor, u: ListUsers, n: number) {
  const homes = await rows<{ id: number; region: string; state: string }>(db, sql`
    SELECT b.id, b.region, b.state FROM buildings b JOIN residential_service_providers p ON p.id = ${u.providerId}
    WHERE b.manager_user_id = ${u.managerId} AND b.region = ANY (p.regions) ORDER BY b.id`);
  const [type] = await rows<{ id: number }>(db, sql`
    SELECT t.id FROM service_types t JOIN residential_service_providers p ON p.id = ${u.providerId}
    WHERE t.service_category = ANY (p.service_categories) AND t.visibility <> 'never_select' ORDER BY t.id LIMIT 1`);
  if (!homes.length || !type) throw new Error('the demo vendor company serves none of the manager\'s homes');
  const zones = sql.join(homes.map((h, i) => sql`(${i + 1}::int, ${h.id}::int, ${homeTimeZone(h.region, h.state)})`), sql`, `);
  await db.execute(sql`
    WITH homes (k, id, zone) AS (VALUES ${zones})
    INSERT INTO service_activities (building_id, service_type_id, time_zone, access_requirement, notes, price_cents,
      requested_by_user_id, requested_by_actor_role, status, holder_provider_id, held_since, scheduled_start, scheduled_end)
    SELECT h.id, ${type.id}, h.zone, 'no_access_needed', 'Bench job ' || g, 9000, ${u.managerId}, 'manager',
      CASE WHEN g % 2 = 0 THEN 'REQUESTED' ELSE 'APPOINTMENT_SCHEDULED' END,
      CASE WHEN g % 2 = 0 THEN NULL ELSE ${u.providerId}::int END,
      CASE WHEN g % 2 = 0 THEN NULL ELSE now() END,
      CASE WHEN g % 2 = 0 THEN NULL ELSE date_trunc('hour', now()) + (g * interval '1 day') + interval '2 hours' END,
      CASE WHEN g % 2 = 0 THEN NULL ELSE date_trunc('hour', now()) + (g * interval '1 day') + interval '4 hours' END
    FROM generate_series(1, ${2 * n}) AS g JOIN homes h ON h.k = 1 + (g - 1) % ${homes.length}`);
}

/** Fills every list to at least `n` rows for the user who sees it (see above). */
export async function seedListData(db: Executor, n = LIST_ITEMS): Promise<ListUsers> {
  const u = await listUsers(db);
  await seedTenants(db, u, n);
  await seedTickets(db, u, n);
  await seedLedger(db, u, n);
  await seedVendorJobs(db, u, n);
  return u;
}

/** What each list holds now for its user (printed beside the figures). */
export async function listSizes(db: Executor, u: ListUsers) {
  const [row] = await rows<Record<string, number>>(db, sql`
    SELECT (SELECT count(*)::int FROM buildings WHERE listed_at IS NOT NULL) AS listed_homes,
      (SELECT count(*)::int FROM lifecycles l JOIN buildings b ON b.id = l.building_id WHERE b.manager_user_id = ${u.managerId}) AS manager_lifecycles,
      (SELECT count(*)::int FROM maintenance_tickets t JOIN buildings b ON b.id = t.building_id WHERE b.manager_user_id = ${u.managerId}) AS manager_tickets,
      (SELECT count(*)::int FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'manager' AND a.user_id = ${u.managerId}) AS manager_ledger_entries,
      (SELECT count(*)::int FROM resolution_cases WHERE tenant_user_id = ${u.tenantId}) AS tenant_cases,
      (SELECT count(*)::int FROM resolution_cases c JOIN buildings b ON b.id = c.building_id WHERE b.manager_user_id = ${u.managerId}) AS manager_cases,
      (SELECT count(*)::int FROM service_activities WHERE status = 'REQUESTED' AND holder_provider_id IS NULL) AS open_jobs,
      (SELECT count(*)::int FROM service_activities WHERE holder_provider_id = ${u.providerId}) AS vendor_own_jobs`);
  return row!;
}
