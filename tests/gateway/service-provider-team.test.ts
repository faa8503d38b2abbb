import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { startStack, type Stack } from './harness.js';

// The company's own pages through GraphQL (docs/vendors.md "Company settings"): the
// team (accept an invitation, revoke, remove, leave), the photo, a region's time zone.
let stack: Stack;
const t: Record<string, string> = {};
let providerId: string;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const EVERY_WEEKDAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, { opens: '08:00', closes: '17:00' }]));

const gql = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await stack.gql(query, variables, { token: t[who] });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
};

const TEAM = `{ myResidentialServiceProvider { viewerRole photoUrl users { userId name email role isViewer joinedAt } openInvites { databaseId email expired } } }`;
const INVITE = `mutation($input: InviteServiceProviderUserInput!) { inviteServiceProviderUser(input: $input) { invite { databaseId } userErrors { field code } } }`;
const ACCEPT = `mutation($input: AcceptServiceProviderInviteInput!) { acceptServiceProviderInvite(input: $input) {
  provider { name } userErrors { field code message } } }`;
const REVOKE = `mutation($input: RevokeServiceProviderInviteInput!) { revokeServiceProviderInvite(input: $input) {
  provider { openInvites { email } } userErrors { field code } } }`;
const REMOVE = `mutation($input: RemoveServiceProviderUserInput!) { removeServiceProviderUser(input: $input) {
  provider { users { email } } userErrors { field code message } } }`;

async function inviteLink(email: string) {
  const sent = (await gql('vendor', INVITE, { input: { providerId, email } })).inviteServiceProviderUser;
  expect(sent.userErrors).toEqual([]);
  const [mail] = await rows<{ body: string }>(stack.api.deps.database.db, sql`SELECT body FROM outbox_messages
    WHERE to_email = ${email} AND kind = 'service_provider_invite' ORDER BY id DESC LIMIT 1`);
  const link = new URL(mail!.body.split('\n').at(-1)!, 'http://x');
  return { inviteId: Number(link.searchParams.get('invite_id')), token: link.searchParams.get('token')! };
}

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['vendor', 'guarantor', 'tenant']) t[key] = await stack.tokenFor(key);
  const created = (await gql('vendor', `mutation($input: CreateResidentialServiceProviderInput!) { createResidentialServiceProvider(input: $input) {
    provider { id } userErrors { field } } }`, {
    input: { name: 'Team Repairs', serviceCategories: ['SMALL_REPAIRS'], regions: ['DURHAM'], businessHours: EVERY_WEEKDAY, timeZone: 'America/New_York' },
  })).createResidentialServiceProvider;
  expect(created.userErrors).toEqual([]);
  providerId = created.provider.id;
});
afterAll(() => stack?.close());

