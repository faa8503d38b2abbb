import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { lastMail, registerUser } from './auth-helpers.js';
import { providerBody } from './service-marketplace-helpers.js';

/** What a person reads in their mail client: the text as written, links as whole addresses on the site. */
const ORIGIN = 'https://rooms.hearth.example';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(() => api.close());

describe('mail text and links', () => {
  it('a company named with a slash keeps its name in the invitation, and the link opens the site', async () => {
    const owner = await registerUser(api, 'vendor');
    const name = 'Reyes Plumbing /Heating';
    const created = await api.call('POST', '/residential-service-providers', { token: owner.token, body: providerBody('nc/durham', { name }) });
    expect(created.statusCode).toBe(201);
    const invited = await registerUser(api, 'tenant');
    const sent = await api.call('POST', `/residential-service-providers/${created.json().id}/provider-users`, { token: owner.token, body: { email: invited.email } });
    expect(sent.statusCode).toBe(201);
    const lines = (await lastMail(api, invited.email, 'service_provider_invite'))!.body.split('\n');
    expect(lines[0]).toBe('Reyes Plumbing /Heating invited you to take service jobs with them on Hearth.');
    expect(lines.at(-1)).toMatch(new RegExp(`^${ORIGIN}/vendor/accept-invite\\?invite_id=\\d+&token=[\\w-]+$`));
  });

  it('the confirmation and reset links are whole addresses; the words around them are untouched', async () => {
    const { email, userId } = await registerUser(api);
    const welcome = (await lastMail(api, email, 'email_verification'))!.body;
    expect(welcome).toContain(`\n${ORIGIN}/verify-email?user_id=${userId}&email_verification_token=`);
    expect(welcome).toContain('If you did not create an account, ignore this message.');
    await api.call('POST', '/forgot-password', { body: { email } });
    expect((await lastMail(api, email, 'password_reset'))!.body).toContain(`\n${ORIGIN}/reset-password?token=`);
  });
});
