import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../api/auth/tokens.js';
import { sql } from '../../api/db/client.js';
import { sessions } from '../../api/db/schema.js';
import { PERSONAL_ACTIONS } from '../../api/http/personal-actions.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { errorOf, query } from './listings-helpers.js';

/** Issue 15, staff: impersonation with a reason, refused personal actions, the audit log, the user's view. */
let api: TestApi;
let tenantId: number;
let staffId: number;
const REASON = 'Tenant reports the billing page shows the wrong amount';

beforeAll(async () => {
  api = await createTestApi();
  tenantId = await demoUserId(api.deps, 'tenant');
  staffId = await demoUserId(api.deps, 'staff');
});
afterAll(() => api.close());

async function impersonate(userId = tenantId, staffToken?: string) {
  const res = await api.call('POST', '/internal/impersonate-user', {
    token: staffToken ?? await tokenFor(api.deps, 'staff'), body: { user_id: userId, reason: REASON },
  });
  if (res.statusCode !== 201) throw new Error(`impersonate: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; user_id: number; user_role: string };
}

describe('starting', () => {
  it("answers a token for the user whose act claim names the staff member; the user's reads work", async () => {
    const started = await impersonate();
    const claims = decodeJwt(started.token);
    expect(claims).toMatchObject({ sub: String(tenantId), act: { sub: String(staffId) }, user_role: 'tenant' });
    expect(claims.staff).toBeUndefined();
    const me = await api.call('GET', '/me/', { token: started.token });
    expect(me.json()).toMatchObject({ email: 'tenant@hearth.test' });
    const current = await api.call('GET', '/internal/impersonate-user/current', { token: started.token });
    expect(current.json().impersonation).toMatchObject({ staff_first_name: 'Sam', user_id: tenantId, reason: REASON });
    const own = await api.call('GET', '/internal/impersonate-user/current', { token: await tokenFor(api.deps, 'tenant') });
    expect(own.json()).toEqual({ impersonation: null });
  });

  it("ends the staff member's own session (stopping gives a fresh one)", async () => {
    const staff = await tokenFor(api.deps, 'staff');
    await impersonate(tenantId, staff);
    expect((await api.call('GET', '/internal/audit', { token: staff })).statusCode).toBe(401);
  });

  it('needs a reason of 10 to 500 characters', async () => {
    const staff = await tokenFor(api.deps, 'staff');
    for (const reason of ['', 'too short', 'x'.repeat(501)]) {
      const res = await api.call('POST', '/internal/impersonate-user', { token: staff, body: { user_id: tenantId, reason } });
      expect(await errorOf(res)).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    }
  });

  it('is refused to non-staff (403), for staff targets (403), while impersonating, and for nobody (404)', async () => {
    const body = { user_id: tenantId, reason: REASON };
    expect((await api.call('POST', '/internal/impersonate-user', { token: await tokenFor(api.deps, 'manager'), body })).statusCode).toBe(403);
    const staff = await tokenFor(api.deps, 'staff');
    expect((await api.call('POST', '/internal/impersonate-user', { token: staff, body: { ...body, user_id: staffId } })).statusCode).toBe(403);
    const started = await impersonate();
    const again = await api.call('POST', '/internal/impersonate-user', { token: started.token, body: { ...body, user_id: await demoUserId(api.deps, 'tenant2') } });
    expect(again.statusCode).toBe(403);
    expect((await api.call('POST', '/internal/impersonate-user', { token: staff, body: { ...body, user_id: 2_000_000_000 } })).statusCode).toBe(404);
  });

  it('is refused to a partner-type token of a staff member', async () => {
    const sid = randomUUID();
    await api.deps.database.db.insert(sessions).values({ id: sid, userId: staffId, typ: 'partner', userRole: 'tenant', expiresAt: new Date(Date.now() + 3600_000) });
    const partner = await signToken(api.deps.keys, { sub: String(staffId), sid, typ: 'partner', user_role: 'tenant' }, 3600);
    const res = await api.call('POST', '/internal/impersonate-user', { token: partner, body: { user_id: tenantId, reason: REASON } });
    expect([401, 403]).toContain(res.statusCode);
    expect((await api.call('GET', `/internal/users/${tenantId}`, { token: partner })).statusCode).not.toBe(200);
  });
});

describe('stopping', () => {
  it('ends the impersonation and answers a fresh staff token', async () => {
    const started = await impersonate();
    const stopped = await api.call('POST', '/internal/impersonate-user/stop', { token: started.token });
    expect(stopped.statusCode).toBe(200);
    expect(decodeJwt(stopped.json().token)).toMatchObject({ sub: String(staffId), staff: true });
    expect(decodeJwt(stopped.json().token).act).toBeUndefined();
    expect((await api.call('GET', '/me/', { token: started.token })).statusCode).toBe(401);
    expect((await api.call('GET', `/internal/users/${tenantId}`, { token: stopped.json().token })).statusCode).toBe(200);
  });

  it('is refused for a session that is not an impersonation', async () => {
    const res = await api.call('POST', '/internal/impersonate-user/stop', { token: await tokenFor(api.deps, 'tenant') });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: 'not_impersonating' });
  });
});

/** A request for each personal action, ids of things that need not exist: the refusal comes first. */
const urlOf = (template: string) => template.replace(/:id/g, '1');

describe('personal actions', () => {
  it('lists the refused routes', () => {
    expect(PERSONAL_ACTIONS).toEqual([
      'POST /invoices/:id/attempt', 'POST /invoices/:id/schedule-attempt', 'POST /invoices/:id/payment-plan-installments',
      'POST /payment-source', 'DELETE /payment-sources/:id', 'POST /payment-sources/:id/autopay', 'POST /plaid-link-token',
      'POST /test-payments/card-tokens', 'POST /change-password', 'POST /set-to-email-login', 'POST /verify-email', 'POST /document-signing-url',
      'POST /document-signed', 'POST /resolution-proposals/:id/accept',
      'POST /lifecycles/:id/renters-insurance-policy', 'POST /me/renters-insurance-purchase-completed',
    ]);
  });

  it('every one answers 401 forbidden_as_impersonate_user while impersonating, and is not refused so for the user', async () => {
    const doc = (await api.call('GET', '/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/^\/v20/, '').replace(/\{(\w+)\}/g, ':$1')}`));
    // The partner token routes (another slice of issue 15) are personal too, whatever their verbs.
    const tokenRoutes = declared.filter((r) => / \/authentication-token/.test(r) && !r.startsWith('GET '));
    const started = await impersonate();
    const own = await tokenFor(api.deps, 'tenant');
    for (const action of [...PERSONAL_ACTIONS, ...tokenRoutes]) {
      expect(declared).toContain(action);
      const [method, template] = action.split(' ') as ['POST' | 'DELETE', string];
      const res = await api.call(method, urlOf(template), { token: started.token, body: {} });
      expect({ action, status: res.statusCode, code: res.json().error?.code }).toEqual({ action, status: 401, code: 'forbidden_as_impersonate_user' });
      const mine = await api.call(method, urlOf(template), { token: own, body: {} });
      expect({ action, code: mine.json()?.error?.code }).not.toEqual({ action, code: 'forbidden_as_impersonate_user' });
      expect(mine.statusCode).not.toBe(401);
    }
    // Reads stay open: the staff member sees what the user sees.
    expect((await api.call('GET', '/tenant-invoices', { token: started.token })).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records staff writes and impersonated reads, filterable by actor and acting_as', async () => {
    const staff = await tokenFor(api.deps, 'staff');
    const tenant2 = await demoUserId(api.deps, 'tenant2');
    await api.call('PATCH', `/internal/users/${tenant2}`, { token: staff, body: { manager_onboarding_demo_call_status: 'demo_call_skipped' } });
    const started = await impersonate(tenantId);
    await api.call('GET', '/tenant-invoices', { token: started.token });
    const fresh = (await api.call('POST', '/internal/impersonate-user/stop', { token: started.token })).json().token;
    const all = (await api.call('GET', `/internal/audit?actor=${staffId}&limit=100`, { token: fresh })).json().results as Array<Record<string, unknown>>;
    expect(all).toEqual(expect.arrayContaining([
      expect.objectContaining({ method: 'PATCH', route: '/internal/users/:id', path: `/v20/internal/users/${tenant2}`, status: 200,
        acting_as_user_id: null, actor_email: 'staff@hearth.test', summary: expect.stringContaining('demo_call_skipped') }),
      expect.objectContaining({ method: 'POST', route: '/internal/impersonate-user', acting_as_user_id: tenantId, summary: expect.stringContaining(REASON) }),
      expect.objectContaining({ method: 'GET', route: '/tenant-invoices', acting_as_user_id: tenantId, status: 200, ip: '127.0.0.1', request_id: expect.any(String) }),
      expect.objectContaining({ method: 'POST', route: '/internal/impersonate-user/stop', acting_as_user_id: tenantId }),
    ]));
    const asTenant2 = (await api.call('GET', `/internal/audit?acting_as=${tenant2}`, { token: fresh })).json().results;
    expect(asTenant2.every((e: { acting_as_user_id: number }) => e.acting_as_user_id === tenant2)).toBe(true);
    const future = (await api.call('GET', '/internal/audit?from=2999-01-01T00:00:00Z', { token: fresh })).json().results;
    expect(future).toEqual([]);
  });

  it("does not record a user's own reads or writes", async () => {
    const before = await auditCount();
    const own = await tokenFor(api.deps, 'tenant2');
    await api.call('GET', '/me/', { token: own });
    await api.call('PATCH', '/me/', { token: own, body: { occupation: 'Baker' } });
    expect(await auditCount()).toBe(before);
  });

  it('refuses UPDATE and DELETE on the table', async () => {
    expect(await refusal(sql`UPDATE audit_log_entries SET summary = 'nothing happened'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log_entries`)).toMatch(/append-only/);
    expect(await auditCount()).toBeGreaterThan(0);
  });
});

