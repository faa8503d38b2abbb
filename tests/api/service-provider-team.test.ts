import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { remindExpiringProviderDocuments } from '../../api/jobs/document-reminders.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { lastMail, login, registerUser } from './auth-helpers.js';
import { dayFromNow, errorOf, handInDocument, providerBody } from './service-marketplace-helpers.js';
import { uploadSample } from './uploads-helpers.js';

/** Issue 14, the company's own pages: team (remove, leave, invitations), photo, document reminders (docs/vendors.md). */
let api: TestApi;
const tokens: Record<string, string> = {};
let owner: { email: string; token: string; userId: number };
let company: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, body?: unknown) => api.call(method, url, { token, body });
const db = () => api.deps.database.db;
const rolesOf = async (userId: number) => (await rows<{ roles: string[] }>(db(), sql`SELECT roles FROM users WHERE id = ${userId}`))[0]!.roles;

async function invite(providerId: number, email: string, token = owner.token) {
  const sent = await call('POST', `/residential-service-providers/${providerId}/provider-users`, token, { email });
  if (sent.statusCode !== 201) throw new Error(`invite: ${sent.statusCode} ${sent.body}`);
  const mail = await lastMail(api, email, 'service_provider_invite');
  const link = new URL(mail!.body.split('\n').at(-1)!, 'http://x');
  return { id: Number(link.searchParams.get('invite_id')), token: link.searchParams.get('token')! };
}

/** Someone registers (`role`), is invited, accepts and signs in as a vendor. */
async function teammate(providerId = company, ownerToken = owner.token, role: 'tenant' | 'vendor' = 'tenant') {
  const person = await registerUser(api, role);
  const link = await invite(providerId, person.email, ownerToken);
  const joined = await call('POST', '/residential-service-providers/accept-invite', person.token, { invite_id: link.id, token: link.token });
  if (joined.statusCode !== 200) throw new Error(`accept: ${joined.statusCode} ${joined.body}`);
  const vendorToken = (await login(api, person.email, undefined, 'vendor')).json().token as string;
  return { ...person, token: vendorToken, ownToken: person.token };
}

const remove = (userId: number, token: string | undefined, providerId = company) =>
  call('DELETE', `/residential-service-providers/${providerId}/provider-users/${userId}`, token);

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['manager', 'tenant', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  owner = await registerUser(api, 'vendor');
  const created = await call('POST', '/residential-service-providers', owner.token, providerBody('nc/durham', { name: 'Reyes Handyman' }));
  if (created.statusCode !== 201) throw new Error(`provider: ${created.statusCode} ${created.body}`);
  company = created.json().id;
  const other = await registerUser(api, 'vendor');
  tokens.otherVendor = other.token;
  await call('POST', '/residential-service-providers', other.token, providerBody('nc/durham', { name: 'Other Co' }));
});
afterAll(() => api.close());

describe('team: who is in the company, open invitations, revoking', () => {
  it('lists people with their names, emails and roles; members read the open invitations, only the owner revokes', async () => {
    const member = await teammate();
    const pending = await registerUser(api, 'tenant');
    const link = await invite(company, pending.email);
    const shown = (await call('GET', `/residential-service-providers/${company}`, member.token)).json();
    expect(shown.users).toEqual(expect.arrayContaining([
      expect.objectContaining({ user_id: owner.userId, email: owner.email, provider_role: 'owner', name: expect.any(String), joined_at: expect.any(String) }),
      expect.objectContaining({ user_id: member.userId, email: member.email, provider_role: 'member' }),
    ]));
    const invites = await call('GET', `/residential-service-providers/${company}/invites`, member.token);
    expect(invites.json().results).toEqual(expect.arrayContaining([expect.objectContaining({ id: link.id, email: pending.email, expired: false })]));
    expect((await call('GET', `/residential-service-providers/${company}/invites`, tokens.otherVendor)).statusCode).toBe(404);

    const revoke = (token: string | undefined) => call('DELETE', `/residential-service-providers/${company}/invites/${link.id}`, token);
    expect((await revoke(member.token)).statusCode).toBe(403);
    expect((await revoke(tokens.otherVendor)).statusCode).toBe(404);
    expect((await revoke(tokens.manager)).statusCode).toBe(404);
    expect((await revoke(owner.token)).statusCode).toBe(204);
    expect((await revoke(owner.token)).statusCode).toBe(404);
    // The revoked link no longer works, and the email may be invited again.
    expect((await call('POST', '/residential-service-providers/accept-invite', pending.token, { invite_id: link.id, token: link.token })).statusCode).toBe(404);
    expect((await call('POST', `/residential-service-providers/${company}/provider-users`, owner.token, { email: pending.email })).statusCode).toBe(201);
  });
});

