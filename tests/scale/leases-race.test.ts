import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows, sql, type Db } from '../../api/db/client.js';
import { HttpError } from '../../api/http/errors.js';
import { prepareLease } from '../../api/routes/leases/prepare-lease.js';
import { retryOnDeadlock, signLeaseAsTenant } from '../../api/routes/leases/sign-lease.js';
import type { ApiConfig } from '../../api/config.js';
import { freshDatabase, type FreshDatabase } from './support/fresh-database.js';
import { describeWith } from './support/servers.js';

const ROUNDS = 100;
const ATTEMPTS = 10;
// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let fresh: FreshDatabase;
let db: Db;
let bedroomId: number;
let buildingId: number;
let tenants: Array<{ id: number; name: string }>;
const deps = { config: {} as ApiConfig };

const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0];

/** One manager, one listed home with one bedroom, and ten tenants: all a race needs. */
async function seed(): Promise<void> {
  const manager = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('manager@scale.test', 'Mona', 'Manager', '{manager}') RETURNING id`);
  buildingId = (await one<{ id: number }>(sql`INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip, listed_at)
    VALUES (${manager.id}, 'Race House', 'sfr', '1 Race St', 'Durham', 'NC', '27701', now()) RETURNING id`)).id;
  bedroomId = (await one<{ id: number }>(sql`INSERT INTO bedrooms (building_id, name, rent_base_cents, rent_utilities_cents, available_on)
    VALUES (${buildingId}, 'Bedroom 1', 90000, 6000, '2030-01-01') RETURNING id`)).id;
  tenants = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const t = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name) VALUES (${`t${i}@scale.test`}, 'Tenant', ${`No${i}`}) RETURNING id`);
    tenants.push({ id: t.id, name: `Tenant No${i}` });
  }
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Ten applications for the bedroom, every pair of terms overlapping, each with a prepared lease. */
async function prepareRound(round: number) {
  const base = addDays('2030-01-01', round * 100);
  return Promise.all(tenants.map(async (tenant, i) => {
    const lifecycle = await one<{ id: number }>(sql`INSERT INTO lifecycles
      (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date, application_signed_at)
      VALUES (${tenant.id}, ${buildingId}, ${bedroomId}, ${addDays(base, i)}::date, ${addDays(base, 30 + i)}::date, now()) RETURNING id`);
    const lease = await db.transaction((tx) => prepareLease(tx, deps, lifecycle.id));
    return { tenant, lease };
  }));
}

describeWith(['postgres'], 'one signed lease per bedroom on real PostgreSQL', () => {
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl, ATTEMPTS + 2);
    db = fresh.database.db;
    await seed();
  });
  afterAll(() => fresh?.drop());

  it(`${ROUNDS} rounds of ${ATTEMPTS} tenants signing at once for overlapping dates end with exactly one signed lease each`, async () => {
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const attempts = await prepareRound(round);
      // Each attempt is its own transaction on its own pool connection.
      // As POST /document-signed runs it: one transaction, run again if it was a deadlock victim.
      const results = await Promise.allSettled(attempts.map(({ tenant, lease }) => retryOnDeadlock(() => db.transaction((tx) => signLeaseAsTenant(tx, {
        leaseId: lease.id, signerUserId: tenant.id, typedName: tenant.name, textSha256: lease.text_sha256, ip: '127.0.0.1',
      })))));
      const refusals = results.filter((r) => r.status === 'rejected')
        .map((r) => { const e = (r as PromiseRejectedResult).reason; return e instanceof HttpError ? e.code : String(e); });
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(refusals).toEqual(Array(ATTEMPTS - 1).fill('lease_overlaps_signed_lease'));
      const signed = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM leases
        WHERE bedroom_id = ${bedroomId} AND status = 'tenant_signed' AND lifecycle_id IN (${sql.join(attempts.map((a) => sql`${a.lease.lifecycle_id}`), sql`, `)})`);
      expect(signed.n).toBe(1);
      // The losers' applications end, so the tenants may apply for the next round's dates.
      await db.execute(sql`UPDATE lifecycles SET application_deactivated_at = now() WHERE assigned_bedroom_id = ${bedroomId} AND lease_signed_at IS NULL`);
    }
    console.log(JSON.stringify({ test: 'leases-race', rounds: ROUNDS, attempts_per_round: ATTEMPTS, seconds: (Date.now() - started) / 1000 }));
  }, 600_000);

  it('the exclusion constraint alone holds it: raw concurrent UPDATEs, without the signing turn, leave one signed lease', async () => {
    for (let round = ROUNDS; round < ROUNDS + 20; round++) {
      const attempts = await prepareRound(round);
      // Unsequenced writes into the constraint may deadlock: PostgreSQL then aborts a
      // victim (40P01) and the others go on. Whatever the interleaving, exactly one
      // signature stands and every other attempt is refused by the database.
      const results = await Promise.allSettled(attempts.map(({ lease }) => db.transaction((tx) => tx.execute(sql`
        UPDATE leases SET status = 'tenant_signed', tenant_signature_name = 'raw', tenant_signed_at = now() WHERE id = ${lease.id}`))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const codes = results.filter((r) => r.status === 'rejected')
        .map((r) => ((r as PromiseRejectedResult).reason as { cause?: { code?: string } }).cause?.code);
      expect(codes).toHaveLength(ATTEMPTS - 1);
      expect(codes.every((code) => code === '23P01' || code === '40P01'), codes.join(',')).toBe(true);
      const signed = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM leases
        WHERE bedroom_id = ${bedroomId} AND status = 'tenant_signed' AND lifecycle_id IN (${sql.join(attempts.map((a) => sql`${a.lease.lifecycle_id}`), sql`, `)})`);
      expect(signed.n).toBe(1);
      await db.execute(sql`UPDATE lifecycles SET application_deactivated_at = now() WHERE assigned_bedroom_id = ${bedroomId} AND lease_signed_at IS NULL`);
    }
  }, 600_000);
});
