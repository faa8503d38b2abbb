import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../api/auth-helpers.js';
import { acceptedConnection, applicationFor } from '../api/screening-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/** createUpload, then the PUT the browser makes (to the api: the public origin is fictitious here). */
async function upload(token: string, purpose: string, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
  const res = await stack.gql(`mutation($input: CreateUploadInput!) { createUpload(input: $input) { upload { fileId uploadUrl } userErrors { message } } }`, {
    input: { fileName, contentType, purpose, sizeBytes: bytes.length },
  }, { token });
  const { fileId, uploadUrl } = res.data!.createUpload.upload;
  const put = await fetch(uploadUrl.replace('https://files.hearth.test', stack.api.url), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
  expect(put.status).toBe(200);
  return fileId;
}

const INCOME = `query { viewer { nextOnboardingStep applicationsNeedingIncomeVerification { id databaseId needsFinancialQualifications } } }`;
const SUBMIT = `mutation($input: SubmitFinancialQualificationsInput!) { submitFinancialQualifications(input: $input) {
  submission { monthlyIncome { formatted } incomeSources employerName documents { fileName url } }
  lifecycle { needsFinancialQualifications tenantFinancialQualificationsStepCompletedAt financialQualificationsSubmissions { databaseId } }
  viewer { applicationsNeedingIncomeVerification { id } } userErrors { field code message } } }`;
const DEFER = `mutation($input: DeferFinancialQualificationsInput!) { deferFinancialQualifications(input: $input) {
  deferral { reason } lifecycle { needsFinancialQualifications financialQualificationsDeferral { reason } } userErrors { field code message } } }`;

describe('income verification through the gateway', () => {
  it('lists the application needing income, takes income with a document, and then it is done', async () => {
    const { token, userId } = await registerUser(stack.api);
    const { lifecycleId } = await applicationFor(stack.api, userId);
    const before = (await stack.gql(INCOME, {}, { token })).data!.viewer;
    expect(before.applicationsNeedingIncomeVerification).toEqual([expect.objectContaining({ databaseId: String(lifecycleId), needsFinancialQualifications: true })]);

    const fileId = await upload(token, 'INCOME_DOCUMENT', 'payslip.pdf', 'application/pdf', PDF);
    const res = await stack.gql(SUBMIT, { input: {
      lifecycleId: before.applicationsNeedingIncomeVerification[0].id, monthlyIncomeCents: 385_000, incomeSources: ['EMPLOYMENT'],
      employerName: 'Duke Health', documentFileIds: [fileId], idempotencyKey: 'income-form-1',
    } }, { token });
    const payload = res.data!.submitFinancialQualifications;
    expect(payload.userErrors).toEqual([]);
    expect(payload.submission).toMatchObject({ monthlyIncome: { formatted: '$3,850' }, incomeSources: ['EMPLOYMENT'], documents: [{ fileName: 'payslip.pdf' }] });
    expect(payload.submission.documents[0].url).toMatch(/^https:\/\/files\.hearth\.test\/v20\/files\//);
    expect(payload.lifecycle).toMatchObject({ needsFinancialQualifications: false, financialQualificationsSubmissions: [expect.anything()] });
    expect(payload.viewer.applicationsNeedingIncomeVerification).toEqual([]);
  });

  it('names the fields: no documents, a job without its employer, a photo that is not mine', async () => {
    const { token, userId } = await registerUser(stack.api);
    const { lifecycleId } = await applicationFor(stack.api, userId);
    const res = await stack.gql(SUBMIT, { input: { lifecycleId: String(lifecycleId), monthlyIncomeCents: 100, incomeSources: ['EMPLOYMENT'], documentFileIds: [] } }, { token });
    expect(res.data!.submitFinancialQualifications.userErrors.map((e: { field: string }) => e.field)).toEqual(['documentFileIds']);
    const noEmployer = await stack.gql(SUBMIT, { input: {
      lifecycleId: String(lifecycleId), monthlyIncomeCents: 100, incomeSources: ['EMPLOYMENT'],
      documentFileIds: [await upload(token, 'INCOME_DOCUMENT', 'a.pdf', 'application/pdf', PDF)],
    } }, { token });
    expect(noEmployer.data!.submitFinancialQualifications.userErrors).toEqual([{ field: 'employerName', code: 'invalid_input', message: 'Name your employer.' }]);
    const photo = await upload(token, 'ANIMAL_PHOTO', 'rex.png', 'image/png', PNG);
    const wrong = await stack.gql(SUBMIT, { input: { lifecycleId: String(lifecycleId), monthlyIncomeCents: 100, incomeSources: ['SAVINGS'], documentFileIds: [photo] } }, { token });
    expect(wrong.data!.submitFinancialQualifications.userErrors[0].field).toBe('documentFileIds');
  });

  it('another user\'s application is not found', async () => {
    const owner = await registerUser(stack.api);
    const { lifecycleId } = await applicationFor(stack.api, owner.userId);
    const stranger = await registerUser(stack.api);
    const doc = await upload(stranger.token, 'INCOME_DOCUMENT', 'a.pdf', 'application/pdf', PDF);
    const res = await stack.gql(SUBMIT, { input: { lifecycleId: String(lifecycleId), monthlyIncomeCents: 100, incomeSources: ['SAVINGS'], documentFileIds: [doc] } }, { token: stranger.token });
    expect(res.data!.submitFinancialQualifications).toMatchObject({ submission: null, userErrors: [{ field: 'lifecycleId', code: 'not_found' }] });
  });

  it('deferring counts the step as done and keeps the reason', async () => {
    const { token, userId } = await registerUser(stack.api);
    const { lifecycleId } = await applicationFor(stack.api, userId);
    const res = await stack.gql(DEFER, { input: { lifecycleId: String(lifecycleId), reason: 'My job starts on the 1st.' } }, { token });
    expect(res.data!.deferFinancialQualifications).toEqual({
      deferral: { reason: 'My job starts on the 1st.' },
      lifecycle: { needsFinancialQualifications: false, financialQualificationsDeferral: { reason: 'My job starts on the 1st.' } },
      userErrors: [],
    });
    const short = await stack.gql(DEFER, { input: { lifecycleId: String(lifecycleId), reason: 'x' } }, { token });
    expect(short.data!.deferFinancialQualifications.userErrors[0].field).toBe('reason');
  });

  it('a guarantor gives income with only the connection id', async () => {
    const tenant = await registerUser(stack.api);
    const { lifecycleId } = await applicationFor(stack.api, tenant.userId);
    const guarantor = await registerUser(stack.api);
    const connectionId = await acceptedConnection(stack.api, lifecycleId, tenant.userId, guarantor.userId);
    const doc = await upload(guarantor.token, 'INCOME_DOCUMENT', 'statement.pdf', 'application/pdf', PDF);
    const res = await stack.gql(SUBMIT, { input: {
      guarantorConnectionId: String(connectionId), monthlyIncomeCents: 900_000, incomeSources: ['SELF_EMPLOYMENT'], documentFileIds: [doc],
    } }, { token: guarantor.token });
    expect(res.data!.submitFinancialQualifications).toMatchObject({ submission: { monthlyIncome: { formatted: '$9,000' } }, lifecycle: null, userErrors: [] });
    // The tenant's own step is still theirs to do.
    const tenantView = await stack.gql(INCOME, {}, { token: tenant.token });
    expect(tenantView.data!.viewer.applicationsNeedingIncomeVerification).toHaveLength(1);
  });
});
