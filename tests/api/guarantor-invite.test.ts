import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guarantorConnections, outboxMessages } from '../../api/db/schema.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import {
  accept, ageInvite, applicationOf, guarantorEmail, invite, invitedGuarantor, inviteLink, tenantWithApplication,
} from './guarantor-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Invites mailed to `email` (a guarantor with an account also got a verification mail). */
const mailsTo = async (email: string) =>
  api.deps.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'guarantor_invite')));

describe('POST /guarantor-connections', () => {
  it('invites a guarantor for the tenant\'s application and mails them a link', async () => {
    const tenant = await tenantWithApplication(api);
    const email = guarantorEmail();
    const res = await invite(api, tenant.token, { lifecycle_id: tenant.lifecycleId, guarantor_name: ' Gail Fox ', guarantor_email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      lifecycle_id: tenant.lifecycleId, status: 'invited', viewer_relationship: 'tenant',
      guarantor_name: 'Gail Fox', guarantor_email: email, tenant_first_name: 'Tara', home_city: tenant.city,
      accepted_at: null, is_application_active: true,
    });
    const { connectionId, inviteToken, mail } = await inviteLink(api, email);
    expect(connectionId).toBe(res.json().id);
    expect(inviteToken.length).toBeGreaterThan(30);
    expect(mail.subject).toBe('Tara Quinn asked you to be their guarantor on Hearth');
    expect(mail.body).toContain('/guarantor?connection_id=');
  });

  it('answers a retry with the same Idempotency-Key once, without a second invite', async () => {
    const tenant = await tenantWithApplication(api);
    const email = guarantorEmail();
    const body = { lifecycle_id: tenant.lifecycleId, guarantor_name: 'Gail', guarantor_email: email };
    const headers = { 'idempotency-key': `invite-${email}` };
    const first = await invite(api, tenant.token, body, headers);
    const retry = await invite(api, tenant.token, body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses the same email twice on one application with 409 guarantor_already_invited', async () => {
    const tenant = await tenantWithApplication(api);
    const email = guarantorEmail();
    await invite(api, tenant.token, { lifecycle_id: tenant.lifecycleId, guarantor_name: 'Gail', guarantor_email: email });
    const again = await invite(api, tenant.token, { lifecycle_id: tenant.lifecycleId, guarantor_name: 'Gail F', guarantor_email: ` ${email.toUpperCase()}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'guarantor_already_invited', fields: { guarantor_email: expect.any(String) } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('lets the same person guarantee another application of the tenant', async () => {
    const tenant = await tenantWithApplication(api);
    const second = await applicationOf(api, tenant.userId);
    const email = guarantorEmail();
    await invite(api, tenant.token, { lifecycle_id: tenant.lifecycleId, guarantor_name: 'Gail', guarantor_email: email });
    const res = await invite(api, tenant.token, { lifecycle_id: second.lifecycleId, guarantor_name: 'Gail', guarantor_email: email });
    expect(res.statusCode).toBe(201);
  });

  it('refuses the tenant\'s own email with 422 guarantor_is_tenant', async () => {
    const tenant = await tenantWithApplication(api);
    const res = await invite(api, tenant.token, { lifecycle_id: tenant.lifecycleId, guarantor_name: 'Me', guarantor_email: tenant.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'guarantor_is_tenant', fields: { guarantor_email: expect.stringContaining('your own guarantor') } });
  });

  it('answers 404 for another tenant\'s application, and mails nobody', async () => {
    const owner = await tenantWithApplication(api);
    const intruder = await registerUser(api);
    const email = guarantorEmail();
    const res = await invite(api, intruder.token, { lifecycle_id: owner.lifecycleId, guarantor_name: 'Gail', guarantor_email: email });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('refuses an application that is no longer active with 422 application_not_active', async () => {
    const tenant = await registerUser(api);
    const { lifecycleId } = await applicationOf(api, tenant.userId, { inactive: true });
    const res = await invite(api, tenant.token, { lifecycle_id: lifecycleId, guarantor_name: 'Gail', guarantor_email: guarantorEmail() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('application_not_active');
  });

  it('names each bad field with 400 invalid_input', async () => {
    const tenant = await tenantWithApplication(api);
    const res = await invite(api, tenant.token, { lifecycle_id: 'x', guarantor_name: '  ', guarantor_email: 'not-an-email', note: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['guarantor_email', 'guarantor_name', 'lifecycle_id', 'note']);
    expect(res.json().error.fields.guarantor_email).toBe('Enter a valid email address.');
  });

  it('is for tenants: a manager gets 403, nobody signed in 401', async () => {
    const body = { lifecycle_id: 1, guarantor_name: 'Gail', guarantor_email: guarantorEmail() };
    expect((await invite(api, await tokenFor(api.deps, 'manager', 'manager'), body)).statusCode).toBe(403);
    expect((await api.call('POST', '/guarantor-connections', { body })).statusCode).toBe(401);
  });
});

describe('POST /guarantor-connections/{id}/resend-invite', () => {
  const resend = (token: string, id: number) => api.call('POST', `/guarantor-connections/${id}/resend-invite`, { token });

  it('refuses a resend within a minute of the last invite with 429 resend_too_soon and Retry-After', async () => {
    const { tenant, connectionId, guarantor } = await invitedGuarantor(api);
    const res = await resend(tenant.token, connectionId);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('resend_too_soon');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
    expect(await mailsTo(guarantor.email)).toHaveLength(1);
  });

  it('mails a new link after a minute; the old link stops working and the new one works', async () => {
    const { tenant, guarantor, connectionId, inviteToken: oldToken } = await invitedGuarantor(api);
    await ageInvite(api, connectionId, 61);
    const res = await resend(tenant.token, connectionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: connectionId, status: 'invited' });
    expect(Date.parse(res.json().resend_available_at) - Date.parse(res.json().last_invite_sent_at)).toBe(60_000);
    const { inviteToken: newToken } = await inviteLink(api, guarantor.email);
    expect(newToken).not.toBe(oldToken);
    expect(await mailsTo(guarantor.email)).toHaveLength(2);

    const stale = await accept(api, guarantor.token, connectionId, oldToken);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.code).toBe('invalid_invite_token');
    expect((await accept(api, guarantor.token, connectionId, newToken)).statusCode).toBe(200);
  });

  it('answers 404 to another tenant, and changes nothing', async () => {
    const { connectionId, inviteToken, guarantor } = await invitedGuarantor(api);
    await ageInvite(api, connectionId, 61);
    const intruder = await registerUser(api);
    const res = await resend(intruder.token, connectionId);
    expect(res.statusCode).toBe(404);
    expect((await accept(api, guarantor.token, connectionId, inviteToken)).statusCode).toBe(200);
  });

  it('answers 409 once the invite is accepted', async () => {
    const { tenant, guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    await accept(api, guarantor.token, connectionId, inviteToken);
    await ageInvite(api, connectionId, 61);
    const res = await resend(tenant.token, connectionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('guarantor_connection_already_accepted');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const tenant = await registerUser(api);
    expect((await resend(tenant.token, 999_999)).statusCode).toBe(404);
    const bad = await api.call('POST', '/guarantor-connections/abc/resend-invite', { token: tenant.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBeDefined();
  });

  it('keeps the connection row unchanged when refused', async () => {
    const { tenant, connectionId } = await invitedGuarantor(api);
    const before = await api.deps.database.db.select().from(guarantorConnections).where(eq(guarantorConnections.id, connectionId));
    await resend(tenant.token, connectionId);
    const after = await api.deps.database.db.select().from(guarantorConnections).where(eq(guarantorConnections.id, connectionId));
    expect(after).toEqual(before);
  });
});
