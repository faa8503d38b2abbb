import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { DEMO_PASSWORD } from '../../api/db/seed/demo-users.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { session { token userId userRole } userErrors { field code message } } }`;
const LOG_IN = `mutation LogIn($input: LogInInput!) {
  logIn(input: $input) { session { token userId userRole } userErrors { field code message } } }`;
const LOG_OUT = 'mutation { logOut { ok userErrors { field code message } } }';
const ASSUME = `mutation Assume($input: AssumeUserRoleInput!) {
  assumeUserRole(input: $input) { session { token userRole } userErrors { field code message } } }`;
const WHO = '{ viewer { isGuest currentRole user { email } } }';

describe('register', () => {
  it('creates an account, signs in, and the new token shows the new user', async () => {
    const res = await stack.gql(REGISTER, { input: { email: 'Ada@Example.test', password: 'correct horse', userRole: 'TENANT', firstName: 'Ada' } });
    expect(res.data?.register.userErrors).toEqual([]);
    expect(res.data?.register.session).toMatchObject({ userRole: 'TENANT', userId: expect.stringMatching(/^\d+$/) });
    const who = await stack.gql(WHO, {}, { token: res.data?.register.session.token });
    expect(who.data?.viewer).toEqual({ isGuest: false, currentRole: 'TENANT', user: { email: 'ada@example.test' } });
  });

  it('a malformed email and a short password are userErrors on those fields', async () => {
    const res = await stack.gql(REGISTER, { input: { email: 'not-an-email', password: 'short', userRole: 'TENANT' } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register.session).toBeNull();
    expect(res.data?.register.userErrors).toEqual(expect.arrayContaining([
      { field: 'email', code: 'invalid_input', message: expect.any(String) },
      { field: 'password', code: 'invalid_input', message: expect.any(String) },
    ]));
  });

  it('an email that already has an account is email_taken on the email field', async () => {
    const res = await stack.gql(REGISTER, { input: { email: 'tenant@hearth.test', password: 'long enough', userRole: 'TENANT' } });
    expect(res.data?.register).toEqual({
      session: null,
      userErrors: [{ field: 'email', code: 'email_taken', message: expect.any(String) }],
    });
  });

  it('an unknown role is refused by the schema, before any v20 call', async () => {
    const res = await stack.gql(REGISTER, { input: { email: 'x@y.test', password: 'long enough', userRole: 'LANDLORD' } });
    expect(res.errors?.[0].message).toMatch(/UserRole/);
  });
});

describe('logIn', () => {
  it('signs a demo tenant in', async () => {
    const res = await stack.gql(LOG_IN, { input: { email: 'tenant@hearth.test', password: DEMO_PASSWORD, userRole: 'TENANT' } });
    expect(res.data?.logIn.userErrors).toEqual([]);
    expect(res.data?.logIn.session.userRole).toBe('TENANT');
  });

  it('works even when the browser still sends an old, invalid token', async () => {
    const res = await stack.gql(LOG_IN, { input: { email: 'tenant@hearth.test', password: DEMO_PASSWORD, userRole: 'TENANT' } }, { token: 'stale.token.value' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.logIn.session.token).toEqual(expect.any(String));
  });

  it('a wrong password is invalid_credentials for the whole form', async () => {
    const res = await stack.gql(LOG_IN, { input: { email: 'tenant2@hearth.test', password: 'wrong password', userRole: 'TENANT' } });
    expect(res.data?.logIn).toEqual({
      session: null,
      userErrors: [{ field: null, code: 'invalid_credentials', message: expect.any(String) }],
    });
  });

  it('a role the account does not hold is role_not_held on the role field', async () => {
    const res = await stack.gql(LOG_IN, { input: { email: 'vendor@hearth.test', password: DEMO_PASSWORD, userRole: 'MANAGER' } });
    expect(res.data?.logIn.userErrors).toEqual([{ field: 'userRole', code: 'role_not_held', message: expect.any(String) }]);
  });
});

describe('logOut', () => {
  it('ends the session: the same token is refused afterwards', async () => {
    const token = await stack.tokenFor('tenant2');
    expect((await stack.gql(WHO, {}, { token })).data?.viewer.isGuest).toBe(false);
    const res = await stack.gql(LOG_OUT, {}, { token });
    expect(res.data?.logOut).toEqual({ ok: true, userErrors: [] });
    const after = await stack.gql(WHO, {}, { token });
    expect(after.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', v20Code: 'invalid_token' });
  });

  it('a guest cannot log out, and is told so without an error (and without a REST call: logOut is @access USER)', async () => {
    const res = await stack.gql(LOG_OUT, {}, { token: await stack.api.guestToken() });
    expect(res.data?.logOut).toEqual({ ok: false, userErrors: [{ field: null, code: 'unauthenticated', message: expect.any(String) }] });
    expect(res.v20Calls).toBe(0);
  });
});

describe('assumeUserRole', () => {
  it('a manager switches to their tenant role and gets a token for it', async () => {
    const token = await stack.tokenFor('manager', 'manager');
    const res = await stack.gql(ASSUME, { input: { userRole: 'TENANT' } }, { token });
    expect(res.data?.assumeUserRole).toMatchObject({ session: { userRole: 'TENANT' }, userErrors: [] });
    const who = await stack.gql(WHO, {}, { token: res.data?.assumeUserRole.session.token });
    expect(who.data?.viewer.currentRole).toBe('TENANT');
  });

  it('a tenant cannot take up a manager role they do not hold', async () => {
    const res = await stack.gql(ASSUME, { input: { userRole: 'MANAGER' } }, { token: await stack.tokenFor('tenant') });
    expect(res.data?.assumeUserRole).toEqual({
      session: null,
      userErrors: [{ field: 'userRole', code: 'role_not_held', message: expect.any(String) }],
    });
  });

  it('a guest is asked to sign in', async () => {
    const res = await stack.gql(ASSUME, { input: { userRole: 'TENANT' } }, { token: await stack.api.guestToken() });
    expect(res.data?.assumeUserRole.userErrors[0].code).toBe('unauthenticated');
  });
});

describe('startGuestSession', () => {
  it('gives a guest token that makes the viewer a guest', async () => {
    const res = await stack.gql('mutation { startGuestSession { token expiresAt } }');
    const { token, expiresAt } = res.data?.startGuestSession ?? {};
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const who = await stack.gql(WHO, {}, { token });
    expect(who.data?.viewer).toEqual({ isGuest: true, currentRole: null, user: null });
  });
});

describe('a forgotten password', () => {
  const REQUEST = `mutation Request($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { ok message userErrors { field code message } } }`;
  const RESET = `mutation Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) { ok userErrors { field code message } } }`;

  /** The token of the newest reset link mailed to `email` (the outbox mailbox). */
  async function mailedToken(email: string): Promise<string> {
    const { db } = stack.api.deps.database;
    const [mail] = await db.select().from(outboxMessages)
      .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'password_reset')))
      .orderBy(desc(outboxMessages.id)).limit(1);
    return decodeURIComponent(mail!.body.match(/\/reset-password\?token=(\S+)/)![1]);
  }

  it('mails a link whose token sets a new password once; the old password stops working', async () => {
    const email = 'forgetful@example.test';
    await stack.gql(REGISTER, { input: { email, password: 'the old password', userRole: 'TENANT' } });
    const requested = await stack.gql(REQUEST, { input: { email } }, { token: 'not-a-jwt' });
    expect(requested.data?.requestPasswordReset).toEqual({ ok: true, message: expect.any(String), userErrors: [] });
    const token = await mailedToken(email);

    const reset = await stack.gql(RESET, { input: { token, newPassword: 'the new password' } });
    expect(reset.data?.resetPassword).toEqual({ ok: true, userErrors: [] });
    const logIn = async (password: string) =>
      (await stack.gql(LOG_IN, { input: { email, password, userRole: 'TENANT' } })).data?.logIn;
    expect((await logIn('the new password')).session).not.toBeNull();
    expect((await logIn('the old password')).session).toBeNull();

    const again = await stack.gql(RESET, { input: { token, newPassword: 'yet another one' } });
    expect(again.data?.resetPassword).toEqual({ ok: false, userErrors: [{ field: 'token', code: 'invalid_reset_token', message: expect.any(String) }] });
  });

  it('answers alike for an email without an account, and says what is wrong with a short password', async () => {
    const unknown = await stack.gql(REQUEST, { input: { email: 'nobody-here@example.test' } });
    expect(unknown.data?.requestPasswordReset).toMatchObject({ ok: true, userErrors: [] });
    const malformed = await stack.gql(REQUEST, { input: { email: 'not an email' } });
    expect(malformed.data?.requestPasswordReset).toMatchObject({ ok: false, userErrors: [{ field: 'email' }] });
    const short = await stack.gql(RESET, { input: { token: 'whatever', newPassword: 'short' } });
    expect(short.data?.resetPassword.userErrors).toEqual(expect.arrayContaining([{ field: 'newPassword', code: 'invalid_input', message: expect.any(String) }]));
  });
});

