import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

// A vendor company's onboarding through GraphQL (docs/vendors.md "Onboarding"): the
// steps beyond the company's own fields, against the real api over HTTP.
let stack: Stack;
const t: Record<string, string> = {};
let providerId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const EVERY_WEEKDAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, { opens: '08:00', closes: '17:00' }]));

const gql = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await stack.gql(query, variables, { token: t[who] });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
};

const STEPS = `{ myResidentialServiceProvider { onboardingCompletedAt onboardingStepsMissing
  documents { kind fileName expiresOn expired downloadUrl } payoutAccount { accountId connectedAt } } }`;
const ADD_DOCUMENT = `mutation($input: AddServiceProviderDocumentInput!) { addServiceProviderDocument(input: $input) {
  document { kind fileName expiresOn expired } provider { onboardingStepsMissing } userErrors { field code message } } }`;
const PAYOUT_LINK = `mutation($input: ServiceProviderInput!) { createServiceProviderPayoutLink(input: $input) { url userErrors { field code message } } }`;
const INVITE = `mutation($input: InviteServiceProviderUserInput!) { inviteServiceProviderUser(input: $input) {
  invite { email expiresAt } userErrors { field code message } } }`;
const FINISH = `mutation($input: ServiceProviderInput!) { completeServiceProviderOnboarding(input: $input) {
  provider { onboardingCompletedAt onboardingStepsMissing } userErrors { field code message } } }`;

async function uploadPdf(who: string): Promise<string> {
  const res = await gql(who, `mutation($input: CreateUploadInput!) { createUpload(input: $input) { upload { fileId uploadUrl } userErrors { field } } }`, {
    input: { fileName: 'certificate.pdf', contentType: 'application/pdf', purpose: 'SERVICE_PROVIDER_DOCUMENT', sizeBytes: PDF.length },
  });
  expect(res.createUpload.userErrors).toEqual([]);
  const { fileId, uploadUrl } = res.createUpload.upload;
  const put = await fetch(uploadUrl.replace('https://files.hearth.test', stack.api.url), {
    method: 'PUT', body: new Uint8Array(PDF), headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status).toBe(200);
  return fileId;
}

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['vendor', 'manager']) t[key] = await stack.tokenFor(key);
  t.multi = await stack.tokenFor('multi', 'vendor');
  const created = (await gql('vendor', `mutation($input: CreateResidentialServiceProviderInput!) { createResidentialServiceProvider(input: $input) {
    provider { id } userErrors { field } } }`, {
    input: { name: 'Blank Slate Repairs', serviceCategories: ['SMALL_REPAIRS'], regions: ['DURHAM'], businessHours: EVERY_WEEKDAY, timeZone: 'America/New_York' },
  })).createResidentialServiceProvider;
  expect(created.userErrors).toEqual([]);
  providerId = created.provider.id;
});
afterAll(() => stack?.close());

