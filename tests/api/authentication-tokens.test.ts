import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createHash } from 'node:crypto';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { createApiToken } from './authentication-tokens-helpers.js';

let api: TestApi;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi();
  for (const who of ['tenant', 'tenant2', 'manager', 'staff']) sessions[who] = await tokenFor(api.deps, who);
});
afterAll(() => api.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('creating and listing API tokens', () => {
  it('shows the secret once and keeps only its hash', async () => {
    const created = await createApiToken(api, sessions.manager!, { name: '  Portfolio sync  ', scopes: ['listings:read', 'money:read'] });
    expect(created.body.authentication_token).toMatchObject({
      name: 'Portfolio sync', user_role: 'manager', scopes: ['listings:read', 'money:read'], status: 'active',
      hint: created.token.slice(-6), last_used_at: null, revoked_at: null,
    });
    const claims = decodeJwt(created.token);
    expect(claims).toMatchObject({ typ: 'partner', sid: created.id, user_role: 'manager' });
    const [row] = await rows<{ token_hash: string }>(api.deps.database.db, sql`SELECT * FROM authentication_tokens WHERE id = ${created.id}::uuid`);
    expect(row!.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await api.call('GET', '/authentication-token', { token: sessions.manager });
    expect(list.statusCode).toBe(200);
    const listed = list.json().results.find((t: { id: string }) => t.id === created.id);
    expect(listed).toMatchObject({ hint: created.token.slice(-6), scopes: ['listings:read', 'money:read'], last_used_at: null });
    expect(listed.created_at).toMatch(/^\d{4}-/);
    expect(JSON.stringify(list.json())).not.toContain(created.token);
    expect(JSON.stringify(list.json())).not.toContain(row!.token_hash);
  });

  it('notes when a token was last used', async () => {
    const created = await createApiToken(api, sessions.manager!, { scopes: ['listings:read'] });
    expect((await api.call('GET', '/buildings', { token: created.token })).statusCode).toBe(200);
    const listed = (await api.call('GET', '/authentication-token', { token: sessions.manager })).json()
      .results.find((t: { id: string }) => t.id === created.id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('writes last_used_at at most once a minute, not on every request', async () => {
    const created = await createApiToken(api, sessions.manager!, { scopes: ['listings:read'] });
    const lastUsed = async () => (await rows<{ last_used_at: string | null }>(api.deps.database.db,
      sql`SELECT last_used_at FROM authentication_tokens WHERE id = ${created.id}::uuid`))[0]!.last_used_at;
    await api.call('GET', '/me/saved-buildings', { token: created.token });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await api.call('GET', '/me/saved-buildings', { token: created.token });
    expect(await lastUsed()).toBe(first);
    await api.deps.database.db.execute(sql`UPDATE authentication_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = ${created.id}::uuid`);
    const stale = await lastUsed();
    await api.call('GET', '/me/saved-buildings', { token: created.token });
    expect(new Date((await lastUsed())!).getTime()).toBeGreaterThan(new Date(stale!).getTime());
  });

  it('stops working when its user no longer holds its role', async () => {
    const { registerUser } = await import('./auth-helpers.js');
    const owner = await registerUser(api, 'manager');
    const created = await createApiToken(api, owner.token, { scopes: ['listings:read'] });
    expect((await api.call('GET', '/me/saved-buildings', { token: created.token })).statusCode).toBe(200);
    await api.deps.database.db.execute(sql`UPDATE users SET roles = ARRAY['tenant'] WHERE id = ${owner.userId}`);
    const res = await api.call('GET', '/me/saved-buildings', { token: created.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/manager/);
  });

  it('acts in the role asked for, and refuses a role the user does not hold', async () => {
    const asTenant = await createApiToken(api, sessions.manager!, { scopes: ['lifecycles:read'], user_role: 'tenant' });
    expect(decodeJwt(asTenant.token).user_role).toBe('tenant');
    const res = await api.call('POST', '/authentication-token', {
      token: sessions.tenant, body: { name: 'x', scopes: ['listings:read'], user_role: 'manager', expires_in_days: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.user_role).toMatch(/manager/);
  });

  it('refuses hostile and invalid input with the field named, never a 5xx', async () => {
    const bad = (body: Record<string, unknown>) => api.call('POST', '/authentication-token', {
      token: sessions.tenant, body: { name: 'ok', scopes: ['listings:read'], expires_in_days: 30, ...body },
    });
    for (const [body, field] of [
      [{ name: 'a\u0000b' }, 'name'], [{ name: 'half \ud83d emoji' }, 'name'], [{ name: 'x'.repeat(10_000) }, 'name'],
      [{ name: '   ' }, 'name'], [{ scopes: [] }, 'scopes'], [{ scopes: ['everything:write'] }, 'scopes.0'],
      [{ expires_in_days: 400 }, 'expires_in_days'], [{ expires_in_days: undefined, expires_on: '2020-01-01' }, 'expires_on'],
      [{ expires_in_days: undefined, expires_on: '2999-01-01' }, 'expires_on'], [{ expires_on: '2026-02-31' }, 'expires_on'],
    ] as const) {
      const res = await bad(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body).slice(0, 60)).toContain(field);
    }
    expect((await api.call('POST', '/authentication-token/not-a-uuid/rotate', { token: sessions.tenant })).statusCode).toBe(400);
  });

  it('limits creation to 20 tokens per user per hour', async () => {
    const { registerUser } = await import('./auth-helpers.js');
    const owner = await registerUser(api, 'tenant');
    for (let i = 0; i < 20; i++) await createApiToken(api, owner.token, { name: `Token ${i}`, scopes: ['listings:read'] });
    const res = await api.call('POST', '/authentication-token', { token: owner.token, body: { name: 'One too many', scopes: ['listings:read'] } });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('accepts a custom last day within a year', async () => {
    const day = new Date(Date.now() + 100 * 24 * 3600_000).toISOString().slice(0, 10);
    const created = await createApiToken(api, sessions.tenant!, { scopes: ['listings:read'], expires_in_days: undefined, expires_on: day });
    expect((created.body.authentication_token as { expires_at: string }).expires_at).toBe(`${day}T23:59:59.999Z`);
  });
});

describe('what a token may do', () => {
  it('refuses a route outside its scopes with 403 scope_not_granted naming the scope', async () => {
    const created = await createApiToken(api, sessions.manager!, { scopes: ['listings:read'] });
    const invoices = await api.call('GET', '/invoices', { token: created.token });
    expect(invoices.statusCode).toBe(403);
    expect(invoices.json().error.code).toBe('scope_not_granted');
    expect(invoices.json().error.message).toContain('money:read');
    // Reading is not writing.
    const write = await api.call('POST', '/buildings', { token: created.token, body: {} });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toContain('listings:write');
  });

  it('never reaches staff routes, even a staff member\'s token, nor the token routes', async () => {
    const staffToken = await createApiToken(api, sessions.staff!, { scopes: [...allScopes()] });
    const staff = await api.call('GET', '/internal/invoices', { token: staffToken.token });
    expect(staff.statusCode).toBe(403);
    const session = await api.call('GET', '/me/session', { token: staffToken.token });
    expect(session.json()).toMatchObject({ typ: 'partner', is_staff: false });
    for (const [method, url] of [['GET', '/authentication-token'], ['POST', '/authentication-token'],
      ['POST', `/authentication-token/${staffToken.id}/rotate`], ['DELETE', `/authentication-token/${staffToken.id}`]] as const) {
      const res = await api.call(method, url, { token: staffToken.token, body: method === 'POST' && !url.endsWith('rotate') ? { name: 'x', scopes: ['listings:read'] } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('partner_token_not_allowed');
    }
  });

  it('refuses payment sources and password changes whatever the scopes', async () => {
    const created = await createApiToken(api, sessions.tenant!, { scopes: [...allScopes()] });
    expect((await api.call('GET', '/payment-sources', { token: created.token })).json().error.code).toBe('partner_token_not_allowed');
    expect((await api.call('POST', '/change-password', { token: created.token, body: {} })).statusCode).toBe(403);
  });
});

describe('ending a token', () => {
  it('refuses an expired token with 401', async () => {
    const created = await createApiToken(api, sessions.tenant!, { scopes: ['listings:read'] });
    await api.deps.database.db.execute(sql`UPDATE authentication_tokens SET expires_at = now() - interval '1 second', created_at = now() - interval '2 days' WHERE id = ${created.id}::uuid`);
    const res = await api.call('GET', '/me/saved-buildings', { token: created.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
    expect(res.json().error.message).toMatch(/expired/);
  });

  it('refuses a revoked token from the next request on', async () => {
    const created = await createApiToken(api, sessions.tenant!, { scopes: ['listings:read'] });
    expect((await api.call('GET', '/me/saved-buildings', { token: created.token })).statusCode).toBe(200);
    expect((await api.call('DELETE', `/authentication-token/${created.id}`, { token: sessions.tenant })).statusCode).toBe(204);
    const res = await api.call('GET', '/me/saved-buildings', { token: created.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/revoked/);
    const listed = (await api.call('GET', '/authentication-token', { token: sessions.tenant })).json()
      .results.find((t: { id: string }) => t.id === created.id);
    expect(listed.status).toBe('revoked');
  });

  it('rotates: the old secret is refused at once, the new one works, the id stays', async () => {
    const created = await createApiToken(api, sessions.tenant!, { scopes: ['listings:read'] });
    const rotated = await api.call('POST', `/authentication-token/${created.id}/rotate`, { token: sessions.tenant });
    expect(rotated.statusCode).toBe(200);
    const { token, authentication_token: t } = rotated.json();
    expect(t.id).toBe(created.id);
    expect(token).not.toBe(created.token);
    expect(t.hint).toBe(token.slice(-6));
    expect(t.rotated_at).not.toBeNull();
    expect((await api.call('GET', '/me/saved-buildings', { token: created.token })).statusCode).toBe(401);
    expect((await api.call('GET', '/me/saved-buildings', { token })).statusCode).toBe(200);
  });

  it('answers 404 for another user\'s token, on every route', async () => {
    const created = await createApiToken(api, sessions.tenant!, { scopes: ['listings:read'] });
    for (const [method, url] of [['POST', `/authentication-token/${created.id}/rotate`], ['DELETE', `/authentication-token/${created.id}`]] as const) {
      const res = await api.call(method, url, { token: sessions.tenant2 });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = (await api.call('GET', '/authentication-token', { token: sessions.tenant2 })).json();
    expect(theirs.results.map((t: { id: string }) => t.id)).not.toContain(created.id);
    expect((await api.call('GET', '/me/saved-buildings', { token: created.token })).statusCode).toBe(200);
  });
});

describe('every route decides what tokens may do', () => {
  it('lists a scope decision for every operation of the OpenAPI document', async () => {
    const doc = (await api.call('GET', '/openapi.json')).json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) if (op['x-scope'] === undefined) missing.push(`${method} ${path}`);
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/v20/authentication-token']!.get!['x-scope']).toBe('none');
  });

  it('refuses to start with a route that has no scope decision', async () => {
    const { buildApp } = await import('../../api/app.js');
    const { default: fp } = await import('fastify-plugin');
    const app = await buildApp(api.deps);
    const boot = async () => {
      await app.register(fp(async (inner) => {
        inner.get('/v20/brand-new-thing', { config: { access: 'user' } }, async () => ({}));
      }));
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/no scope decision/);
    await app.close().catch(() => undefined);
  });
});

function allScopes() {
  return ['listings', 'lifecycles', 'tickets', 'money', 'webhooks'].flatMap((a) => [`${a}:read`, `${a}:write`]);
}
