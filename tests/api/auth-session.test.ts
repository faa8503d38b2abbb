import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/db/schema.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { claimsOf, lastMail, linkParam, login, PASSWORD, registerUser } from './auth-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /g/session', () => {
  it('hands out a 24-hour guest token that names no user', async () => {
    const res = await api.call('POST', '/g/session');
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.json();
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ typ: 'guest', iss: 'hearth-api', aud: 'hearth' });
    expect(claims.sub).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(24 * 3600);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('does not let a guest read a profile', async () => {
    const guest = await api.guestToken();
    const res = await api.call('GET', '/me/', { token: guest });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('POST /email-register', () => {
  it('creates an account in the chosen role, signs it in and mails a verification link', async () => {
    const { email, token, userId } = await registerUser(api, 'manager', { first_name: 'Ada', last_name: 'Lovelace' });
    expect(claimsOf(token)).toMatchObject({ sub: String(userId), typ: 'session', user_role: 'manager' });
    expect(claimsOf(token).staff).toBeUndefined();
    const me = (await api.call('GET', '/me/', { token })).json();
    expect(me).toMatchObject({ id: userId, email, first_name: 'Ada', last_name: 'Lovelace', user_role: 'manager', email_verified_at: null });
    expect(me.roles.sort()).toEqual(['manager', 'tenant']);
    const mail = await lastMail(api, email, 'email_verification');
    expect(mail?.body).toContain(`user_id=${userId}`);
  });

  it('names the malformed email and the short password', async () => {
    const res = await api.call('POST', '/email-register', { body: { email: 'not-an-email', password: 'short', user_role: 'tenant' } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('refuses a role that does not exist', async () => {
    const res = await api.call('POST', '/email-register', { body: { email: 'x@example.com', password: PASSWORD, user_role: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.user_role).toBeTruthy();
  });

  it('does not let a sign-up make itself staff', async () => {
    const res = await api.call('POST', '/email-register', {
      body: { email: 'sneaky@example.com', password: PASSWORD, user_role: 'tenant', is_staff: true },
    });
    expect(res.statusCode).toBe(400);
    expect((await login(api, 'sneaky@example.com')).statusCode).toBe(401);
  });

  it('answers 409 email_taken for an address already in use, whatever its case', async () => {
    const { email } = await registerUser(api);
    const res = await api.call('POST', '/email-register', { body: { email: email.toUpperCase(), password: PASSWORD, user_role: 'vendor' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
  });
});

describe('POST /email-login', () => {
  it('signs in with the right password, in any case of the email', async () => {
    const { email, userId } = await registerUser(api);
    const res = await login(api, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: userId, user_role: 'tenant' });
    expect((await api.call('GET', '/me/', { token: res.json().token })).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(api);
    const wrong = await login(api, email, 'wrong password', 'tenant', '198.51.100.1');
    const unknown = await login(api, 'nobody@example.com', PASSWORD, 'tenant', '198.51.100.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('refuses a role the user does not hold with 403 role_not_held, but always allows tenant', async () => {
    const vendor = await registerUser(api, 'vendor');
    const asManager = await login(api, vendor.email, PASSWORD, 'manager');
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().error.code).toBe('role_not_held');
    expect((await login(api, vendor.email, PASSWORD, 'tenant')).statusCode).toBe(200);
  });

  it('marks the tokens of staff members', async () => {
    const { email, userId } = await registerUser(api);
    await api.deps.database.db.update(users).set({ isStaff: true }).where(eq(users.id, userId));
    const res = await login(api, email);
    expect(claimsOf(res.json().token).staff).toBe(true);
    expect((await api.call('GET', '/me/', { token: res.json().token })).json().is_staff).toBe(true);
  });
});

describe('login rate limit', () => {
  it('stops a guesser at their address after 5 failures, with Retry-After, while the owner signs in from elsewhere', async () => {
    const { email } = await registerUser(api);
    for (let i = 0; i < 5; i++) expect((await login(api, email, 'wrong password', 'tenant', '203.0.113.10')).statusCode).toBe(401);
    // The guesser is refused even with the right password: guessing on gains nothing.
    const guesser = await login(api, email, PASSWORD, 'tenant', '203.0.113.10');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().error.code).toBe('rate_limited');
    const retryAfter = Number(guesser.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // A stranger cannot lock the owner out: from the owner's own address, the right password works.
    expect((await login(api, email, PASSWORD, 'tenant', '203.0.113.11')).statusCode).toBe(200);
    expect((await login(api, email, PASSWORD, 'tenant', '203.0.113.10')).statusCode).toBe(429);
  });

  it('forgives earlier failures once the owner signs in from that address', async () => {
    const { email } = await registerUser(api);
    for (let i = 0; i < 4; i++) await login(api, email, 'wrong password', 'tenant', '203.0.113.20');
    expect((await login(api, email, PASSWORD, 'tenant', '203.0.113.20')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(api, email, 'wrong password', 'tenant', '203.0.113.20');
    expect((await login(api, email, PASSWORD, 'tenant', '203.0.113.20')).statusCode).toBe(200);
  });

  it('limits one address guessing across many accounts to 4x the per-email limit', async () => {
    for (let i = 0; i < 20; i++) await login(api, `guess-${i}@example.com`, 'wrong password', 'tenant', '203.0.113.30');
    const { email } = await registerUser(api);
    expect((await login(api, email, PASSWORD, 'tenant', '203.0.113.30')).statusCode).toBe(429);
    expect((await login(api, email, PASSWORD, 'tenant', '203.0.113.31')).statusCode).toBe(200);
  });
});

describe('login rate limit per email, from every address', () => {
  // LOGIN_MAX_FAILURES=1: one failure per address, ten (10x) per email a day.
  let strict: TestApi;
  beforeAll(async () => {
    strict = await createTestApi({ LOGIN_MAX_FAILURES: '1' });
  });
  afterAll(() => strict.close());

  it('stops guessing one account from many addresses at 10x the limit a day, until a password reset', async () => {
    const { email } = await registerUser(strict);
    // Ten addresses, each staying within its own limit.
    for (let a = 0; a < 10; a++) expect((await login(strict, email, 'wrong password', 'tenant', `198.18.0.${a + 1}`)).statusCode).toBe(401);
    const fresh = await login(strict, email, PASSWORD, 'tenant', '198.18.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(fresh.json().error.message).toMatch(/hour/);
    // The owner resets the password by mail: the account's count starts again.
    await strict.call('POST', '/forgot-password', { body: { email } });
    const token = linkParam((await lastMail(strict, email, 'password_reset'))!.body, 'token');
    expect((await strict.call('POST', '/reset-password', { body: { token, new_password: 'a brand new secret' } })).statusCode).toBe(204);
    expect((await login(strict, email, 'a brand new secret', 'tenant', '198.18.1.1')).statusCode).toBe(200);
  });

  it('never stops the owner at an address they signed in from lately, however many strangers guess elsewhere', async () => {
    const { email } = await registerUser(strict);
    expect((await login(strict, email, PASSWORD, 'tenant', '198.18.2.1')).statusCode).toBe(200);
    for (let a = 0; a < 10; a++) expect((await login(strict, email, 'wrong password', 'tenant', `198.18.3.${a + 1}`)).statusCode).toBe(401);
    // A new address meets the account's ceiling; the owner's own address does not.
    expect((await login(strict, email, PASSWORD, 'tenant', '198.18.4.1')).statusCode).toBe(429);
    expect((await login(strict, email, PASSWORD, 'tenant', '198.18.2.1')).statusCode).toBe(200);
  });
});

describe('POST /logout', () => {
  it('ends the session: the same token is then refused', async () => {
    const { token } = await registerUser(api);
    expect((await api.call('POST', '/logout', { token })).statusCode).toBe(204);
    const again = await api.call('GET', '/me/', { token });
    expect(again.statusCode).toBe(401);
  });

  it('leaves the user\'s other sessions signed in', async () => {
    const { email, token } = await registerUser(api);
    const other = (await login(api, email)).json().token;
    await api.call('POST', '/logout', { token });
    expect((await api.call('GET', '/me/', { token: other })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await api.call('POST', '/logout')).statusCode).toBe(401);
    expect((await api.call('POST', '/logout', { token: await api.guestToken() })).statusCode).toBe(401);
  });
});

describe('POST /assume-user-role', () => {
  it('switches a manager to tenant with a new token and retires the old one', async () => {
    const manager = await registerUser(api, 'manager');
    const res = await api.call('POST', '/assume-user-role', { token: manager.token, body: { user_role: 'tenant' } });
    expect(res.statusCode).toBe(200);
    const { token, user_role, user_id } = res.json();
    expect({ user_role, user_id }).toEqual({ user_role: 'tenant', user_id: manager.userId });
    expect((await api.call('GET', '/me/', { token })).json().user_role).toBe('tenant');
    expect((await api.call('GET', '/me/', { token: manager.token })).statusCode).toBe(401);
  });

  it('refuses a role the user does not hold with 403 role_not_held and keeps the old token', async () => {
    const tenant = await registerUser(api, 'tenant');
    const res = await api.call('POST', '/assume-user-role', { token: tenant.token, body: { user_role: 'vendor' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('role_not_held');
    expect((await api.call('GET', '/me/', { token: tenant.token })).statusCode).toBe(200);
  });

  it('validates the role and needs a signed-in user', async () => {
    const tenant = await registerUser(api);
    const bad = await api.call('POST', '/assume-user-role', { token: tenant.token, body: { user_role: 'landlord' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.user_role).toBeTruthy();
    const guest = await api.call('POST', '/assume-user-role', { token: await api.guestToken(), body: { user_role: 'tenant' } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('documents the auth bodies and responses from their zod schemas', async () => {
    const doc = (await api.call('GET', '/openapi.json')).json();
    const login = doc.paths['/v20/email-login'].post;
    expect(JSON.stringify(login.requestBody)).toContain('user_role');
    expect(JSON.stringify(login.responses['200'])).toContain('token');
    expect(doc.paths['/v20/reset-password']).toBeDefined();
  });
});
