import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { acceptedConnection, applicationFor } from './screening-helpers.js';
import { uploadSample } from './uploads-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ROUTE = '/lifecycle-tenant-financial-qualifications-submissions';
const submit = (token: string, body: Record<string, unknown>) => api.call('POST', ROUTE, { token, body });

async function lifecycleRow(id: number) {
  const [row] = await rows<{ tenant: string | null; guarantor: string | null }>(api.deps.database.db, sql`
    SELECT tenant_financial_qualifications_step_completed_at AS tenant, guarantor_financial_qualifications_step_completed_at AS guarantor
    FROM lifecycles WHERE id = ${id}`);
  return row!;
}

async function applicant() {
  const user = await registerUser(api);
  const { lifecycleId } = await applicationFor(api, user.userId);
  return { ...user, lifecycleId };
}

const income = (lifecycleId: number, fileIds: string[]) => ({
  lifecycle_id: lifecycleId, monthly_income_cents: 420_000, income_sources: ['employment', 'savings'],
  employer_name: 'Duke Health', document_file_ids: fileIds,
});

describe('submitting income', () => {
  it('records income with its documents and completes the tenant\'s step', async () => {
    const { token, lifecycleId } = await applicant();
    const payslip = await uploadSample(api, token, 'income_document', 'pdf');
    const res = await submit(token, income(lifecycleId, [payslip]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      lifecycle_id: lifecycleId, guarantor_connection_id: null, monthly_income_cents: 420_000,
      income_sources: ['employment', 'savings'], employer_name: 'Duke Health',
      documents: [{ file_id: payslip, file_name: 'sample.pdf', url: expect.stringMatching(/^\/v20\/files\//) }],
    });
    expect((await lifecycleRow(lifecycleId)).tenant).not.toBeNull();

    const listed = (await api.call('GET', `${ROUTE}?lifecycle_id=${lifecycleId}`, { token })).json();
    expect(listed.results).toHaveLength(1);
    expect(listed.deferral).toBeNull();
  });

  it.each([
    ['no documents', { document_file_ids: [] }, 'document_file_ids'],
    ['no source', { income_sources: [] }, 'income_sources'],
    ['a source the product does not know', { income_sources: ['lottery'] }, 'income_sources.0'],
    ['a job without an employer', { employer_name: '' }, 'employer_name'],
    ['a negative income', { monthly_income_cents: -100 }, 'monthly_income_cents'],
  ])('refuses %s, naming the field', async (_what, change, field) => {
    const { token, lifecycleId } = await applicant();
    const payslip = await uploadSample(api, token, 'income_document', 'pdf');
    const res = await submit(token, { ...income(lifecycleId, [payslip]), ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
    expect((await lifecycleRow(lifecycleId)).tenant).toBeNull();
  });

  it('refuses someone else\'s document and a photo upload as a document', async () => {
    const { token, lifecycleId } = await applicant();
    const other = await registerUser(api);
    const theirs = await uploadSample(api, other.token, 'income_document', 'pdf');
    const mine = await uploadSample(api, token, 'income_document', 'pdf');
    const photo = await uploadSample(api, token, 'animal_photo');
    const res = await submit(token, income(lifecycleId, [mine, theirs]));
    expect(res.json().error.fields).toEqual({ 'document_file_ids.1': expect.any(String) });
    expect((await submit(token, income(lifecycleId, [photo]))).statusCode).toBe(400);
  });

  it('shows another user\'s application nothing: 404 for submitting and listing', async () => {
    const { lifecycleId } = await applicant();
    const stranger = await registerUser(api);
    const doc = await uploadSample(api, stranger.token, 'income_document', 'pdf');
    const res = await submit(stranger.token, income(lifecycleId, [doc]));
    expect(res.statusCode).toBe(404);
    expect((await api.call('GET', `${ROUTE}?lifecycle_id=${lifecycleId}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await lifecycleRow(lifecycleId)).tenant).toBeNull();
  });

  it('refuses a withdrawn application with 422', async () => {
    const { token, lifecycleId } = await applicant();
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET application_deactivated_at = now() WHERE id = ${lifecycleId}`);
    const res = await submit(token, income(lifecycleId, [await uploadSample(api, token, 'income_document', 'pdf')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('application_not_active');
  });

  it('the accepted guarantor completes the guarantor\'s step, not the tenant\'s', async () => {
    const tenant = await applicant();
    const guarantor = await registerUser(api);
    const connectionId = await acceptedConnection(api, tenant.lifecycleId, tenant.userId, guarantor.userId);
    const doc = await uploadSample(api, guarantor.token, 'income_document', 'pdf');
    const res = await submit(guarantor.token, { ...income(tenant.lifecycleId, [doc]), guarantor_connection_id: connectionId });
    expect(res.statusCode).toBe(201);
    const row = await lifecycleRow(tenant.lifecycleId);
    expect(row.guarantor).not.toBeNull();
    expect(row.tenant).toBeNull();
    const [connection] = await rows<{ done: string | null }>(api.deps.database.db, sql`
      SELECT financial_qualifications_completed_at AS done FROM guarantor_connections WHERE id = ${connectionId}`);
    expect(connection!.done).not.toBeNull();
    // Without the connection the guarantor is a stranger to the application.
    expect((await submit(guarantor.token, income(tenant.lifecycleId, [doc]))).statusCode).toBe(404);
    // And the tenant cannot act as their own guarantor.
    const own = await uploadSample(api, tenant.token, 'income_document', 'pdf');
    expect((await submit(tenant.token, { ...income(tenant.lifecycleId, [own]), guarantor_connection_id: connectionId })).statusCode).toBe(404);
  });
});

describe('deferring income', () => {
  it('counts the step as done and keeps the reason', async () => {
    const { token, lifecycleId } = await applicant();
    const res = await api.call('POST', `/lifecycles/${lifecycleId}/financial-qualifications/defer`, { token, body: { reason: 'My job starts next month.' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lifecycle_id: lifecycleId, reason: 'My job starts next month.' });
    expect((await lifecycleRow(lifecycleId)).tenant).not.toBeNull();
    const listed = (await api.call('GET', `${ROUTE}?lifecycle_id=${lifecycleId}`, { token })).json();
    expect(listed.deferral).toMatchObject({ reason: 'My job starts next month.' });
    const again = await api.call('POST', `/lifecycles/${lifecycleId}/financial-qualifications/defer`, { token, body: { reason: 'Still waiting.' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('financial_qualifications_already_completed');
  });

  it('needs a reason, and is for the application\'s tenant only', async () => {
    const { token, lifecycleId } = await applicant();
    const blank = await api.call('POST', `/lifecycles/${lifecycleId}/financial-qualifications/defer`, { token, body: { reason: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields)).toEqual(['reason']);
    const stranger = await registerUser(api);
    const res = await api.call('POST', `/lifecycles/${lifecycleId}/financial-qualifications/defer`, { token: stranger.token, body: { reason: 'Not mine.' } });
    expect(res.statusCode).toBe(404);
    expect((await lifecycleRow(lifecycleId)).tenant).toBeNull();
  });
});