describe('team: removing a member, leaving', () => {
  it('only the owner and staff remove others; people outside the company get 404', async () => {
    const member = await teammate();
    const colleague = await teammate();
    expect((await remove(member.userId, tokens.otherVendor)).statusCode).toBe(404);
    expect((await remove(member.userId, tokens.manager)).statusCode).toBe(404);
    expect((await remove(member.userId, tokens.tenant)).statusCode).toBe(404);
    expect((await remove(member.userId, undefined)).statusCode).toBe(401);
    expect(await errorOf(await remove(member.userId, colleague.token))).toMatchObject({ status: 403 });
    expect((await remove(999_999, owner.token)).statusCode).toBe(404);

    expect((await remove(member.userId, owner.token)).statusCode).toBe(204);
    expect((await lastMail(api, member.email, 'service_provider_member_removed'))?.subject).toContain('Reyes Handyman');
    // Joining gave them the vendor role: it goes with the company.
    expect(await rolesOf(member.userId)).not.toContain('vendor');
    // Their vendor session ends with the role; in their own role they are in no company.
    expect((await call('GET', `/residential-service-providers/${company}`, member.token)).statusCode).toBe(401);
    expect((await call('GET', '/me/', member.ownToken)).json().has_associated_residential_service_provider).toBe(false);

    expect((await remove(colleague.userId, tokens.staff)).statusCode).toBe(204);
    expect((await remove(colleague.userId, tokens.staff)).statusCode).toBe(404);
  });

  it('a member leaves; someone who registered as a vendor keeps the role', async () => {
    const member = await teammate(company, owner.token, 'vendor');
    expect((await remove(member.userId, member.token)).statusCode).toBe(204);
    expect(await rolesOf(member.userId)).toContain('vendor');
    const users = (await call('GET', `/residential-service-providers/${company}`, owner.token)).json().users as Array<{ user_id: number }>;
    expect(users.map((u) => u.user_id)).not.toContain(member.userId);
  });

  it('the owner cannot leave (nor be removed) while others remain: 422 owner_cannot_leave; alone they may', async () => {
    const soloOwner = await registerUser(api, 'vendor');
    const solo = (await call('POST', '/residential-service-providers', soloOwner.token, providerBody('nc/durham', { name: 'Solo Co' }))).json().id as number;
    const member = await teammate(solo, soloOwner.token);
    const refused = await errorOf(await remove(soloOwner.userId, soloOwner.token, solo));
    expect(refused).toMatchObject({ status: 422, code: 'owner_cannot_leave', fields: { user_id: expect.stringContaining('remove them first') } });
    expect(await errorOf(await remove(soloOwner.userId, tokens.staff, solo))).toMatchObject({ status: 422, code: 'owner_cannot_leave' });
    expect((await remove(member.userId, soloOwner.token, solo)).statusCode).toBe(204);
    expect((await remove(soloOwner.userId, soloOwner.token, solo)).statusCode).toBe(204);
    // The company stays (its jobs, documents and payouts are its own); staff still see it, without people.
    const kept = await call('GET', `/residential-service-providers/${solo}`, tokens.staff);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().users).toEqual([]);
    expect(await rolesOf(soloOwner.userId)).toContain('vendor');
  });
});

describe('company photo', () => {
  it('the owner sets it from their own photo upload; GET /me/ shows it to every member', async () => {
    const member = await teammate();
    const patch = (token: string, photo: string | null) => call('PATCH', `/residential-service-providers/${company}`, token, { photo_file_id: photo });
    const mine = await uploadSample(api, owner.token, 'service_provider_photo', 'png');
    expect((await patch(member.token, mine)).statusCode).toBe(403);
    const theirs = await uploadSample(api, member.token, 'service_provider_photo', 'png');
    expect(await errorOf(await patch(owner.token, theirs))).toMatchObject({ status: 400, fields: { photo_file_id: expect.any(String) } });
    const document = await uploadSample(api, owner.token, 'service_provider_document', 'png');
    expect(await errorOf(await patch(owner.token, document))).toMatchObject({ status: 400, fields: { photo_file_id: expect.any(String) } });
    expect(await errorOf(await patch(owner.token, 'not-a-file'))).toMatchObject({ status: 400, fields: { photo_file_id: expect.any(String) } });

    const set = await patch(owner.token, mine);
    expect(set.statusCode).toBe(200);
    expect(set.json().photo_url).toMatch(new RegExp(`^/v20/files/${mine}\\?`));
    for (const token of [owner.token, member.token]) {
      const url = (await call('GET', '/me/', token)).json().service_provider_profile_photo_url as string;
      expect(url).toMatch(new RegExp(`^/v20/files/${mine}\\?`));
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await call('GET', '/me/', tokens.otherVendor)).json().service_provider_profile_photo_url).toBeNull();

    expect((await patch(owner.token, null)).json().photo_url).toBeNull();
    expect((await call('GET', '/me/', member.token)).json().service_provider_profile_photo_url).toBeNull();
  });
});

