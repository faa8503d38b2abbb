// The Tenants red dot (spec §2) is one fact shown twice: GET /me/'s
// has_sent_lifecycle_with_unsigned_manager_lease (the nav's dot) and each sent
// lifecycle's has_unsigned_manager_lease (the card's). The first is a SQL WHERE, the
// second the domain rule in JS: for every combination of the timestamps the rule reads,
// the nav must light exactly when a card does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { act, castOf, sentApplication, type Cast, type LifecycleDto } from './lifecycle-actions-helpers.js';
import { allPages, query } from './listings-helpers.js';

let api: TestApi;
let cast: Cast;
let lifecycleId: number;
let leaseId: number;

beforeAll(async () => {
  api = await createTestApi();
  cast = await castOf(api);
  const sent = await sentApplication(api, cast, cast.rooms[0]);
  lifecycleId = sent.id;
  expect((await act(api, cast.manager, lifecycleId, 'approve')).statusCode).toBe(200);
  const [lease] = await query<{ id: number }>(api, sql`SELECT id FROM leases WHERE lifecycle_id = ${lifecycleId}`);
  leaseId = lease.id;
  // Every other lifecycle ends, so the nav answers for this one alone.
  await query(api, sql`UPDATE lifecycles SET finalized_at = now() WHERE id <> ${lifecycleId}`);
});
afterAll(() => api.close());

const COLUMNS = ['sent_to_manager_at', 'approved_at', 'denied_at', 'application_deactivated_at', 'application_lost_at', 'finalized_at', 'lease_signed_at'] as const;

async function setCase(bits: number) {
  const on = (c: (typeof COLUMNS)[number]) => (bits & (1 << COLUMNS.indexOf(c))) !== 0;
  const set = COLUMNS.map((c) => sql`${sql.raw(c)} = ${on(c) ? sql`now()` : sql`NULL`}`);
  // A denial always carries its reason (lifecycles_denial_has_reason).
  set.push(sql`denial_reason = ${on('denied_at') ? 'other' : null}`);
  await query(api, sql`UPDATE lifecycles SET ${sql.join(set, sql`, `)} WHERE id = ${lifecycleId}`);
  const countersigned = bits & (1 << COLUMNS.length);
  await query(api, countersigned
    ? sql`UPDATE leases SET status = 'countersigned', tenant_signed_at = now(), tenant_signature_name = 'Tess Tenant',
        manager_signed_at = now(), manager_signature_name = 'Max Manager' WHERE id = ${leaseId}`
    : sql`UPDATE leases SET status = 'prepared', tenant_signed_at = NULL, tenant_signature_name = NULL,
        manager_signed_at = NULL, manager_signature_name = NULL WHERE id = ${leaseId}`);
}

const describeCase = (bits: number) =>
  [...COLUMNS, 'countersigned'].filter((_, i) => bits & (1 << i)).join(' + ') || 'nothing set';

describe('the Tenants red dot: GET /me/ and the lifecycle cards agree', () => {
  it('for every combination of the timestamps the rule reads', async () => {
    const disagreements: string[] = [];
    let lit = 0;
    for (let bits = 0; bits < 1 << (COLUMNS.length + 1); bits++) {
      await setCase(bits);
      const cards = await allPages<LifecycleDto>(api, '/lifecycles?is_finalized=false', cast.manager);
      const card = cards.some((l) => l.is_sent_to_manager && l.has_unsigned_manager_lease);
      const nav = (await api.call('GET', '/me/', { token: cast.manager })).json().has_sent_lifecycle_with_unsigned_manager_lease;
      if (card !== nav) disagreements.push(`${describeCase(bits)}: cards ${card}, nav ${nav}`);
      if (nav) lit++;
    }
    expect(disagreements).toEqual([]);
    // Sent and open, approved or not, tenant-signed after approval: lit in some cases, dark in most.
    expect(lit).toBeGreaterThan(0);
    expect(lit).toBeLessThan(1 << COLUMNS.length);
  });
});
