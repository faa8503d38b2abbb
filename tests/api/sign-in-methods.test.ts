import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLocalIdToken, localSubjectFor } from '../../api/auth/oidc.js';
import { loadApiConfig } from '../../api/config.js';
import { users } from '../../api/db/schema.js';
import { configuredProviders } from '../../api/auth/oidc.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { claimsOf, lastMail, linkParam, login, PASSWORD, registerUser } from './auth-helpers.js';

/** Issue 16: social login through the local provider, mailed links, mailed codes, and a password for them later. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;
const NONCE = 'nonce-from-the-browser-1';
let addressCount = 0;
/** Each test speaks from its own address, so the per-address limits of one do not reach another. */
const nextAddress = () => `198.51.100.${++addressCount}`;

async function idToken(email: string, opts: Parameters<typeof issueLocalIdToken>[2] = { nonce: NONCE }, verified = true) {
  return issueLocalIdToken(api.deps.config, { email, name: 'Robin Ada Park', emailVerified: verified }, opts);
}

function socialLogin(token: string, sub: string, extra: Record<string, unknown> = {}) {
  return api.call('POST', '/social-login', {
    body: { provider_name: 'local', provider_id: sub, provider_token: token, user_role: 'tenant', nonce: NONCE, ...extra },
    remoteAddress: nextAddress(),
  });
}

async function userRow(email: string) {
  const [row] = await api.deps.database.db.select().from(users).where(eq(sql`lower(${users.email})`, email));
  return row;
}

