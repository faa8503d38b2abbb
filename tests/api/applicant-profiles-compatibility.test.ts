import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { HOUSEMATE_EMAIL_DOMAIN } from '../../api/db/seed/housemates.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { ROSA_PROFILE } from './applicant-profile-helpers.js';
import { registerUser } from './auth-helpers.js';

let api: TestApi;
let homeWithHousemates: { id: number; housemates: number; manager_user_id: number };
let homeWithout: number;
let housemateNames: string[];
beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.database.db;
  [homeWithHousemates] = await rows(db, sql`
    SELECT b.id, b.manager_user_id, count(*)::int AS housemates FROM buildings b JOIN lifecycles l ON l.building_id = b.id
    WHERE l.lease_signed_at IS NOT NULL GROUP BY b.id ORDER BY b.id LIMIT 1`);
  [{ id: homeWithout }] = await rows<{ id: number }>(db, sql`
    SELECT id FROM buildings b WHERE listed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lifecycles l WHERE l.building_id = b.id) ORDER BY id LIMIT 1`);
  housemateNames = (await rows<{ first_name: string; last_name: string; email: string }>(db, sql`
    SELECT first_name, last_name, email FROM users WHERE email LIKE ${'%@' + HOUSEMATE_EMAIL_DOMAIN}`))
    .flatMap((u) => [u.first_name, u.last_name, u.email]);
});
afterAll(() => api.close());

const ofHome = (token: string, id: number) => api.call('GET', `/buildings/${id}/compatibility`, { token });

/** A tenant with a roommate profile who applied to the home with housemates (written straight to the table). */
async function applicantWithProfile() {
  const tenant = await registerUser(api, 'tenant', { first_name: 'Rosa', last_name: 'Diaz' });
  await api.call('POST', '/me/applicant-profiles', { token: tenant.token, body: ROSA_PROFILE });
  const [lifecycle] = await rows<{ id: number }>(api.deps.database.db, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, move_in_date, move_out_date, application_signed_at)
    VALUES (${tenant.userId}, ${homeWithHousemates.id}, current_date + 60, current_date + 425, now()) RETURNING id`);
  return { ...tenant, lifecycleId: lifecycle!.id };
}

describe('GET /buildings/{id}/compatibility', () => {
  it('scores the tenant against the home\'s current housemates, in words, without naming anyone', async () => {
    const rosa = await applicantWithProfile();
    const res = await ofHome(rosa.token, homeWithHousemates.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reason).toBeNull();
    expect(body.housemate_count).toBe(homeWithHousemates.housemates);
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(100);
    expect(body.explanations.length).toBeGreaterThan(0);
    expect(body.explanations[0].text).toMatch(/housemate/);
    for (const name of housemateNames) expect(res.body).not.toContain(name);
  });

  it('invites a tenant without a profile to make one (score null, reason no_profile)', async () => {
    const newcomer = await registerUser(api);
    const res = await ofHome(newcomer.token, homeWithHousemates.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: null, reason: 'no_profile', explanations: [] });
  });

  it('has nothing to compare with in a home nobody lives in yet (reason no_housemates)', async () => {
    const rosa = await applicantWithProfile();
    expect((await ofHome(rosa.token, homeWithout)).json()).toMatchObject({ score: null, reason: 'no_housemates', housemate_count: 0 });
  });

  it('is 404 for a home the tenant cannot see, 403 in another role, 401 for guests', async () => {
    const rosa = await applicantWithProfile();
    const [unlisted] = await rows<{ id: number }>(api.deps.database.db, sql`SELECT id FROM buildings WHERE listed_at IS NULL LIMIT 1`);
    expect((await ofHome(rosa.token, unlisted!.id)).statusCode).toBe(404);
    expect((await ofHome(rosa.token, 999_999)).statusCode).toBe(404);
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    expect((await ofHome(manager, homeWithHousemates.id)).statusCode).toBe(403);
    expect((await ofHome(await api.guestToken(), homeWithHousemates.id)).statusCode).toBe(401);
  });
});

describe('GET /lifecycles/{id}/compatibility', () => {
  it('shows the home\'s manager how the applicant fits, speaking of "the applicant"', async () => {
    const rosa = await applicantWithProfile();
    const [{ email }] = await rows<{ email: string }>(api.deps.database.db, sql`SELECT email FROM users WHERE id = ${homeWithHousemates.manager_user_id}`);
    const key = email.split('@')[0]!;
    const manager = await tokenFor(api.deps, key, 'manager');
    const res = await api.call('GET', `/lifecycles/${rosa.lifecycleId}/compatibility`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json().score).toBe((await ofHome(rosa.token, homeWithHousemates.id)).json().score);
    expect(res.json().explanations.map((e: { text: string }) => e.text).join(' ')).not.toMatch(/\byou\b/i);
  });

  it('shows it to a co-manager who reviews the home\'s applicants (leasing), and not to one who only handles its tickets', async () => {
    const rosa = await applicantWithProfile();
    const coManager = async (areas: string[]) => {
      const helper = await registerUser(api, 'manager');
      await api.deps.database.db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
        VALUES (${homeWithHousemates.id}, ${helper.userId}, ${`{${areas.join(',')}}`}::text[], ${homeWithHousemates.manager_user_id})`);
      return helper.token;
    };
    const leasing = await api.call('GET', `/lifecycles/compatibility?ids=${rosa.lifecycleId}`, { token: await coManager(['leasing']) });
    expect(leasing.statusCode).toBe(200);
    expect(leasing.json().results).toEqual([expect.objectContaining({ lifecycle_id: rosa.lifecycleId })]);
    const tickets = await api.call('GET', `/lifecycles/compatibility?ids=${rosa.lifecycleId}`, { token: await coManager(['support_service']) });
    expect(tickets.json().results ?? []).toEqual([]);
  });

  it('is 404 for another manager and 403 for the applicant', async () => {
    const rosa = await applicantWithProfile();
    const [{ email }] = await rows<{ email: string }>(api.deps.database.db, sql`
      SELECT email FROM users WHERE 'manager' = ANY(roles) AND id <> ${homeWithHousemates.manager_user_id} AND email LIKE '%@hearth.test' LIMIT 1`);
    const other = await tokenFor(api.deps, email.split('@')[0]!, 'manager');
    expect((await api.call('GET', `/lifecycles/${rosa.lifecycleId}/compatibility`, { token: other })).statusCode).toBe(404);
    expect((await api.call('GET', `/lifecycles/${rosa.lifecycleId}/compatibility`, { token: rosa.token })).statusCode).toBe(403);
  });
});
