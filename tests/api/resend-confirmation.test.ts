import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { lastMail, linkParam, registerUser } from './auth-helpers.js';

/** POST /verify-email/resend: a new confirmation link for an address not yet confirmed (docs/sign-in.md). */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const resend = (email: string, remoteAddress?: string) => api.call('POST', '/verify-email/resend', { body: { email }, remoteAddress });
const confirm = (userId: number, token: string) =>
  api.call('POST', '/verify-email', { body: { user_id: userId, email_verification_token: token } });
const mailsTo = async (email: string) =>
  (await rows<{ n: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n FROM outbox_messages WHERE to_email = ${email}`))[0]!.n;

describe('POST /verify-email/resend', () => {
  it('mails a new link that confirms the address; the link mailed before stops working', async () => {
    const { email, userId } = await registerUser(api);
    const first = linkParam((await lastMail(api, email, 'email_verification'))!.body, 'email_verification_token');
    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    const mail = (await lastMail(api, email, 'email_verification'))!;
    expect(mail.body).toMatch(/^Here is a new link to confirm your email address for Hearth\. Links we sent before it no longer work\./);
    const second = linkParam(mail.body, 'email_verification_token');
    expect(second).not.toBe(first);
    expect((await confirm(userId, first)).json().error.code).toBe('invalid_verification_token');
    expect((await confirm(userId, second)).statusCode).toBe(204);
  });

  it('answers the same for an unknown email and a confirmed one, and mails neither', async () => {
    const known = await registerUser(api);
    const token = linkParam((await lastMail(api, known.email, 'email_verification'))!.body, 'email_verification_token');
    await confirm(known.userId, token);
    const unknown = 'nobody-here@example.com';
    const [forUnknown, forConfirmed] = [await resend(unknown), await resend(known.email)];
    expect(forUnknown.statusCode).toBe(202);
    expect(forConfirmed.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual(forConfirmed.json());
    expect(forUnknown.json().message).toMatch(/^If an account uses this email and it is not confirmed yet/);
    expect(await mailsTo(unknown)).toBe(0);
    expect(await mailsTo(known.email)).toBe(1);
  });

  it('sends at most 3 an hour for one email, then 429 rate_limited with Retry-After, account or not', async () => {
    for (const email of [(await registerUser(api)).email, 'never-signed-up@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await resend(email, `198.51.100.${i + 1}`)).statusCode).toBe(202);
      const refused = await resend(email, '198.51.100.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('refuses a malformed email with 400 naming the field', async () => {
    const res = await resend('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Enter a valid email address.' });
  });
});
