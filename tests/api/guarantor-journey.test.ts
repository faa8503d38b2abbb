import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { accept, invitedGuarantor } from './guarantor-helpers.js';
import { completeScreening } from './screening-helpers.js';
import { uploadSample } from './uploads-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('a guarantor\'s whole journey, through the real screening and income routes', () => {
  it('moves the connection from invited to completed, as both parties see it', async () => {
    const { tenant, guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const statusFor = async (token: string) => (await api.call('GET', `/guarantor-connections/${connectionId}`, { token })).json().status;
    const guarantorFacts = async () => (await api.call('GET', '/me/', { token: guarantor.token })).json().guarantor_connections_as_guarantor_user;

    expect((await accept(api, guarantor.token, connectionId, inviteToken)).statusCode).toBe(200);
    expect(await guarantorFacts()).toEqual([expect.objectContaining({ guarantor_connection_id: connectionId, status: 'accepted' })]);

    await completeScreening(api, guarantor.token, '123-45-6789', { guarantor_connection_id: connectionId });
    expect(await statusFor(tenant.token)).toBe('screening_completed');

    const payslip = await uploadSample(api, guarantor.token, 'income_document', 'pdf');
    const income = await api.call('POST', '/lifecycle-tenant-financial-qualifications-submissions', {
      token: guarantor.token,
      body: {
        lifecycle_id: tenant.lifecycleId, guarantor_connection_id: connectionId, monthly_income_cents: 650_000,
        income_sources: ['employment'], employer_name: 'Wake Med', document_file_ids: [payslip],
      },
    });
    expect(income.statusCode).toBe(201);
    expect(await statusFor(tenant.token)).toBe('completed');
    expect(await statusFor(guarantor.token)).toBe('completed');
    expect((await guarantorFacts())[0].status).toBe('completed');

    // The tenant's own screening is untouched: the guarantor's steps are theirs alone.
    const [me] = await rows<{ needs_screening: boolean }>(api.deps.database.db, sql`SELECT needs_screening FROM users WHERE id = ${tenant.userId}`);
    expect(me!.needs_screening).toBe(true);
  });
});