/** The database's reason for refusing a statement (drizzle wraps it as the cause). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  const err = await query(api, statement).then(() => null, (e: Error & { cause?: Error }) => e);
  return err ? `${err.message} ${err.cause?.message ?? ''}` : 'not refused';
}

const auditCount = async () => (await query<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM audit_log_entries`))[0]!.n;

describe("the user's view", () => {
  it('shows staff access on their account: first name, reason, started, ended', async () => {
    const started = await impersonate(tenantId);
    await api.call('POST', '/internal/impersonate-user/stop', { token: started.token });
    const res = await api.call('GET', '/me/account-access', { token: await tokenFor(api.deps, 'tenant') });
    expect(res.json().results[0]).toMatchObject({ staff_first_name: 'Sam', reason: REASON, started_at: expect.any(String), ended_at: expect.any(String) });
    expect(JSON.stringify(res.json())).not.toContain('staff@hearth.test');
  });
});

describe('a staff member who lost staff powers', () => {
  it('signed out: every staff route answers 401', async () => {
    const staff = await tokenFor(api.deps, 'staff');
    await api.call('POST', '/logout', { token: staff });
    for (const url of ['/users', `/internal/users/${tenantId}`, '/internal/audit']) {
      expect((await api.call('GET', url, { token: staff })).statusCode).toBe(401);
    }
    expect((await api.call('POST', '/internal/impersonate-user', { token: staff, body: { user_id: tenantId, reason: REASON } })).statusCode).toBe(401);
  });

  it('is_staff withdrawn: staff routes refuse, and stopping an impersonation gives no staff token', async () => {
    const staff = await tokenFor(api.deps, 'staff');
    const started = await impersonate(tenantId);
    await query(api, sql`UPDATE users SET is_staff = false WHERE id = ${staffId}`);
    try {
      for (const url of ['/users', `/internal/users/${tenantId}`, '/internal/audit']) {
        expect([401, 403]).toContain((await api.call('GET', url, { token: staff })).statusCode);
      }
      const stop = await api.call('POST', '/internal/impersonate-user/stop', { token: started.token });
      expect(stop.statusCode).toBe(403);
      expect((await api.call('GET', '/me/', { token: started.token })).statusCode).toBe(401);
    } finally {
      await query(api, sql`UPDATE users SET is_staff = true WHERE id = ${staffId}`);
    }
  });
});
