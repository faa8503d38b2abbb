import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../api/auth-helpers.js';
import { completeGuarantorStep, guarantorEmail, inviteLink, tenantWithApplication } from '../api/guarantor-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const CONNECTION = `id databaseId status viewerRelationship guarantorName guarantorEmail tenantFirstName homeCity
  building { title } lifecycle { databaseId } lifecycleDatabaseId isApplicationActive resendAvailableAt acceptedAt`;

const INVITE = `mutation($input: InviteGuarantorInput!) { inviteGuarantor(input: $input) {
  guarantorConnection { ${CONNECTION} }
  viewer { guarantorConnections { databaseId } }
  userErrors { field code message } } }`;
const RESEND = `mutation($input: ResendGuarantorInviteInput!) { resendGuarantorInvite(input: $input) {
  guarantorConnection { databaseId } userErrors { field code message } } }`;
const ACCEPT = `mutation($input: AcceptGuarantorInviteInput!) { acceptGuarantorInvite(input: $input) {
  guarantorConnection { ${CONNECTION} }
  viewer { showFinishGuarantorScreening guarantorConnectionsAsGuarantor { databaseId status } }
  userErrors { field code message } } }`;
const PREVIEW = `query($id: ID!, $token: String!) { viewer { guarantorInvite(connectionId: $id, inviteToken: $token) {
  problem connection { viewerRelationship tenantFirstName homeCity building { title } } } } }`;

/** A tenant with an application, who invites a freshly registered guarantor through GraphQL. */
async function invited() {
  const tenant = await tenantWithApplication(stack.api);
  const guarantor = await registerUser(stack.api, 'tenant', { first_name: 'Gus' });
  const res = await stack.gql(INVITE, {
    input: { lifecycleId: String(tenant.lifecycleId), guarantorName: 'Gus Grant', guarantorEmail: guarantor.email },
  }, { token: tenant.token });
  const link = await inviteLink(stack.api, guarantor.email);
  return { tenant, guarantor, res, ...link };
}

describe('inviteGuarantor', () => {
  it('invites a guarantor and the tenant\'s viewer lists the connection', async () => {
    const { tenant, guarantor, res, connectionId } = await invited();
    expect(res.errors).toBeUndefined();
    const payload = res.data?.inviteGuarantor;
    expect(payload.userErrors).toEqual([]);
    expect(payload.guarantorConnection).toMatchObject({
      databaseId: String(connectionId), status: 'INVITED', viewerRelationship: 'TENANT', guarantorName: 'Gus Grant',
      guarantorEmail: guarantor.email, tenantFirstName: 'Tara', homeCity: tenant.city, building: { title: expect.any(String) },
      lifecycle: { databaseId: String(tenant.lifecycleId) }, lifecycleDatabaseId: String(tenant.lifecycleId),
      isApplicationActive: true, acceptedAt: null,
    });
    expect(payload.viewer.guarantorConnections).toEqual([{ databaseId: String(connectionId) }]);
  });

  it('puts each refusal next to its field', async () => {
    const tenant = await tenantWithApplication(stack.api);
    const other = await tenantWithApplication(stack.api);
    const run = async (input: Record<string, string>) => (await stack.gql(INVITE, {
      input: { lifecycleId: String(tenant.lifecycleId), guarantorName: 'Gail', guarantorEmail: guarantorEmail(), ...input },
    }, { token: tenant.token })).data?.inviteGuarantor;
    expect((await run({ guarantorEmail: tenant.email })).userErrors).toEqual([
      { field: 'guarantorEmail', code: 'guarantor_is_tenant', message: expect.stringContaining('your own guarantor') },
    ]);
    expect((await run({ guarantorEmail: 'nope', guarantorName: ' ' })).userErrors.map((e: { field: string }) => e.field).sort())
      .toEqual(['guarantorEmail', 'guarantorName']);
    const notYours = await run({ lifecycleId: String(other.lifecycleId) });
    expect(notYours.userErrors).toEqual([{ field: 'lifecycleId', code: 'not_found', message: expect.any(String) }]);
    expect(notYours.guarantorConnection).toBeNull();
    expect((await run({ lifecycleId: 'not-an-id' })).userErrors[0]).toMatchObject({ field: 'lifecycleId', code: 'invalid_input' });
  });

  it('refuses a manager as data, with the viewer still there', async () => {
    const res = await stack.gql(INVITE, { input: { lifecycleId: '1', guarantorName: 'Gail', guarantorEmail: guarantorEmail() } },
      { token: await stack.tokenFor('manager', 'manager') });
    expect(res.data?.inviteGuarantor).toMatchObject({ guarantorConnection: null, userErrors: [{ code: 'forbidden' }], viewer: { guarantorConnections: [] } });
    expect(res.v20Calls).toBe(1);
  });
});

describe('resendGuarantorInvite', () => {
  it('is refused within a minute as a userError', async () => {
    const { tenant, connectionId } = await invited();
    const res = await stack.gql(RESEND, { input: { connectionId: String(connectionId) } }, { token: tenant.token });
    expect(res.data?.resendGuarantorInvite).toEqual({
      guarantorConnection: null, userErrors: [{ field: null, code: 'resend_too_soon', message: expect.stringContaining('resend it in') }],
    });
  });
});

describe('an invite link, opened by the guarantor', () => {
  it('shows who asked, without the home itself, and is accepted once', async () => {
    const { guarantor, connectionId, inviteToken, res: invite } = await invited();
    const preview = await stack.gql(PREVIEW, { id: String(connectionId), token: inviteToken }, { token: guarantor.token });
    expect(preview.data?.viewer.guarantorInvite).toMatchObject({
      problem: null, connection: { viewerRelationship: 'INVITEE', tenantFirstName: 'Tara', building: null },
    });

    const accepted = await stack.gql(ACCEPT, { input: { connectionId: String(connectionId), inviteToken } }, { token: guarantor.token });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptGuarantorInvite).toMatchObject({
      userErrors: [],
      guarantorConnection: { status: 'ACCEPTED', viewerRelationship: 'GUARANTOR', guarantorEmail: guarantor.email, building: null, lifecycle: null },
      viewer: { showFinishGuarantorScreening: true, guarantorConnectionsAsGuarantor: [{ databaseId: String(connectionId), status: 'ACCEPTED' }] },
    });
    // The global id of the invite's answer works as well as the REST id of the link.
    const byGlobalId = await stack.gql(ACCEPT, { input: { connectionId: invite.data?.inviteGuarantor.guarantorConnection.id, inviteToken } },
      { token: guarantor.token });
    expect(byGlobalId.data?.acceptGuarantorInvite.userErrors).toEqual([]);

    const latecomer = await registerUser(stack.api);
    const late = await stack.gql(PREVIEW, { id: String(connectionId), token: inviteToken }, { token: latecomer.token });
    expect(late.data?.viewer.guarantorInvite).toEqual({ problem: 'GUARANTOR_CONNECTION_ALREADY_ACCEPTED', connection: null });
    const lateAccept = await stack.gql(ACCEPT, { input: { connectionId: String(connectionId), inviteToken } }, { token: latecomer.token });
    expect(lateAccept.data?.acceptGuarantorInvite.userErrors).toEqual([
      { field: 'inviteToken', code: 'guarantor_connection_already_accepted', message: expect.any(String) },
    ]);
  });

  it('a wrong token is an invalid link, both to read and to accept', async () => {
    const { guarantor, connectionId } = await invited();
    const preview = await stack.gql(PREVIEW, { id: String(connectionId), token: 'wrong' }, { token: guarantor.token });
    expect(preview.data?.viewer.guarantorInvite).toEqual({ problem: 'INVALID_INVITE_TOKEN', connection: null });
    const res = await stack.gql(ACCEPT, { input: { connectionId: String(connectionId), inviteToken: 'wrong' } }, { token: guarantor.token });
    expect(res.data?.acceptGuarantorInvite).toMatchObject({ guarantorConnection: null, userErrors: [{ field: 'inviteToken', code: 'invalid_invite_token' }] });
  });

  it('a guest gets no invite and no lists, without a REST call', async () => {
    const res = await stack.gql(`{ viewer { guarantorInvite(connectionId: "1", inviteToken: "x") { problem }
      guarantorConnections { id } guarantorConnectionsAsGuarantor { id } showFinishGuarantorScreening } }`, {}, { token: await stack.api.guestToken() });
    expect(res.data?.viewer).toEqual({ guarantorInvite: null, guarantorConnections: [], guarantorConnectionsAsGuarantor: [], showFinishGuarantorScreening: false });
    expect(res.v20Calls).toBe(0);
  });
});

describe('showFinishGuarantorScreening', () => {
  const SHOW = '{ viewer { showFinishGuarantorScreening } }';

  it('shows while the guarantor\'s own steps are unfinished, in the tenant role only, from GET /me/ alone', async () => {
    const { guarantor, connectionId, inviteToken } = await invited();
    const show = async () => (await stack.gql(SHOW, {}, { token: guarantor.token })).data?.viewer.showFinishGuarantorScreening;
    expect(await show()).toBe(false);
    await stack.gql(ACCEPT, { input: { connectionId: String(connectionId), inviteToken } }, { token: guarantor.token });
    const res = await stack.gql(SHOW, {}, { token: guarantor.token });
    expect(res.data?.viewer.showFinishGuarantorScreening).toBe(true);
    expect(res.v20Calls).toBe(1);
    await completeGuarantorStep(stack.api, connectionId, 'screening');
    expect(await show()).toBe(true);
    await completeGuarantorStep(stack.api, connectionId, 'financials');
    expect(await show()).toBe(false);
  });

  it('is false for a tenant who guarantees nobody', async () => {
    expect((await stack.gql(SHOW, {}, { token: await stack.tokenFor('tenant2') })).data?.viewer.showFinishGuarantorScreening).toBe(false);
  });
});

describe('outboxMessages', () => {
  const OUTBOX = `query($to: String, $kind: String) { outboxMessages(to: $to, kind: $kind, first: 5) {
    edges { node { id to kind subject body createdAt } } pageInfo { hasNextPage } } }`;

  it('lets staff read the invite mail', async () => {
    const { guarantor } = await invited();
    const res = await stack.gql(OUTBOX, { to: guarantor.email, kind: 'guarantor_invite' }, { token: await stack.tokenFor('staff') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.outboxMessages.edges).toEqual([{ node: expect.objectContaining({
      to: guarantor.email, kind: 'guarantor_invite', subject: 'Tara Quinn asked you to be their guarantor on Hearth',
      body: expect.stringContaining('/guarantor?connection_id='),
    }) }]);
  });

  it('refuses a tenant with FORBIDDEN before any REST call', async () => {
    const res = await stack.gql(OUTBOX, {}, { token: await stack.tokenFor('tenant') });
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.v20Calls).toBe(0);
  });
});
