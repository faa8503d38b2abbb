import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyPremiumCents } from '../../api/providers/renters-insurance.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { apply } from './applications-helpers.js';
import { castOf, leasedLifecycle, type Cast } from './lifecycle-actions-helpers.js';
import { errorOf, query } from './listings-helpers.js';
import { uploadSample } from './uploads-helpers.js';

/** Issue 16, renters insurance (docs/renters-insurance.md): buying a plan, proof of one's own, who sees what. */
let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await createTestApi();
  cast = await castOf(api);
});
afterAll(() => api.close());

const path = (id: number) => `/lifecycles/${id}/renters-insurance-policy`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => inDays(0);

async function homeOf(lifecycleId: number) {
  const [home] = await query<{ city: string; state: string; move_in_date: string; move_out_date: string }>(api, sql`
    SELECT b.city, b.state, l.move_in_date::text, l.move_out_date::text FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    WHERE l.id = ${lifecycleId}`);
  return home;
}

describe('buying a plan', () => {
  it('prices the plans for the home, issues a policy over the lease with a PDF certificate, and the manager sees it', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[0]);
    const home = await homeOf(lease.id);
    const before = await api.call('GET', path(lease.id), { token: cast.tenant });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ lifecycle_id: lease.id, is_covered: false, policy: null });
    expect(before.json().plans.map((p: { plan: string; monthly_premium_cents: number }) => [p.plan, p.monthly_premium_cents])).toEqual(
      (['basic', 'standard', 'plus'] as const).map((plan) => [plan, monthlyPremiumCents(plan, home)]));

    const bought = await api.call('POST', path(lease.id), { token: cast.tenant, body: { kind: 'purchase', plan: 'standard' } });
    expect(bought.statusCode).toBe(201);
    const policy = bought.json();
    const startsOn = home.move_in_date > today() ? home.move_in_date : today();
    expect(policy).toMatchObject({
      source: 'purchase', plan: 'standard', provider: 'Hearth Renters Cover', starts_on: startsOn, ends_on: home.move_out_date,
      personal_property_cents: 3_000_000, liability_coverage_cents: 30_000_000, deductible_cents: 50_000,
      monthly_premium_cents: monthlyPremiumCents('standard', home), is_active: startsOn <= today(),
    });
    expect(policy.policy_number).toMatch(/^HRC-[0-9A-F]{4}-[0-9A-F]{6}$/);
    expect(policy.document_file_name).toBe(`renters-insurance-certificate-${policy.policy_number}.pdf`);

    // The certificate: a real PDF naming the policy, by its signed address and to the manager's own token.
    const pdf = await api.app.inject({ method: 'GET', url: policy.document_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body).toContain(`Policy number: ${policy.policy_number}`);
    expect(pdf.body).toContain('Insured: Tara Nguyen');
    const fileId = new URL(policy.document_url, 'http://x').pathname.split('/').pop();
    expect((await api.call('GET', `/files/${fileId}`, { token: cast.manager })).statusCode).toBe(200);
    expect((await api.call('GET', `/files/${fileId}`, { token: cast.otherTenant })).statusCode).toBe(404);

    const seen = await api.call('GET', path(lease.id), { token: cast.manager });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().policy).toMatchObject({ policy_number: policy.policy_number, source: 'purchase' });

    // Once per lease; the profile says the tenant has bought insurance.
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { kind: 'purchase', plan: 'plus' } })))
      .toMatchObject({ status: 409, code: 'renters_insurance_already_purchased' });
    expect((await api.call('GET', '/me/', { token: cast.tenant })).json().renters_insurance_purchase_completed_at).toEqual(expect.any(String));
    const events = await query<{ action: string }>(api, sql`SELECT action FROM lifecycle_action_events WHERE lifecycle_id = ${lease.id}`);
    expect(events.map((e) => e.action)).toEqual(['renters-insurance-policy']);
  });

  it('is refused before approval, to the manager, and to a staff member acting for the tenant', async () => {
    const application = await apply(api, cast.tenant, 'tenant@hearth.test', cast.rooms[1]);
    expect(await errorOf(await api.call('POST', path(application.id), { token: cast.tenant, body: { kind: 'purchase', plan: 'basic' } })))
      .toMatchObject({ status: 422, code: 'action_not_allowed_in_state' });
    const lease = await leasedLifecycle(api, cast, cast.rooms[2]);
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.manager, body: { kind: 'purchase', plan: 'basic' } })))
      .toMatchObject({ status: 422, code: 'action_not_allowed_for_role' });
    const started = await api.call('POST', '/internal/impersonate-user', {
      token: await tokenFor(api.deps, 'staff'),
      body: { user_id: await demoUserId(api.deps, 'tenant'), reason: 'Tenant asked for help choosing renters insurance' },
    });
    expect(started.statusCode).toBe(201);
    const acting = started.json().token as string;
    expect(await errorOf(await api.call('POST', path(lease.id), { token: acting, body: { kind: 'purchase', plan: 'basic' } })))
      .toMatchObject({ status: 401, code: 'forbidden_as_impersonate_user' });
    // Reading stays open to the staff member; nothing was bought.
    expect((await api.call('GET', path(lease.id), { token: acting })).json()).toMatchObject({ policy: null });
  });
});