describe('a company onboarding through GraphQL', () => {
  it('a new company lists what is left; Finish names each missing step as a userError', async () => {
    const mine = (await gql('vendor', STEPS)).myResidentialServiceProvider;
    expect(mine).toEqual({
      onboardingCompletedAt: null, onboardingStepsMissing: ['INSURANCE_CERTIFICATE', 'W9', 'PAYOUT_ACCOUNT'],
      documents: [], payoutAccount: { accountId: null, connectedAt: null },
    });
    const finish = (await gql('vendor', FINISH, { input: { providerId } })).completeServiceProviderOnboarding;
    expect(finish.provider).toBeNull();
    expect(finish.userErrors.map((e: any) => [e.field, e.code])).toEqual([
      ['insuranceCertificate', 'onboarding_incomplete'], ['w9', 'onboarding_incomplete'], ['payoutAccount', 'onboarding_incomplete'],
    ]);
  });

  it('hands in the insurance certificate and W-9; an expiry in the past or a W-9 expiry is refused on expiresOn', async () => {
    const fileId = await uploadPdf('vendor');
    const past = (await gql('vendor', ADD_DOCUMENT, { input: { providerId, kind: 'INSURANCE_CERTIFICATE', fileId, expiresOn: isoDay(-3) } })).addServiceProviderDocument;
    expect(past).toMatchObject({ document: null, provider: null, userErrors: [{ field: 'expiresOn', code: 'document_expired' }] });
    const missingDate = (await gql('vendor', ADD_DOCUMENT, { input: { providerId, kind: 'INSURANCE_CERTIFICATE', fileId } })).addServiceProviderDocument;
    expect(missingDate.userErrors).toMatchObject([{ field: 'expiresOn' }]);

    const insurance = (await gql('vendor', ADD_DOCUMENT, { input: { providerId, kind: 'INSURANCE_CERTIFICATE', fileId, expiresOn: isoDay(365) } })).addServiceProviderDocument;
    expect(insurance).toEqual({
      document: { kind: 'INSURANCE_CERTIFICATE', fileName: 'certificate.pdf', expiresOn: isoDay(365), expired: false },
      provider: { onboardingStepsMissing: ['W9', 'PAYOUT_ACCOUNT'] }, userErrors: [],
    });

    const w9File = await uploadPdf('vendor');
    const w9Expiry = (await gql('vendor', ADD_DOCUMENT, { input: { providerId, kind: 'W9', fileId: w9File, expiresOn: isoDay(30) } })).addServiceProviderDocument;
    expect(w9Expiry.userErrors).toMatchObject([{ field: 'expiresOn' }]);
    const w9 = (await gql('vendor', ADD_DOCUMENT, { input: { providerId, kind: 'W9', fileId: w9File } })).addServiceProviderDocument;
    expect(w9.userErrors).toEqual([]);
    expect(w9.provider.onboardingStepsMissing).toEqual(['PAYOUT_ACCOUNT']);

    const docs = (await gql('vendor', STEPS)).myResidentialServiceProvider.documents;
    expect(docs.map((d: any) => d.kind).sort()).toEqual(['INSURANCE_CERTIFICATE', 'W9']);
    expect(docs.every((d: any) => d.downloadUrl.length > 0)).toBe(true);
  });

  it('another vendor cannot hand in for the company, nor use its upload', async () => {
    const fileId = await uploadPdf('multi');
    const other = (await gql('multi', ADD_DOCUMENT, { input: { providerId, kind: 'W9', fileId } })).addServiceProviderDocument;
    expect(other.userErrors).toMatchObject([{ field: 'providerId', code: 'not_found' }]);
    const notAnId = (await gql('vendor', ADD_DOCUMENT, { input: { providerId: 'nope', kind: 'W9', fileId } })).addServiceProviderDocument;
    expect(notAnId.userErrors).toMatchObject([{ field: 'providerId', code: 'not_found' }]);
    const foreignUpload = (await gql('vendor', ADD_DOCUMENT, { input: { providerId, kind: 'W9', fileId } })).addServiceProviderDocument;
    expect(foreignUpload.userErrors).toMatchObject([{ field: 'fileId' }]);
  });

  it('connects the payout account through the local processor link on the gateway, which comes back to /vendor/onboard', async () => {
    const link = (await gql('vendor', PAYOUT_LINK, { input: { providerId } })).createServiceProviderPayoutLink;
    expect(link.userErrors).toEqual([]);
    expect(link.url).toMatch(/^\/payments\/provider-connect\/[A-Za-z0-9._~-]+$/);
    const answer = await fetch(`${stack.gateway.url}${link.url}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/vendor/onboard?payout_connected=1');
    const mine = (await gql('vendor', STEPS)).myResidentialServiceProvider;
    expect(mine.payoutAccount.connectedAt).not.toBeNull();
    expect(mine.onboardingStepsMissing).toEqual([]);
    expect(mine.onboardingCompletedAt).not.toBeNull();
    // A manager is not a vendor (VENDOR field): a userError, no REST call.
    const manager = await stack.gql(PAYOUT_LINK, { input: { providerId } }, { token: t.manager });
    expect(manager.data!.createServiceProviderPayoutLink).toMatchObject({ url: null, userErrors: [{ code: 'forbidden' }] });
    expect(manager.v20Calls).toBe(0);
  });

  it('Finish answers the completed company; the gate opens', async () => {
    const finish = (await gql('vendor', FINISH, { input: { providerId } })).completeServiceProviderOnboarding;
    expect(finish.userErrors).toEqual([]);
    expect(finish.provider).toMatchObject({ onboardingStepsMissing: [] });
    expect(finish.provider.onboardingCompletedAt).not.toBeNull();
    const gate = await gql('vendor', '{ viewer { user { profile { isServiceProviderOnboardingCompleted } } } }');
    expect(gate.viewer.user.profile.isServiceProviderOnboardingCompleted).toBe(true);
  });

  it('invites a teammate by email; twice or someone in a company is refused on email', async () => {
    const invite = (await gql('vendor', INVITE, { input: { providerId, email: 'crew.member@example.com' } })).inviteServiceProviderUser;
    expect(invite.userErrors).toEqual([]);
    expect(invite.invite.email).toBe('crew.member@example.com');
    const again = (await gql('vendor', INVITE, { input: { providerId, email: 'crew.member@example.com' } })).inviteServiceProviderUser;
    expect(again).toMatchObject({ invite: null, userErrors: [{ field: 'email', code: 'already_invited' }] });
    const taken = (await gql('vendor', INVITE, { input: { providerId, email: 'multi@hearth.test' } })).inviteServiceProviderUser;
    expect(taken.userErrors).toMatchObject([{ field: 'email', code: 'already_in_service_provider' }]);
    const bad = (await gql('vendor', INVITE, { input: { providerId, email: 'not-an-email' } })).inviteServiceProviderUser;
    expect(bad.userErrors).toMatchObject([{ field: 'email' }]);
  });
});
