import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES } from '../../common/api-token-scopes.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { operationsOf, urlOf, type Operation } from './hostile-input-helpers.js';

/**
 * Issue 15 "Tests": every staff route of /v20/openapi.json (x-access "staff"), old and
 * new, against everyone who is not a signed-in staff member acting as themselves: each
 * role's session, a guest, no token at all, a staff member's own API token with every
 * scope (a partner token never reaches a staff route), and a staff member impersonating
 * a tenant (the session is the tenant's). Each is refused with 401, 403 or 404 and an
 * error body only: nothing of the route's data leaks with the refusal.
 */
let api: TestApi;
let operations: Operation[];
const callers: Record<string, () => Promise<string | undefined>> = {};

async function staffApiToken(): Promise<string> {
  const session = await tokenFor(api.deps, 'staff');
  const res = await api.call('POST', '/authentication-token', {
    token: session, body: { name: 'staff script', scopes: [...API_TOKEN_SCOPES], expires_in_days: 7 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().token as string;
}

async function impersonatingTenant(): Promise<string> {
  const staff = await tokenFor(api.deps, 'staff');
  const res = await api.call('POST', '/internal/impersonate-user', {
    token: staff, body: { user_id: await demoUserId(api.deps, 'tenant'), reason: 'Checking the staff routes matrix' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().token as string;
}

beforeAll(async () => {
  api = await createTestApi();
  operations = (await operationsOf(api)).filter((op) => op.access === 'staff');
  const partner = await staffApiToken();
  const impersonation = await impersonatingTenant();
  Object.assign(callers, {
    tenant: () => tokenFor(api.deps, 'tenant'),
    manager: () => tokenFor(api.deps, 'manager', 'manager'),
    vendor: () => tokenFor(api.deps, 'vendor', 'vendor'),
    guest: () => api.guestToken(),
    'no token': async () => undefined,
    "a staff member's API token": async () => partner,
    'staff impersonating a tenant': async () => impersonation,
  });
});
afterAll(() => api.close());

describe('staff routes refuse everyone but staff in their own session', () => {
  it('covers the staff console of issue 15', () => {
    const paths = operations.map((op) => `${op.method} ${op.path}`);
    for (const route of ['GET /users', 'GET /internal/users/{id}', 'PATCH /internal/users/{id}', 'POST /internal/impersonate-user',
      'GET /internal/audit', 'GET /internal/global-search', 'GET /schema/tables', 'GET /schema/model', 'GET /backend-requests',
      'GET /tally-form-submissions/{id}']) {
      expect(paths).toContain(route);
    }
  });

  it('answers 401, 403 or 404 with an error and nothing else', async () => {
    const leaks: string[] = [];
    for (const [who, token] of Object.entries(callers)) {
      const bearer = await token();
      for (const op of operations) {
        const res = await api.call(op.method, urlOf(op), { token: bearer, body: op.body ? {} : undefined });
        const body = res.body ? (res.json() as Record<string, unknown>) : {};
        if (![401, 403, 404].includes(res.statusCode) || Object.keys(body).join() !== 'error') {
          leaks.push(`${who}: ${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets staff in their own session read the lists', async () => {
    const staff = await tokenFor(api.deps, 'staff');
    for (const url of ['/users?search=a', '/internal/audit', '/internal/global-search?q=a', '/schema/tables', '/backend-requests']) {
      expect((await api.call('GET', url, { token: staff })).statusCode, url).toBe(200);
    }
  });
});
