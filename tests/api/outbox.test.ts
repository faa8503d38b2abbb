import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const read = async (query: string, who = 'staff') => api.call('GET', `/internal/outbox-messages${query}`, { token: await tokenFor(api.deps, who) });

describe('GET /internal/outbox-messages', () => {
  it('shows staff the mail sent to an address, newest first', async () => {
    const { email } = await registerUser(api);
    await api.call('POST', '/forgot-password', { body: { email } });
    const res = await read(`?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((m: { kind: string }) => m.kind)).toEqual(['password_reset', 'email_verification']);
    expect(res.json().results[0]).toMatchObject({ to: email, subject: expect.any(String), body: expect.stringContaining('/reset-password?token='), created_at: expect.any(String) });
  });

  it('filters by kind and pages with a cursor', async () => {
    const first = await registerUser(api);
    const second = await registerUser(api);
    const page1 = (await read('?kind=email_verification&limit=1')).json();
    expect(page1.results).toEqual([expect.objectContaining({ to: second.email, kind: 'email_verification' })]);
    const page2 = (await read(`?kind=email_verification&limit=1&cursor=${page1.next_cursor}`)).json();
    expect(page2.results).toEqual([expect.objectContaining({ to: first.email })]);
  });

  it('refuses tenants and managers with 403 and anyone signed out with 401', async () => {
    const tenant = await read('', 'tenant');
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json().error.code).toBe('forbidden');
    expect(JSON.stringify(tenant.json())).not.toContain('@');
    expect((await read('', 'manager')).statusCode).toBe(403);
    expect((await api.call('GET', '/internal/outbox-messages')).statusCode).toBe(401);
  });

  it('names a bad filter with 400', async () => {
    const res = await read('?kind=Not A Kind&limit=500');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['kind', 'limit']);
  });
});
