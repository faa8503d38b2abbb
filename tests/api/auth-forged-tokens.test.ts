import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, base64url, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys, type SigningKeys } from '../../api/auth/keys.js';
import { sessions, users } from '../../api/db/schema.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser, type Registered } from './auth-helpers.js';

/**
 * Tokens an attacker could hold: signed with another key, unsigned, expired, or
 * signed with the REAL key but with claims their session does not back (as if
 * the key had minted a token it never should have). Only the checks against the
 * key and the sessions row can refuse them, so each must answer 401.
 */
let api: TestApi;
let tenant: Registered;
let other: Registered;
let staffId: number;
beforeAll(async () => {
  api = await createTestApi();
  tenant = await registerUser(api, 'tenant');
  other = await registerUser(api, 'tenant');
  const [staff] = await api.deps.database.db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
  staffId = staff!.id;
});
afterAll(() => api.close());

/** A sessions row as login writes it; returns its id. */
async function session(userId: number, values: Partial<typeof sessions.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await api.deps.database.db.insert(sessions).values({
    id, userId, typ: 'session', userRole: 'tenant', expiresAt: new Date(Date.now() + 3600_000), ...values,
  });
  return id;
}

interface Forgery {
  claims: JWTPayload;
  keys?: SigningKeys;
  kid?: string;
  iat?: number;
  exp?: number;
}

async function forge({ claims, keys = api.deps.keys, kid = api.deps.keys.kid, iat, exp }: Forgery): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
    .setIssuer('hearth-api').setAudience('hearth').setIssuedAt(iat ?? now).setExpirationTime(exp ?? now + 3600)
    .sign(keys.privateKey);
}

const asTenant = async (sid: string, extra: JWTPayload = {}) =>
  ({ sub: String(tenant.userId), sid, typ: 'session', user_role: 'tenant', ...extra });

async function expectRefused(token: string) {
  const res = await api.call('GET', '/me/', { token });
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe('invalid_token');
}

describe('a token the api did not sign', () => {
  it('is accepted when genuine, so the refusals below are about the forgery', async () => {
    const res = await api.call('GET', '/me/', { token: await forge({ claims: await asTenant(await session(tenant.userId)) }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(tenant.userId);
  });

  it('is refused when signed with another key, even under our key id', async () => {
    const theirs = await loadSigningKeys({});
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId)), keys: theirs }));
  });

  it('is refused unsigned (alg none)', async () => {
    const part = (value: object) => base64url.encode(JSON.stringify(value));
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...(await asTenant(await session(tenant.userId))), iss: 'hearth-api', aud: 'hearth', iat: now, exp: now + 3600 };
    await expectRefused(`${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`);
  });

  it('is refused once expired, though its session still runs', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId)), iat: now - 7200, exp: now - 60 }));
  });

  it('is refused under a key id we do not sign with', async () => {
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId)), kid: 'retired-key' }));
  });
});

describe('a token signed with our key whose claims its session does not back', () => {
  it('names another user than its session (sub)', async () => {
    await expectRefused(await forge({ claims: { ...(await asTenant(await session(tenant.userId))), sub: String(other.userId) } }));
  });

  it('names no user at all (a session token without sub)', async () => {
    const { sub: _sub, ...claims } = await asTenant(await session(tenant.userId));
    await expectRefused(await forge({ claims }));
  });

  it('claims a role other than its session\'s', async () => {
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId), { user_role: 'manager' }) }));
  });

  it('claims a role the user does not hold, even when the session row says it', async () => {
    const sid = await session(tenant.userId, { userRole: 'vendor' });
    await expectRefused(await forge({ claims: await asTenant(sid, { user_role: 'vendor' }) }));
  });

  it('is a guest token that names a user', async () => {
    await expectRefused(await forge({ claims: { sid: randomUUID(), typ: 'guest', sub: String(tenant.userId) } }));
    await expectRefused(await forge({ claims: { ...(await asTenant(await session(tenant.userId))), typ: 'guest' } }));
  });

  it('claims another token type than its session\'s', async () => {
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId), { typ: 'partner' }) }));
  });

  it('was issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId)), iat: now + 3600, exp: now + 7200 }));
  });

  it('says its user is staff when they are not', async () => {
    const token = await forge({ claims: await asTenant(await session(tenant.userId), { staff: true }) });
    await expectRefused(token);
    expect((await api.call('GET', '/internal/outbox-messages', { token })).statusCode).toBe(401);
  });

  it('says a staff member is impersonating when the session records none, or another', async () => {
    await expectRefused(await forge({ claims: await asTenant(await session(tenant.userId), { act: { sub: String(staffId) } }) }));
    const impersonated = await session(tenant.userId, { impersonatorUserId: staffId });
    await expectRefused(await forge({ claims: await asTenant(impersonated, { act: { sub: String(other.userId) } }) }));
    await expectRefused(await forge({ claims: await asTenant(impersonated) }));
    const genuine = await api.call('GET', '/me/', { token: await forge({ claims: await asTenant(impersonated, { act: { sub: String(staffId) } }) }) });
    expect(genuine.statusCode).toBe(200);
  });

  it('names a session id that is not one (not a UUID)', async () => {
    await expectRefused(await forge({ claims: await asTenant('not-a-session') }));
  });
});