describe('verifyEmail', () => {
  const VERIFY = `mutation Verify($input: VerifyEmailInput!) { verifyEmail(input: $input) { ok userErrors { field code message } } }`;

  it('confirms the address with the mailed link, once', async () => {
    const email = 'confirm-me@example.test';
    const registered = await stack.gql(REGISTER, { input: { email, password: 'long enough words', userRole: 'TENANT' } });
    const session = registered.data?.register.session;
    const { db } = stack.api.deps.database;
    const [mail] = await db.select().from(outboxMessages)
      .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'email_verification'))).limit(1);
    const link = new URL(mail!.body.match(/\/verify-email\?\S+/)![0], 'https://hearth.test');
    const input = { userId: link.searchParams.get('user_id'), token: link.searchParams.get('email_verification_token') };
    expect(input.userId).toBe(session.userId);

    expect((await stack.gql(VERIFY, { input })).data?.verifyEmail).toEqual({ ok: true, userErrors: [] });
    const me = await stack.api.call('GET', '/me/', { token: session.token });
    expect(me.json().email_verified_at).toEqual(expect.any(String));
    expect((await stack.gql(VERIFY, { input })).data?.verifyEmail)
      .toEqual({ ok: false, userErrors: [{ field: 'token', code: 'invalid_verification_token', message: expect.any(String) }] });
    expect((await stack.gql(VERIFY, { input: { userId: 'abc', token: 'x' } })).data?.verifyEmail)
      .toMatchObject({ ok: false, userErrors: [{ field: 'token' }] });
  });
});