describe('the company team through GraphQL', () => {
  it('proposes the time zone of a region', async () => {
    expect((await gql('vendor', '{ timeZoneOfRegion(region: AUSTIN) { timeZone region } }')).timeZoneOfRegion)
      .toEqual({ timeZone: 'America/Chicago', region: 'AUSTIN' });
  });

  it('accepting: a wrong token, another email and a used invitation are userErrors; the invited person joins', async () => {
    const link = await inviteLink('guarantor@hearth.test');
    const accept = (who: string, token = link.token) => gql(who, ACCEPT, { input: { inviteId: link.inviteId, token } });
    expect((await accept('guarantor', 'not-the-token')).acceptServiceProviderInvite.userErrors).toEqual([expect.objectContaining({ field: 'token', code: 'not_found' })]);
    expect((await accept('tenant')).acceptServiceProviderInvite.userErrors).toEqual([expect.objectContaining({ code: 'invite_for_another_email' })]);
    const joined = (await accept('guarantor')).acceptServiceProviderInvite;
    expect(joined).toEqual({ provider: { name: 'Team Repairs' }, userErrors: [] });
    expect((await accept('guarantor')).acceptServiceProviderInvite.userErrors).toEqual([expect.objectContaining({ field: 'token', code: 'invite_not_open' })]);

    t.member = await stack.tokenFor('guarantor', 'vendor');
    const seen = (await gql('member', TEAM)).myResidentialServiceProvider;
    expect(seen.viewerRole).toBe('MEMBER');
    expect(seen.users).toEqual(expect.arrayContaining([
      expect.objectContaining({ email: 'guarantor@hearth.test', role: 'MEMBER', isViewer: true }),
      expect.objectContaining({ role: 'OWNER', isViewer: false }),
    ]));
  });

  it('the owner revokes an invitation and removes a member; the owner cannot leave while others remain', async () => {
    const link = await inviteLink('someone.else@example.com');
    expect((await gql('vendor', TEAM)).myResidentialServiceProvider.openInvites).toEqual([{ databaseId: link.inviteId, email: 'someone.else@example.com', expired: false }]);
    const revoked = (await gql('vendor', REVOKE, { input: { providerId, inviteId: link.inviteId } })).revokeServiceProviderInvite;
    expect(revoked).toEqual({ provider: { openInvites: [] }, userErrors: [] });
    expect((await gql('vendor', REVOKE, { input: { providerId, inviteId: link.inviteId } })).revokeServiceProviderInvite.userErrors)
      .toEqual([expect.objectContaining({ field: 'inviteId', code: 'not_found' })]);

    const team = (await gql('vendor', TEAM)).myResidentialServiceProvider;
    expect(team.viewerRole).toBe('OWNER');
    const me = team.users.find((u: { isViewer: boolean }) => u.isViewer);
    const member = team.users.find((u: { role: string }) => u.role === 'MEMBER');
    const leave = (await gql('vendor', REMOVE, { input: { providerId, userId: me.userId } })).removeServiceProviderUser;
    expect(leave.userErrors).toEqual([expect.objectContaining({ field: 'userId', code: 'owner_cannot_leave' })]);
    const removed = (await gql('vendor', REMOVE, { input: { providerId, userId: member.userId } })).removeServiceProviderUser;
    expect(removed.userErrors).toEqual([]);
    expect(removed.provider.users.map((u: { email: string }) => u.email)).not.toContain('guarantor@hearth.test');
  });

  it('the company photo is uploaded, set, and becomes the profile photo of its people', async () => {
    const up = (await gql('vendor', `mutation($input: CreateUploadInput!) { createUpload(input: $input) { upload { fileId uploadUrl } userErrors { field } } }`, {
      input: { fileName: 'logo.png', contentType: 'image/png', purpose: 'SERVICE_PROVIDER_PHOTO', sizeBytes: PNG.length },
    })).createUpload;
    expect(up.userErrors).toEqual([]);
    const put = await fetch(up.upload.uploadUrl.replace('https://files.hearth.test', stack.api.url), { method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const UPDATE = `mutation($input: UpdateResidentialServiceProviderInput!) { updateResidentialServiceProvider(input: $input) { provider { photoUrl } userErrors { field code } } }`;
    const set = (await gql('vendor', UPDATE, { input: { providerId, photoFileId: up.upload.fileId } })).updateResidentialServiceProvider;
    expect(set.userErrors).toEqual([]);
    expect(set.provider.photoUrl).toContain(`/v20/files/${up.upload.fileId}?`);
    const profile = (await gql('vendor', '{ viewer { user { profile { serviceProviderProfilePhotoUrl } } } }')).viewer.user.profile;
    expect(profile.serviceProviderProfilePhotoUrl).toContain(`/v20/files/${up.upload.fileId}?`);
    const bad = (await gql('vendor', UPDATE, { input: { providerId, photoFileId: '00000000-0000-4000-8000-000000000000' } })).updateResidentialServiceProvider;
    expect(bad.userErrors).toEqual([expect.objectContaining({ field: 'photoFileId' })]);
    const cleared = (await gql('vendor', UPDATE, { input: { providerId, photoFileId: null } })).updateResidentialServiceProvider;
    expect(cleared.provider.photoUrl).toBeNull();
  });
});