describe('document reminders', () => {
  const remindersTo = async (email: string) => rows<{ subject: string }>(db(), sql`SELECT subject FROM outbox_messages
    WHERE to_email = ${email} AND kind = 'service_provider_document_reminder' ORDER BY id`);

  it('the owner gets one reminder 30 days ahead and one once it lapsed, however often the job runs', async () => {
    const reminded = await registerUser(api, 'vendor');
    const id = (await call('POST', '/residential-service-providers', reminded.token, providerBody('nc/durham', { name: 'Expiring Co' }))).json().id as number;
    const member = await teammate(id, reminded.token);
    expect((await handInDocument(api, reminded.token, id, 'insurance_certificate', dayFromNow(40))).statusCode).toBe(201);
    expect((await handInDocument(api, reminded.token, id, 'w9')).statusCode).toBe(201);
    const run = () => remindExpiringProviderDocuments(api.deps, { triggerSource: 'HTTP' });

    await run();
    expect(await remindersTo(reminded.email)).toEqual([]); // 40 days ahead: not yet

    await db().execute(sql`UPDATE residential_service_provider_documents SET expires_on = current_date + 12
      WHERE residential_service_provider_id = ${id} AND replaced_at IS NULL AND document_kind = 'insurance_certificate'`);
    await Promise.all([run(), run()]);
    await run();
    expect((await remindersTo(reminded.email)).map((m) => m.subject)).toEqual([`Expiring Co: your insurance certificate expires on ${dayFromNow(12)}`]);

    await db().execute(sql`UPDATE residential_service_provider_documents SET expires_on = current_date
      WHERE residential_service_provider_id = ${id} AND replaced_at IS NULL AND document_kind = 'insurance_certificate'`);
    await run();
    await run();
    expect((await remindersTo(reminded.email)).map((m) => m.subject)).toEqual([
      `Expiring Co: your insurance certificate expires on ${dayFromNow(12)}`, 'Expiring Co: your insurance certificate has expired',
    ]);
    expect(await remindersTo(member.email)).toEqual([]); // the owner is the one who hands documents in

    // A new certificate is a new document: its own reminders, later.
    expect((await handInDocument(api, reminded.token, id, 'insurance_certificate', dayFromNow(5))).statusCode).toBe(201);
    await run();
    expect(await remindersTo(reminded.email)).toHaveLength(3);
  });

  it('staff may run them now (a day standing for today); nobody else', async () => {
    const reminded = await registerUser(api, 'vendor');
    const id = (await call('POST', '/residential-service-providers', reminded.token, providerBody('nc/durham', { name: 'Later Co' }))).json().id as number;
    expect((await handInDocument(api, reminded.token, id, 'insurance_certificate', dayFromNow(50))).statusCode).toBe(201);
    const run = (token: string, asOf?: string) => call('POST', '/internal/service-provider-document-reminders', token, asOf ? { as_of: asOf } : {});
    expect((await run(reminded.token)).statusCode).toBe(403);
    expect((await run(tokens.manager!)).statusCode).toBe(403);
    expect(await errorOf(await run(tokens.staff!, '2026-02-30'))).toMatchObject({ status: 400, fields: { as_of: expect.any(String) } });
    expect((await run(tokens.staff!)).statusCode).toBe(200);
    expect(await remindersTo(reminded.email)).toEqual([]);
    // Three weeks on, the certificate lapses within 30 days.
    const later = await run(tokens.staff!, dayFromNow(21));
    expect(later.json().reminders_sent).toBeGreaterThanOrEqual(1);
    expect((await remindersTo(reminded.email)).map((m) => m.subject)).toEqual([`Later Co: your insurance certificate expires on ${dayFromNow(50)}`]);
  });
});
