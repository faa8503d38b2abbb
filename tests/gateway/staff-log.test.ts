import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let staff: string;
beforeAll(async () => {
  stack = await startStack();
  staff = await stack.tokenFor('staff');
});
afterAll(() => stack?.close());

const LOG = `query($filter: BackendRequestFilter) { backendRequests(filter: $filter, first: 50) {
  edges { node { id databaseId occurredAt method route path status durationMs userId userEmail userRole impersonatorUserId
    tokenType currentWebsitePage requestId ip } } pageInfo { hasNextPage endCursor } } }`;

describe('backendRequests', () => {
  it('shows staff the v20 calls a tenant\'s page caused, with the page they came from', async () => {
    const tenant = await stack.tokenFor('tenant');
    const viewer = await stack.gql('{ viewer { user { profile { isComplete } } } }', {}, { token: tenant, headers: { 'x-current-website-page': '/billing' } });
    expect(viewer.errors).toBeUndefined();
    const tenantId = await demoUserId(stack.api.deps, 'tenant');
    const res = await stack.gql(LOG, { filter: { userId: String(tenantId), statusClass: 'STATUS_2XX', method: 'GET' } }, { token: staff });
    expect(res.errors).toBeUndefined();
    const nodes = res.data?.backendRequests.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toEqual(expect.arrayContaining([expect.objectContaining({
      method: 'GET', status: 200, userId: String(tenantId), userEmail: 'tenant@hearth.test', userRole: 'tenant',
      tokenType: 'session', currentWebsitePage: '/billing', impersonatorUserId: null,
    })]));
  });

  it('refuses tenants before any REST call, and names a bad user id', async () => {
    const refused = await stack.gql(LOG, {}, { token: await stack.tokenFor('tenant') });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.v20Calls).toBe(0);
    const bad = await stack.gql(LOG, { filter: { userId: 'abc' } }, { token: staff });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const SUBMIT = `mutation($input: SubmitFormInput!) { submitForm(input: $input) { received userErrors { field message code } } }`;
const INBOX = `query($filter: FormSubmissionFilter) { formSubmissions(filter: $filter, first: 20) {
  edges { node { id databaseId form email fields { name value } handled handledAt handledByEmail userId } } } }`;
const ONE = `query($id: ID!) { formSubmission(id: $id) { id form email handled } }`;
const HANDLE = `mutation($input: MarkFormSubmissionHandledInput!) { markFormSubmissionHandled(input: $input) {
  formSubmission { id handled handledByEmail } userErrors { field code } } }`;

describe('forms', () => {
  it('anyone sends a form; staff find it, open it and mark it handled', async () => {
    const sent = await stack.gql(SUBMIT, { input: {
      form: 'LEAVE_FEEDBACK', email: 'Visitor@Example.com', leaveFeedback: { rating: 4, message: 'Nice rooms.', page: '/listings' },
    } });
    expect(sent.data?.submitForm).toEqual({ received: true, userErrors: [] });

    const inbox = await stack.gql(INBOX, { filter: { form: 'LEAVE_FEEDBACK', handled: false } }, { token: staff });
    const node = inbox.data?.formSubmissions.edges[0].node;
    expect(node).toMatchObject({
      form: 'LEAVE_FEEDBACK', email: 'visitor@example.com', handled: false, userId: null,
      fields: [{ name: 'rating', value: '4' }, { name: 'message', value: 'Nice rooms.' }, { name: 'page', value: '/listings' }],
    });
    expect((await stack.gql(ONE, { id: node.id }, { token: staff })).data?.formSubmission).toMatchObject({ id: node.id, email: 'visitor@example.com' });
    expect((await stack.gql(ONE, { id: node.databaseId }, { token: staff })).data?.formSubmission.id).toBe(node.id);

    const handled = await stack.gql(HANDLE, { input: { id: node.id } }, { token: staff });
    expect(handled.data?.markFormSubmissionHandled).toEqual({
      formSubmission: { id: node.id, handled: true, handledByEmail: 'staff@hearth.test' }, userErrors: [],
    });
    const open = await stack.gql(INBOX, { filter: { handled: false } }, { token: staff });
    expect(open.data?.formSubmissions.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(node.id);
  });

  it('names each wrong answer next to its field of the input', async () => {
    const res = await stack.gql(SUBMIT, { input: {
      form: 'PARTNER_MEETING', email: 'p@example.com',
      partnerMeeting: { fullName: '', company: 'Acme', topic: 'gossip', message: 'Hello' },
    } });
    expect(res.data?.submitForm.received).toBe(false);
    expect(res.data?.submitForm.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['partnerMeeting.fullName', 'partnerMeeting.topic']);
    const missing = await stack.gql(SUBMIT, { input: { form: 'REALTOR_REFERRAL', email: 'r@example.com', leaveFeedback: { rating: 3, message: 'x' } } });
    expect(missing.data?.submitForm.userErrors).toEqual([expect.objectContaining({ field: 'realtorReferral' })]);
  });

  it('keeps the inbox and handling for staff', async () => {
    const tenant = await stack.tokenFor('tenant');
    expect((await stack.gql(INBOX, {}, { token: tenant })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const refused = await stack.gql(HANDLE, { input: { id: '1' } }, { token: tenant });
    expect(refused.errors?.[0].extensions?.code ?? refused.data?.markFormSubmissionHandled.userErrors[0].code).toMatch(/FORBIDDEN|forbidden/);
    expect((await stack.gql(ONE, { id: '999999' }, { token: staff })).data?.formSubmission).toBeNull();
    const none = await stack.gql(HANDLE, { input: { id: '999999' } }, { token: staff });
    expect(none.data?.markFormSubmissionHandled.userErrors).toEqual([{ field: 'id', code: 'not_found' }]);
  });
});

const DIGEST = `query($id: ID!) { digest(id: $id) { id databaseId role periodStart periodEnd isEmpty sentAt
  sections { kind title items { databaseId title link amount { cents formatted } } } } }`;

describe('digest', () => {
  it('is read by its user and staff, and is null for anyone else', async () => {
    const tenant2Id = await demoUserId(stack.api.deps, 'tenant2');
    const built = await stack.api.call('POST', '/internal/digests', {
      token: staff, body: { user_id: tenant2Id, user_role: 'tenant', period_start: '2021-03-01T00:00:00Z', period_end: '2021-03-08T00:00:00Z' },
    });
    expect(built.statusCode).toBe(201);
    const id = String(built.json().id);
    const own = await stack.gql(DIGEST, { id }, { token: await stack.tokenFor('tenant2') });
    expect(own.errors).toBeUndefined();
    expect(own.data?.digest).toMatchObject({
      databaseId: id, role: 'TENANT', isEmpty: true, periodStart: '2021-03-01T00:00:00.000Z', sentAt: expect.any(String),
      sections: [
        { kind: 'APPLICATION_UPDATES', title: 'Your applications', items: [] },
        { kind: 'INFORMATION_REQUESTS', title: 'Information requested from you', items: [] },
        { kind: 'INVOICES_DUE', title: 'Invoices due', items: [] },
      ],
    });
    expect((await stack.gql(DIGEST, { id: own.data?.digest.id }, { token: staff })).data?.digest.databaseId).toBe(id);
    expect((await stack.gql(DIGEST, { id }, { token: await stack.tokenFor('tenant') })).data?.digest).toBeNull();
    expect((await stack.gql(DIGEST, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
