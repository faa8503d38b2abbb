import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { acceptedConnection, applicationFor, completeScreening } from './screening-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const reports = (token: string, userId: number, buildingId: number) =>
  api.call('GET', `/users/${userId}/buildings/${buildingId}/screening-reports`, { token });

describe('GET /users/{id}/buildings/{building_id}/screening-reports', () => {
  it('shows the building\'s manager the applicant\'s and the guarantor\'s reports, never an SSN', async () => {
    const applicant = await registerUser(api);
    const guarantor = await registerUser(api);
    const { lifecycleId, buildingId } = await applicationFor(api, applicant.userId);
    const connectionId = await acceptedConnection(api, lifecycleId, applicant.userId, guarantor.userId);
    await completeScreening(api, applicant.token, '222-33-4444');
    await completeScreening(api, guarantor.token, '123-45-6789', { guarantor_connection_id: connectionId });

    const res = await reports(await tokenFor(api.deps, 'manager'), applicant.userId, buildingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: applicant.userId,
      building_id: buildingId,
      applicant: {
        guarantor_connection_id: null, legal_name: 'Rosa Diaz', status: 'completed', identity_status: 'verified', identity_verified_by: 'exam',
        report: { credit: { score: 598 }, adverse_items: ['credit_score_too_low', 'payment_history', 'past_due_or_collections_amount'] },
      },
      guarantors: [{ guarantor_connection_id: connectionId, guarantor_name: 'Gale Guarantor', status: 'completed', report: { credit: { score: 742 }, adverse_items: [] } }],
    });
    expect(res.body).not.toMatch(/ssn|4444|6789/i);
  });

  it('says a screening has not started yet', async () => {
    const applicant = await registerUser(api);
    const { buildingId } = await applicationFor(api, applicant.userId);
    const res = await reports(await tokenFor(api.deps, 'manager'), applicant.userId, buildingId);
    expect(res.json().applicant).toMatchObject({ status: 'not_started', identity_status: 'not_started', report: null, legal_name: null });
  });

  it('shows another manager, or a home the user did not apply to, nothing: 404', async () => {
    const applicant = await registerUser(api);
    const { buildingId } = await applicationFor(api, applicant.userId);
    await completeScreening(api, applicant.token);
    const other = await reports(await tokenFor(api.deps, 'manager2'), applicant.userId, buildingId);
    expect(other.statusCode).toBe(404);
    const stranger = await registerUser(api);
    const notApplied = await reports(await tokenFor(api.deps, 'manager'), stranger.userId, buildingId);
    expect(notApplied.statusCode).toBe(404);
    expect(notApplied.body).toBe(other.body);
  });

  it('is for the manager role: the applicant themself gets 403', async () => {
    const applicant = await registerUser(api);
    const { buildingId } = await applicationFor(api, applicant.userId);
    const res = await reports(applicant.token, applicant.userId, buildingId);
    expect(res.statusCode).toBe(403);
  });
});
