import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { demoUserId } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

/** Changing a password while staff act as the user, and sending the email confirmation link again. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const START = 'mutation Start($input: StartImpersonationInput!) { startImpersonation(input: $input) { token userErrors { code } } }';
const CHANGE_PASSWORD = 'mutation CP($input: ChangePasswordInput!) { changePassword(input: $input) { ok userErrors { field code message } } }';
const SET_PASSWORD = 'mutation SP($input: SetPasswordInput!) { setPassword(input: $input) { ok userErrors { field code message } } }';
const REGISTER = 'mutation R($input: RegisterInput!) { register(input: $input) { session { userId } userErrors { field code } } }';
const RESEND = 'mutation RE($input: ResendEmailConfirmationInput!) { resendEmailConfirmation(input: $input) { ok message userErrors { field code message } } }';
const VERIFY = 'mutation V($input: VerifyEmailInput!) { verifyEmail(input: $input) { ok userErrors { field code } } }';

async function confirmationMails(email: string): Promise<string[]> {
  const found = await stack.api.deps.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'email_verification'))).orderBy(desc(outboxMessages.id));
  return found.map((m) => m.body);
}
const tokenIn = (body: string) => decodeURIComponent(body.match(/email_verification_token=([^&\s]+)/)![1]!);

async function impersonatingTenant(): Promise<string> {
  const staff = await stack.tokenFor('staff');
  const tenantId = String(await demoUserId(stack.api.deps, 'tenant'));
  const started = await stack.gql(START, { input: { userId: tenantId, reason: 'Helping this tenant with their account settings' } }, { token: staff });
  return started.data?.startImpersonation.token as string;
}

describe('a password while impersonating', () => {
  it('setPassword answers a userError saying why', async () => {
    const res = await stack.gql(SET_PASSWORD, { input: { password: 'a new long password' } }, { token: await impersonatingTenant() });
    expect(res.errors).toBeUndefined();
    expect(res.data?.setPassword).toEqual({
      ok: false,
      userErrors: [{ field: null, code: 'forbidden_as_impersonate_user', message: "You can't set a password while acting as someone else. Only the person themselves can set one." }],
    });
  });

  it('changePassword answers a userError saying why, not an error the web reads as a lost connection', async () => {
    const token = await impersonatingTenant();
    const res = await stack.gql(CHANGE_PASSWORD, { input: { currentPassword: 'whatever it is', newPassword: 'a new long password' } }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.changePassword).toEqual({
      ok: false,
      userErrors: [{ field: null, code: 'forbidden_as_impersonate_user', message: "You can't change a password while acting as someone else. Only the person themselves can change it." }],
    });
  });
});

describe('resendEmailConfirmation', () => {
  it('mails a new link that confirms the address, and the first link stops working', async () => {
    const email = 'confirm-again@example.test';
    const registered = await stack.gql(REGISTER, { input: { email, password: 'a long password', userRole: 'TENANT' } });
    const userId = registered.data?.register.session.userId as string;
    const res = await stack.gql(RESEND, { input: { email } });
    expect(res.data?.resendEmailConfirmation).toEqual({ ok: true, message: expect.stringContaining('a new confirmation link is on its way'), userErrors: [] });
    const [newest, first] = await confirmationMails(email);
    const verify = (body: string) => stack.gql(VERIFY, { input: { userId, token: tokenIn(body!) } });
    expect((await verify(first!)).data?.verifyEmail).toEqual({ ok: false, userErrors: [{ field: 'token', code: 'invalid_verification_token' }] });
    expect((await verify(newest!)).data?.verifyEmail).toEqual({ ok: true, userErrors: [] });
  });

  it('answers an unknown email in the same words, and names a malformed one', async () => {
    const known = (await stack.gql(RESEND, { input: { email: 'confirm-again@example.test' } })).data?.resendEmailConfirmation;
    const unknown = (await stack.gql(RESEND, { input: { email: 'no-account-here@example.test' } })).data?.resendEmailConfirmation;
    expect(unknown).toEqual(known);
    expect(await confirmationMails('no-account-here@example.test')).toEqual([]);
    const bad = (await stack.gql(RESEND, { input: { email: 'not an email' } })).data?.resendEmailConfirmation;
    expect(bad).toMatchObject({ ok: false, userErrors: [{ field: 'email', code: 'invalid_input' }] });
  });
});
