import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions } from '../../api/db/schema.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { claimsOf, lastMail, linkParam, login, PASSWORD, registerUser } from './auth-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const NEW_PASSWORD = 'a brand new passphrase';

async function requestReset(email: string): Promise<string> {
  const res = await api.call('POST', '/forgot-password', { body: { email } });
  expect(res.statusCode).toBe(202);
  const mail = await lastMail(api, email, 'password_reset');
  return linkParam(mail!.body, 'token');
}

/** Makes a session look as if it began an hour ago. */
async function ageSession(token: string): Promise<void> {
  const sid = claimsOf(token).sid as string;
  await api.deps.database.db.update(sessions).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(sessions.id, sid));
}

describe('POST /forgot-password and /reset-password', () => {
  it('answers 202 for an unknown email without sending anything', async () => {
    const res = await api.call('POST', '/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/if an account uses this email/i);
    expect(await lastMail(api, 'nobody-here@example.com', 'password_reset')).toBeNull();
  });

  it('answers a known email in the same words', async () => {
    const { email } = await registerUser(api);
    const known = await api.call('POST', '/forgot-password', { body: { email } });
    const unknown = await api.call('POST', '/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect(known.body).toBe(unknown.body);
  });

  it('rejects a malformed email with 400', async () => {
    const res = await api.call('POST', '/forgot-password', { body: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBeTruthy();
  });

  it('mails a link that sets a new password once and signs the account out everywhere', async () => {
    const { email, token: oldSession } = await registerUser(api);
    const resetToken = await requestReset(email);
    const reset = await api.call('POST', '/reset-password', { body: { token: resetToken, new_password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    expect((await api.call('GET', '/me/', { token: oldSession })).statusCode).toBe(401);
    expect((await login(api, email, PASSWORD, 'tenant', '192.0.2.1')).statusCode).toBe(401);
    expect((await login(api, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await api.call('POST', '/reset-password', { body: { token: resetToken, new_password: 'yet another one' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_reset_token');
    expect((await login(api, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts receiving the reset mail as proof of the email address', async () => {
    const { email } = await registerUser(api);
    await api.call('POST', '/reset-password', { body: { token: await requestReset(email), new_password: NEW_PASSWORD } });
    const token = (await login(api, email, NEW_PASSWORD)).json().token;
    expect((await api.call('GET', '/me/', { token })).json().email_verified_at).not.toBeNull();
  });

  it('refuses a link older than an hour', async () => {
    const { email, userId } = await registerUser(api);
    const resetToken = await requestReset(email);
    await api.deps.database.db.update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, userId));
    const res = await api.call('POST', '/reset-password', { body: { token: resetToken, new_password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_reset_token');
  });

  it('refuses a made-up token and a short new password', async () => {
    const made = await api.call('POST', '/reset-password', { body: { token: 'made-up', new_password: NEW_PASSWORD } });
    expect(made.json().error.code).toBe('invalid_reset_token');
    const { email } = await registerUser(api);
    const short = await api.call('POST', '/reset-password', { body: { token: await requestReset(email), new_password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.new_password).toBeTruthy();
  });
});

describe('POST /change-password', () => {
  it('changes the password right after sign-in and keeps only the current session', async () => {
    const { email, token: other } = await registerUser(api);
    const current = (await login(api, email)).json().token;
    const res = await api.call('POST', '/change-password', { token: current, body: { new_password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(204);
    expect((await api.call('GET', '/me/', { token: current })).statusCode).toBe(200);
    expect((await api.call('GET', '/me/', { token: other })).statusCode).toBe(401);
    expect((await login(api, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('asks an older session for the current password', async () => {
    const { email, token } = await registerUser(api);
    await ageSession(token);
    const without = await api.call('POST', '/change-password', { token, body: { new_password: NEW_PASSWORD } });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields.current_password).toBeTruthy();
    const withIt = await api.call('POST', '/change-password', { token, body: { new_password: NEW_PASSWORD, current_password: PASSWORD } });
    expect(withIt.statusCode).toBe(204);
    expect((await login(api, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 (not 401, which would sign the user out)', async () => {
    const { email, token } = await registerUser(api);
    const res = await api.call('POST', '/change-password', { token, body: { new_password: NEW_PASSWORD, current_password: 'not it' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.current_password).toBeTruthy();
    expect((await login(api, email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits guesses of the current password like sign-ins', async () => {
    const { token } = await registerUser(api);
    const guess = (current_password: string) => api.call('POST', '/change-password', {
      token, body: { new_password: NEW_PASSWORD, current_password }, remoteAddress: '192.0.2.50',
    });
    for (let i = 0; i < 5; i++) expect((await guess(`guess ${i}`)).statusCode).toBe(400);
    expect((await guess(PASSWORD)).statusCode).toBe(429);
  });

  it('validates the new password and needs a signed-in user', async () => {
    const { token } = await registerUser(api);
    const short = await api.call('POST', '/change-password', { token, body: { new_password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.new_password).toBeTruthy();
    const guest = await api.call('POST', '/change-password', { token: await api.guestToken(), body: { new_password: NEW_PASSWORD } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /verify-email', () => {
  it('confirms the address with the mailed token, once', async () => {
    const { email, token, userId } = await registerUser(api);
    const mail = await lastMail(api, email, 'email_verification');
    const verification = linkParam(mail!.body, 'email_verification_token');
    // The web keeps the user id in a cookie, so it may send it as a string.
    const body = { user_id: String(userId), email_verification_token: verification };
    expect((await api.call('POST', '/verify-email', { body })).statusCode).toBe(204);
    expect(Date.parse((await api.call('GET', '/me/', { token })).json().email_verified_at)).toBeGreaterThan(0);
    const again = await api.call('POST', '/verify-email', { body });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_verification_token');
  });

  it('refuses a wrong token, another user\'s token and a missing user id', async () => {
    const a = await registerUser(api);
    const b = await registerUser(api);
    const tokenOfA = linkParam((await lastMail(api, a.email, 'email_verification'))!.body, 'email_verification_token');
    const wrong = await api.call('POST', '/verify-email', { body: { user_id: a.userId, email_verification_token: 'guess' } });
    expect(wrong.json().error.code).toBe('invalid_verification_token');
    const crossed = await api.call('POST', '/verify-email', { body: { user_id: b.userId, email_verification_token: tokenOfA } });
    expect(crossed.json().error.code).toBe('invalid_verification_token');
    expect((await api.call('GET', '/me/', { token: b.token })).json().email_verified_at).toBeNull();
    const missing = await api.call('POST', '/verify-email', { body: { email_verification_token: tokenOfA } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.user_id).toBeTruthy();
  });
});
