import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { pruneRequestLog } from '../../api/jobs/request-log-retention.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';

let api: TestApi;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  staff = await tokenFor(api.deps, 'staff');
});
afterAll(() => api.close());

const log = async (query = '', token = staff) => api.call('GET', `/backend-requests${query}`, { token });
const userIdOf = async (token: string) => (await api.call('GET', '/me/', { token })).json().id as number;

describe('the request log', () => {
  it('records a tenant request with its route, status, role, page and request id', async () => {
    const tenant = await tokenFor(api.deps, 'tenant');
    const tenantId = await userIdOf(tenant);
    const res = await api.call('GET', '/me/?currentWebsitePage=%2Fbilling', { token: tenant });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const page = (await log(`?user_id=${tenantId}&path_prefix=/me`)).json();
    const entry = page.results.find((r: { request_id: string }) => r.request_id === requestId);
    expect(entry).toMatchObject({
      method: 'GET', route: '/v20/me/', path: '/v20/me/', status: 200, user_id: tenantId, user_email: 'tenant@hearth.test',
      user_role: 'tenant', impersonator_user_id: null, token_typ: 'session', current_website_page: '/billing', ip: '127.0.0.1',
    });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('keeps a well-formed X-Request-Id from the caller and replaces anything else', async () => {
    const kept = await api.call('GET', '/health', { headers: { 'x-request-id': 'trace-abc-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-abc-12345678');
    const replaced = await api.call('GET', '/health', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const found = (await log('?path_prefix=/health&limit=5')).json().results.map((r: { request_id: string }) => r.request_id);
    expect(found).toEqual(expect.arrayContaining(['trace-abc-12345678', replaced.headers['x-request-id']]));
  });

  it('filters by status class, method and path prefix, and pages with a cursor', async () => {
    await api.call('GET', '/listings/999999');
    await api.call('GET', '/listings/999998');
    const missing = (await log('?status_class=4xx&method=GET&path_prefix=/v20/listings/99999&limit=1')).json();
    expect(missing.results).toEqual([expect.objectContaining({ path: '/v20/listings/999998', status: 404 })]);
    const next = (await log(`?status_class=4xx&method=GET&path_prefix=/listings/99999&limit=1&cursor=${missing.next_cursor}`)).json();
    expect(next.results).toEqual([expect.objectContaining({ path: '/v20/listings/999999' })]);
    expect((await log('?status_class=2xx&path_prefix=/listings/99999')).json().results).toEqual([]);
    expect((await log('?method=DELETE&path_prefix=/listings/99999')).json().results).toEqual([]);
  });

  it('filters by time and by impersonated requests', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await log(`?from=${future}`)).json().results).toEqual([]);
    expect((await log(`?to=${future}&limit=1`)).json().results).toHaveLength(1);
    await api.deps.database.db.execute(sql`INSERT INTO backend_requests (occurred_at, method, path, status, duration_ms,
      user_id, impersonator_user_id, request_id) VALUES (now(), 'GET', '/v20/me/', 200, 3, 1, 2, 'impersonated-0001')`);
    const impersonated = (await log('?impersonated=true')).json().results;
    expect(impersonated.map((r: { request_id: string }) => r.request_id)).toEqual(['impersonated-0001']);
  });

  it('stores no password, SSN, card number, token or header sent in a body, query or header', async () => {
    const secrets = {
      password: 'Sup3r-Secret-Passw0rd!', ssn: '123-45-6789', card: '4242424242424242', cookie: 'session-cookie-value-zz9',
      apiKey: 'hk_live_0123456789abcdefghijklmnopqrstuv',
    };
    const tenant = await tokenFor(api.deps, 'tenant');
    await api.call('POST', '/email-login', {
      body: { email: 'tenant@hearth.test', password: secrets.password, user_role: 'tenant' },
      headers: { cookie: secrets.cookie, 'x-api-key': secrets.apiKey },
    });
    await api.call('POST', `/me/screening/start-exam?ssn=${secrets.ssn}&card=${secrets.card}&password=${secrets.password}`, {
      token: tenant, body: { ssn: secrets.ssn, card_number: secrets.card },
    });
    await api.call('GET', `/listings/${secrets.card}/${secrets.ssn}/${secrets.apiKey}?currentWebsitePage=/pay%3Fcard%3D${secrets.card}`, { token: tenant });
    await api.app.requestLog.flush();
    const stored = JSON.stringify(await rows(api.deps.database.db, sql`SELECT * FROM backend_requests`));
    for (const secret of [...Object.values(secrets), tenant, tenant.split('.')[1]!, '123456789']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('/v20/me/screening/start-exam"');
  });

  it('is for staff only: 403 for tenants and managers, 401 signed out', async () => {
    const tenant = await log('', await tokenFor(api.deps, 'tenant'));
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json().error.code).toBe('forbidden');
    expect((await log('', await tokenFor(api.deps, 'manager'))).statusCode).toBe(403);
    expect((await api.call('GET', '/backend-requests')).statusCode).toBe(401);
  });

  it('names bad filters with 400', async () => {
    const res = await log('?status_class=6xx&method=BREW&path_prefix=nope&from=yesterday&impersonated=maybe&user_id=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['from', 'impersonated', 'method', 'path_prefix', 'status_class', 'user_id']);
  });
});

describe('request log retention', () => {
  it('deletes requests older than the retention period and keeps newer ones', async () => {
    await api.deps.database.db.execute(sql`INSERT INTO backend_requests (occurred_at, method, path, status, duration_ms, request_id)
      SELECT now() - interval '20 days', 'GET', '/v20/old', 200, 1, 'old-request-' || g FROM generate_series(1, 30) g`);
    await api.deps.database.db.execute(sql`INSERT INTO backend_requests (occurred_at, method, path, status, duration_ms, request_id)
      VALUES (now() - interval '13 days', 'GET', '/v20/recent', 200, 1, 'recent-request')`);
    expect(api.deps.config.requestLogRetentionDays).toBe(14);
    const deleted = await pruneRequestLog(api.deps);
    expect(deleted).toBe(30);
    expect((await log('?path_prefix=/old')).json().results).toEqual([]);
    expect((await log('?path_prefix=/recent')).json().results).toHaveLength(1);
    expect(await pruneRequestLog(api.deps, { retentionDays: 1 })).toBeGreaterThanOrEqual(1);
    expect((await log('?path_prefix=/recent')).json().results).toEqual([]);
  });
});
