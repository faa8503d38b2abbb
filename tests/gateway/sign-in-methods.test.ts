import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { startStack, type Stack } from './harness.js';

/** Issue 16: the passwordless ways in through GraphQL, and the local provider on the gateway's origin. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const SESSION = 'session { token userId userRole availableRoles } userErrors { field code message }';
const PROVIDERS = '{ signInProviders { name clientId authorizationUrl } }';
const SOCIAL = `mutation S($input: SocialLogInInput!) { socialLogIn(input: $input) { ${SESSION} } }`;
const SEND_LINK = 'mutation L($input: SendMagicLinkInput!) { sendMagicLink(input: $input) { ok message userErrors { field code message } } }';
const USE_LINK = `mutation U($input: MagicLinkLogInInput!) { magicLinkLogIn(input: $input) { ${SESSION} } }`;
const SEND_CODE = 'mutation C($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { ok userErrors { field code message } } }';
const VERIFY = `mutation V($input: VerifyCodeInput!) { verifyCode(input: $input) { ${SESSION} } }`;
const SET_PASSWORD = 'mutation P($input: SetPasswordInput!) { setPassword(input: $input) { ok userErrors { field code message } } }';
const CHANGE_PASSWORD = 'mutation CP($input: ChangePasswordInput!) { changePassword(input: $input) { ok userErrors { field code message } } }';
const HAS_PASSWORD = '{ viewer { user { profile { hasPassword } } } }';
const LOG_IN = 'mutation LI($input: LogInInput!) { logIn(input: $input) { session { token } userErrors { field code message } } }';

async function lastMailBody(email: string, kind: string): Promise<string> {
  const [row] = await stack.api.deps.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, kind))).orderBy(desc(outboxMessages.id)).limit(1);
  return row!.body;
}

describe('social login through the local provider on the gateway origin', () => {
  it('lists the local provider, serves its consent page, and signs in with the ID token it returns', async () => {
    const providers = await stack.gql(PROVIDERS);
    expect(providers.data?.signInProviders).toEqual([{ name: 'LOCAL', clientId: 'hearth-web', authorizationUrl: '/local-identity/authorize' }]);

    const nonce = 'gateway-test-nonce';
    const query = new URLSearchParams({ client_id: 'hearth-web', redirect_uri: '/auth/callback/local', response_type: 'id_token', nonce, state: 'state-abcdefgh' });
    const page = await fetch(`${stack.gateway.url}/local-identity/authorize?${query}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hearth local sign-in provider — for development');

    const form = new URLSearchParams({ ...Object.fromEntries(query), email: 'manager@hearth.test', name: 'Marcus Reed', email_verified: 'true' });
    const posted = await fetch(`${stack.gateway.url}/local-identity/authorize`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
    });
    expect(posted.status).toBe(303);
    const fragment = new URLSearchParams(posted.headers.get('location')!.split('#')[1]);
    const idToken = fragment.get('id_token')!;
    const sub = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub as string;

    const res = await stack.gql(SOCIAL, { input: { providerName: 'LOCAL', providerId: sub, providerToken: idToken, userRole: 'TENANT', nonce } });
    expect(res.data?.socialLogIn.userErrors).toEqual([]);
    expect(res.data?.socialLogIn.session).toMatchObject({ userRole: 'TENANT', availableRoles: expect.arrayContaining(['TENANT', 'MANAGER']) });

    const wrongNonce = await stack.gql(SOCIAL, { input: { providerName: 'LOCAL', providerId: sub, providerToken: idToken, userRole: 'TENANT', nonce: 'some-other-nonce' } });
    expect(wrongNonce.data?.socialLogIn).toEqual({
      session: null, userErrors: [{ field: 'providerToken', code: 'nonce_mismatch', message: expect.any(String) }],
    });
  });
});

describe('mailed links and codes', () => {
  it('signs in with a mailed link once', async () => {
    const email = 'link-person@example.test';
    const sent = await stack.gql(SEND_LINK, { input: { email, desiredPage: '/listings' } });
    expect(sent.data?.sendMagicLink).toMatchObject({ ok: true, userErrors: [] });
    const id = decodeURIComponent((await lastMailBody(email, 'magic_link')).match(/magic_link_id=([^&\s]+)/)![1]!);
    const first = await stack.gql(USE_LINK, { input: { magicLinkId: id, userRole: 'TENANT' } });
    expect(first.data?.magicLinkLogIn.session).toMatchObject({ userRole: 'TENANT', availableRoles: ['TENANT'] });
    const again = await stack.gql(USE_LINK, { input: { magicLinkId: id, userRole: 'TENANT' } });
    expect(again.data?.magicLinkLogIn.userErrors).toEqual([{ field: 'magicLinkId', code: 'magic_link_used', message: expect.any(String) }]);
  });

  it('answers a wrong code on the code field, signs in with the right one, then lets the account set a password once', async () => {
    const email = 'code-person@example.test';
    expect((await stack.gql(SEND_CODE, { input: { email } })).data?.sendVerificationCode.ok).toBe(true);
    const code = (await lastMailBody(email, 'verification_code')).match(/\b(\d{6})\b/)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await stack.gql(VERIFY, { input: { email, code: wrong, userRole: 'TENANT' } });
    expect(refused.data?.verifyCode.userErrors).toEqual([{ field: 'code', code: 'invalid_verification_code', message: expect.stringContaining('4 tries left') }]);
    const ok = await stack.gql(VERIFY, { input: { email, code, userRole: 'TENANT' } });
    const token = ok.data?.verifyCode.session.token as string;
    expect(token).toBeTruthy();

    const guest = await stack.gql(SET_PASSWORD, { input: { password: 'a long new password' } });
    expect(guest.data?.setPassword).toEqual({ ok: false, userErrors: [{ field: null, code: 'unauthenticated', message: expect.any(String) }] });
    expect((await stack.gql(SET_PASSWORD, { input: { password: 'a long new password' } }, { token })).data?.setPassword).toEqual({ ok: true, userErrors: [] });
    const twice = await stack.gql(SET_PASSWORD, { input: { password: 'another long one' } }, { token });
    expect(twice.data?.setPassword.userErrors[0]).toMatchObject({ field: 'password', code: 'password_already_set' });
  });

  it('tells the account whether it has a password, and changes one with the current password', async () => {
    const email = 'change-person@example.test';
    expect((await stack.gql(SEND_CODE, { input: { email } })).data?.sendVerificationCode.ok).toBe(true);
    const code = (await lastMailBody(email, 'verification_code')).match(/\b(\d{6})\b/)![1]!;
    const token = (await stack.gql(VERIFY, { input: { email, code, userRole: 'TENANT' } })).data?.verifyCode.session.token as string;
    const hasPassword = async () => (await stack.gql(HAS_PASSWORD, {}, { token })).data?.viewer.user.profile.hasPassword;
    expect(await hasPassword()).toBe(false);
    expect((await stack.gql(SET_PASSWORD, { input: { password: 'first long password' } }, { token })).data?.setPassword.ok).toBe(true);
    expect(await hasPassword()).toBe(true);

    const guest = await stack.gql(CHANGE_PASSWORD, { input: { currentPassword: 'first long password', newPassword: 'second long password' } });
    expect(guest.data?.changePassword.ok).toBe(false);
    const wrong = await stack.gql(CHANGE_PASSWORD, { input: { currentPassword: 'not my password', newPassword: 'second long password' } }, { token });
    expect(wrong.data?.changePassword).toEqual({ ok: false, userErrors: [{ field: 'currentPassword', code: 'invalid_input', message: 'This is not your current password.' }] });
    const short = await stack.gql(CHANGE_PASSWORD, { input: { currentPassword: 'first long password', newPassword: 'short' } }, { token });
    expect(short.data?.changePassword.userErrors[0]).toMatchObject({ field: 'newPassword' });
    const changed = await stack.gql(CHANGE_PASSWORD, { input: { currentPassword: 'first long password', newPassword: 'second long password' } }, { token });
    expect(changed.data?.changePassword).toEqual({ ok: true, userErrors: [] });

    const logIn = (password: string) => stack.gql(LOG_IN, { input: { email, password, userRole: 'TENANT' } });
    expect((await logIn('second long password')).data?.logIn.session?.token).toBeTruthy();
    expect((await logIn('first long password')).data?.logIn.session).toBeNull();
  });
});