describe('who sees a policy', () => {
  it('another tenant and another manager get 404, a vendor 403, nobody 401', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[3]);
    for (const token of [cast.otherTenant, cast.otherManager]) {
      expect((await api.call('GET', path(lease.id), { token })).statusCode).toBe(404);
      expect((await api.call('POST', path(lease.id), { token, body: { kind: 'purchase', plan: 'basic' } })).statusCode).toBe(404);
    }
    const vendor = await tokenFor(api.deps, 'vendor');
    expect((await api.call('GET', path(lease.id), { token: vendor })).statusCode).toBe(403);
    expect((await api.call('GET', path(lease.id))).statusCode).toBe(401);
    expect((await api.call('GET', path(2_000_000_000), { token: cast.tenant })).statusCode).toBe(404);
  });
});

describe('proof of an own policy', () => {
  it('takes the insurer, number, dates and an uploaded file; refuses bad input per field', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[4]);
    const fileId = await uploadSample(api, cast.tenant, 'renters_insurance_document', 'pdf');
    const proof = { kind: 'proof', provider: 'Lemonade', policy_number: 'LM-2026-8841', starts_on: inDays(-10), ends_on: inDays(355), file_id: fileId };

    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { kind: 'gift' } })))
      .toMatchObject({ status: 400, code: 'invalid_input' });
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { kind: 'purchase', plan: 'gold' } })))
      .toMatchObject({ status: 400, fields: { plan: 'Choose basic, standard or plus.' } });
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { ...proof, provider: ' ', starts_on: '2026-02-30' } })))
      .toMatchObject({ status: 400, fields: { provider: 'Enter the insurer.', starts_on: expect.any(String) } });
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { ...proof, ends_on: inDays(-11) } })))
      .toMatchObject({ status: 400, fields: { ends_on: 'The policy must end after it starts.' } });
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { ...proof, starts_on: inDays(-400), ends_on: inDays(-1) } })))
      .toMatchObject({ status: 400, fields: { ends_on: expect.stringContaining('hand in one that covers you now') } });
    const theirs = await uploadSample(api, cast.otherTenant, 'renters_insurance_document', 'pdf');
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { ...proof, file_id: theirs } })))
      .toMatchObject({ status: 400, fields: { file_id: expect.any(String) } });
    const photo = await uploadSample(api, cast.tenant, 'maintenance_photo', 'png');
    expect(await errorOf(await api.call('POST', path(lease.id), { token: cast.tenant, body: { ...proof, file_id: photo } })))
      .toMatchObject({ status: 400, fields: { file_id: expect.any(String) } });
    expect(await query(api, sql`SELECT 1 FROM renters_insurance_policies WHERE lifecycle_id = ${lease.id}`)).toHaveLength(0);

    const saved = await api.call('POST', path(lease.id), { token: cast.tenant, body: proof });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      source: 'proof', provider: 'Lemonade', policy_number: 'LM-2026-8841', plan: null, monthly_premium_cents: null,
      is_active: true, document_file_name: 'sample.pdf',
    });
    const managerView = (await api.call('GET', path(lease.id), { token: cast.manager })).json();
    expect(managerView).toMatchObject({ is_covered: true, policy: { source: 'proof', policy_number: 'LM-2026-8841' } });
    expect((await api.app.inject({ method: 'GET', url: managerView.policy.document_url })).statusCode).toBe(200);

    // The batch read a Tenants page uses: the manager sees it, another manager and another tenant see nothing.
    const batch = `/renters-insurance-policies?lifecycle_ids=${lease.id},2000000000`;
    expect((await api.call('GET', batch, { token: cast.manager })).json().results).toMatchObject([{ lifecycle_id: lease.id, source: 'proof' }]);
    expect((await api.call('GET', batch, { token: cast.tenant })).json().results).toHaveLength(1);
    expect((await api.call('GET', batch, { token: cast.otherManager })).json()).toEqual({ results: [] });
    expect((await api.call('GET', batch, { token: cast.otherTenant })).json()).toEqual({ results: [] });
    expect((await api.call('GET', batch, { token: await tokenFor(api.deps, 'vendor') })).statusCode).toBe(403);
  });
});

describe('POST /me/renters-insurance-purchase-completed', () => {
  it('sets the profile timestamp once, for the tenant role only', async () => {
    const tenant2 = cast.otherTenant;
    const manager = await tokenFor(api.deps, 'manager2', 'manager');
    expect((await api.call('POST', '/me/renters-insurance-purchase-completed', { token: manager })).statusCode).toBe(403);
    expect((await api.call('POST', '/me/renters-insurance-purchase-completed', { token: tenant2, body: { extra: 1 } })).statusCode).toBe(400);
    const first = await api.call('POST', '/me/renters-insurance-purchase-completed', { token: tenant2 });
    expect(first.statusCode).toBe(200);
    const again = await api.call('POST', '/me/renters-insurance-purchase-completed', { token: tenant2, body: {} });
    expect(again.json()).toEqual(first.json());
    expect((await api.call('GET', '/me/', { token: tenant2 })).json().renters_insurance_purchase_completed_at)
      .toBe(first.json().renters_insurance_purchase_completed_at);
  });
});