describe('the local OpenID Connect provider', () => {
  it('publishes its configuration and keys', async () => {
    const config = (await api.call('GET', '/local-identity/.well-known/openid-configuration')).json();
    expect(config.issuer).toMatch(/\/v20\/local-identity$/);
    expect(config.response_types_supported).toEqual(['id_token']);
    const jwks = (await api.call('GET', '/local-identity/jwks.json')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('shows a consent page labelled for development and answers the callback with an ID token', async () => {
    const query = new URLSearchParams({
      client_id: 'hearth-web', redirect_uri: '/auth/callback/local', response_type: 'id_token', nonce: NONCE, state: 'state-12345', scope: 'openid email',
    });
    const page = await api.call('GET', `/local-identity/authorize?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hearth local sign-in provider — for development');
    const email = newEmail();
    const posted = await api.app.inject({
      method: 'POST', url: '/v20/local-identity/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(query), email, name: 'Robin Park', email_verified: 'true' }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const location = posted.headers.location as string;
    expect(location.startsWith('/auth/callback/local#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe('state-12345');
    const claims = claimsOf(fragment.get('id_token')!);
    expect(claims).toMatchObject({ aud: 'hearth-web', email, email_verified: true, nonce: NONCE, sub: localSubjectFor(email) });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a redirect to another site', async () => {
    const query = new URLSearchParams({ client_id: 'hearth-web', redirect_uri: 'https://evil.example/cb', response_type: 'id_token', nonce: NONCE, state: 'state-12345' });
    expect((await api.call('GET', `/local-identity/authorize?${query}`)).statusCode).toBe(400);
  });

  it('is off in production, and can be turned off', () => {
    const names = (env: Record<string, string>) => configuredProviders(loadApiConfig({ DATA_DIR: '/tmp/x', ...env })).map((p) => p.name);
    expect(names({})).toEqual(['local']);
    expect(names({ NODE_ENV: 'production' })).toEqual([]);
    expect(names({ LOCAL_IDENTITY_PROVIDER: 'off' })).toEqual([]);
    expect(names({ NODE_ENV: 'production', GOOGLE_OIDC_CLIENT_ID: 'abc.apps.googleusercontent.com', APPLE_OIDC_CLIENT_ID: 'com.hearth.web' }))
      .toEqual(['google', 'apple']);
  });
});

describe('POST /social-login', () => {
  it('creates an account in the role asked for, remembers the link, and signs in again as the same user', async () => {
    const email = newEmail();
    const sub = localSubjectFor(email);
    const first = await socialLogin(await idToken(email), sub, { user_role: 'manager' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user_role: 'manager', user_roles: expect.arrayContaining(['manager', 'tenant']) });
    expect(claimsOf(first.json().token)).toMatchObject({ user_role: 'manager', typ: 'session' });
    const row = await userRow(email);
    expect(row).toMatchObject({ passwordHash: null, firstName: 'Robin', lastName: 'Ada Park' });
    expect(row!.emailVerifiedAt).not.toBeNull();
    const me = await api.call('GET', '/me/', { token: first.json().token });
    expect(me.json().email).toBe(email);

    const again = await socialLogin(await idToken(email), sub);
    expect(again.json().user_id).toBe(first.json().user_id);
  });

  it('links to an existing account by a verified email', async () => {
    const { email, userId } = await registerUser(api);
    const res = await socialLogin(await idToken(email), localSubjectFor(email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(userId);
  });

  it('never links an unverified email to an existing account', async () => {
    const { email } = await registerUser(api);
    const res = await socialLogin(await idToken(email, { nonce: NONCE }, false), localSubjectFor(email));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('provider_email_not_verified');
  });

  it('creates an unverified account for an unverified new email and mails a confirmation', async () => {
    const email = newEmail();
    const res = await socialLogin(await idToken(email, { nonce: NONCE }, false), localSubjectFor(email));
    expect(res.statusCode).toBe(200);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
    expect(await lastMail(api, email, 'email_verification')).not.toBeNull();
  });

  it.each([
    ['an ID token for another audience', { nonce: NONCE, audience: 'someone-else' }, 'invalid_provider_token'],
    ['an ID token from another issuer', { nonce: NONCE, issuer: 'https://elsewhere.example' }, 'invalid_provider_token'],
    ['a nonce this browser did not send', { nonce: 'another-nonce-123' }, 'nonce_mismatch'],
    ['an expired ID token', { nonce: NONCE, expiresInSeconds: -120 }, 'provider_token_expired'],
  ])('refuses %s with 400 and signs nobody in', async (_what, opts, code) => {
    const email = newEmail();
    const res = await socialLogin(await idToken(email, opts), localSubjectFor(email));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a forged signature, a provider_id that is not the subject, and an unconfigured provider', async () => {
    const email = newEmail();
    const token = await idToken(email);
    const [h, p] = token.split('.');
    const forged = await socialLogin(`${h}.${p}.${'A'.repeat(86)}`, localSubjectFor(email));
    expect(forged.json().error.code).toBe('invalid_provider_token');
    const other = await socialLogin(token, 'local-somebody-else');
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('provider_id_mismatch');
    const google = await socialLogin(token, localSubjectFor(email), { provider_name: 'google' });
    expect(google.json().error).toMatchObject({ code: 'provider_not_configured', fields: { provider_name: expect.any(String) } });
    const missingNonce = await api.call('POST', '/social-login', {
      body: { provider_name: 'local', provider_id: 'x', provider_token: token, user_role: 'tenant' },
    });
    expect(missingNonce.statusCode).toBe(400);
  });

  it('refuses a role the linked account does not hold', async () => {
    const { email } = await registerUser(api);
    const res = await socialLogin(await idToken(email), localSubjectFor(email), { user_role: 'vendor' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('role_not_held');
  });
});

async function sendLink(email: string, extra: Record<string, unknown> = {}) {
  const res = await api.call('POST', '/magic-link-login/send', { body: { email, ...extra }, remoteAddress: nextAddress() });
  expect(res.statusCode).toBe(202);
  const mail = await lastMail(api, email, 'magic_link');
  return { res, link: linkParam(mail!.body, 'magic_link_id'), body: mail!.body };
}
const useLink = (magic_link_id: string, user_role = 'tenant') =>
  api.call('POST', '/magic-link-login', { body: { magic_link_id, user_role }, remoteAddress: nextAddress() });

describe('magic links', () => {
  it('answers the same whether or not the email has an account', async () => {
    const { email } = await registerUser(api);
    const known = await api.call('POST', '/magic-link-login/send', { body: { email } });
    const unknown = await api.call('POST', '/magic-link-login/send', { body: { email: newEmail() } });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
  });

  it('signs in once with the mailed link, carrying the role and page to return to', async () => {
    const { email, userId } = await registerUser(api);
    const { link, body } = await sendLink(email, { user_role: 'tenant', desired_page: '/billing?tab=history' });
    expect(body).toContain('desired_page=%2Fbilling%3Ftab%3Dhistory');
    const res = await useLink(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: userId, user_role: 'tenant', user_roles: ['tenant'] });
    const reused = await useLink(link);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('magic_link_used');
  });

  it('refuses an expired link and a made-up one', async () => {
    const { email } = await registerUser(api);
    const { link } = await sendLink(email);
    await api.deps.database.db.execute(sql`UPDATE magic_links SET created_at = now() - interval '20 minutes', expires_at = now() - interval '5 minutes' WHERE email = ${email}`);
    expect((await useLink(link)).json().error.code).toBe('magic_link_expired');
    expect((await useLink('not-a-real-link')).json().error.code).toBe('invalid_magic_link');
  });

  it('creates a verified account, in the role asked for, for an address without one', async () => {
    const email = newEmail();
    const res = await useLink((await sendLink(email)).link, 'vendor');
    expect(res.statusCode).toBe(200);
    expect(res.json().user_roles).toEqual(expect.arrayContaining(['vendor', 'tenant']));
    expect((await userRow(email))!.emailVerifiedAt).not.toBeNull();
  });

  it('keeps a link refused for a role the account lacks usable in another', async () => {
    const { email } = await registerUser(api);
    const { link } = await sendLink(email);
    const refused = await useLink(link, 'vendor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('role_not_held');
    expect((await useLink(link, 'tenant')).statusCode).toBe(200);
  });

  it('refuses a desired page on another site', async () => {
    const res = await api.call('POST', '/magic-link-login/send', { body: { email: newEmail(), desired_page: '//evil.example' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.desired_page).toBeTruthy();
  });
});

async function sendCode(email: string) {
  const res = await api.call('POST', '/verification-codes/send', { body: { email }, remoteAddress: nextAddress() });
  expect(res.statusCode).toBe(202);
  const mail = await lastMail(api, email, 'verification_code');
  return mail!.body.match(/\b(\d{6})\b/)![1]!;
}
const verify = (email: string, code: string, user_role = 'tenant') =>
  api.call('POST', '/verification-codes/verify', { body: { email, code, user_role }, remoteAddress: nextAddress() });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('signs in with the mailed code, once', async () => {
    const { email, userId } = await registerUser(api);
    const code = await sendCode(email);
    const res = await verify(email, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user_id).toBe(userId);
    expect((await verify(email, code)).json().error.code).toBe('invalid_verification_code');
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    const { email } = await registerUser(api);
    const code = await sendCode(email);
    for (let i = 1; i <= 4; i += 1) {
      const res = await verify(email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.code).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
    }
    const fifth = await verify(email, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe('verification_code_locked');
    expect((await verify(email, code)).json().error.code).toBe('verification_code_locked');
    // A new code starts over.
    expect((await verify(email, await sendCode(email))).statusCode).toBe(200);
  });

  it('refuses an expired code, an earlier code once a new one was sent, and malformed codes', async () => {
    const { email } = await registerUser(api);
    const first = await sendCode(email);
    const second = await sendCode(email);
    if (first !== second) expect((await verify(email, first)).json().error.code).toBe('invalid_verification_code');
    await api.deps.database.db.execute(sql`UPDATE verification_codes SET created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute' WHERE email = ${email}`);
    expect((await verify(email, second)).json().error.code).toBe('verification_code_expired');
    const malformed = await verify(email, '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.code).toBeTruthy();
  });

  it('stores no code in the clear and limits how many are mailed to one email', async () => {
    const email = newEmail();
    const code = await sendCode(email);
    const stored = await api.deps.database.db.execute(sql`SELECT code_hash FROM verification_codes WHERE email = ${email}`);
    expect(JSON.stringify(stored)).not.toContain(code);
    for (let i = 0; i < 4; i += 1) await api.call('POST', '/verification-codes/send', { body: { email }, remoteAddress: nextAddress() });
    const over = await api.call('POST', '/verification-codes/send', { body: { email }, remoteAddress: nextAddress() });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
  });
});

describe('POST /set-to-email-login', () => {
  it('gives a passwordless account a password once; email login then works', async () => {
    const email = newEmail();
    const token = (await verify(email, await sendCode(email))).json().token as string;
    // GET /me/ says whether the account has a password: /profile offers "set" or "change" by it.
    expect((await api.call('GET', '/me/', { token })).json().has_password).toBe(false);
    expect((await api.call('POST', '/set-to-email-login', { token, body: { password: 'short' } })).statusCode).toBe(400);
    expect((await api.call('POST', '/set-to-email-login', { token, body: { password: PASSWORD } })).statusCode).toBe(204);
    expect((await api.call('GET', '/me/', { token })).json().has_password).toBe(true);
    expect((await login(api, email, PASSWORD)).statusCode).toBe(200);
    const again = await api.call('POST', '/set-to-email-login', { token, body: { password: 'another passphrase' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('password_already_set');
  });

  it('is refused to guests, to staff impersonating, and to an account that has a password', async () => {
    expect((await api.call('POST', '/set-to-email-login', { token: await api.guestToken(), body: { password: PASSWORD } })).statusCode).toBe(401);
    expect((await api.call('POST', '/set-to-email-login', { body: { password: PASSWORD } })).statusCode).toBe(401);
    const email = newEmail();
    const person = (await verify(email, await sendCode(email))).json();
    const started = await api.call('POST', '/internal/impersonate-user', {
      token: await tokenFor(api.deps, 'staff'), body: { user_id: person.user_id, reason: 'Helping with sign-in settings, ticket 4411' },
    });
    expect(started.statusCode).toBe(201);
    const res = await api.call('POST', '/set-to-email-login', { token: started.json().token, body: { password: PASSWORD } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('forbidden_as_impersonate_user');
    expect((await userRow(email))!.passwordHash).toBeNull();
    const tenant = await api.login('tenant');
    expect((await api.call('POST', '/set-to-email-login', { token: tenant, body: { password: PASSWORD } })).json().error.code).toBe('password_already_set');
  });
});
