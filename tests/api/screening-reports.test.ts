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

describe('batch reads for the manager\'s tenants list: GET /lifecycles/applicants and /lifecycles/screening-reports', () => {
  it('answers several lifecycles in one call, the same as the single reads', async () => {
    const first = await registerUser(api);
    const second = await registerUser(api);
    const a = await applicationFor(api, first.userId);
    const b = await applicationFor(api, second.userId);
    await completeScreening(api, first.token, '222-33-4444');
    const manager = await tokenFor(api.deps, 'manager');

    const applicants = await api.call('GET', `/lifecycles/applicants?ids=${a.lifecycleId},${b.lifecycleId}`, { token: manager });
    expect(applicants.statusCode).toBe(200);
    const single = await api.call('GET', `/lifecycles/${a.lifecycleId}/applicant`, { token: manager });
    const rows = applicants.json().results;
    expect(rows.map((r: { lifecycle_id: number }) => r.lifecycle_id).sort()).toEqual([a.lifecycleId, b.lifecycleId].sort());
    expect(rows.find((r: { lifecycle_id: number }) => r.lifecycle_id === a.lifecycleId)).toEqual({ ...single.json(), lifecycle_id: a.lifecycleId });

    const screenings = await api.call('GET', `/lifecycles/screening-reports?ids=${a.lifecycleId},${b.lifecycleId}`, { token: manager });
    expect(screenings.statusCode).toBe(200);
    const one = (await reports(manager, first.userId, a.buildingId)).json();
    const byLifecycle = new Map(screenings.json().results.map((r: { lifecycle_id: number }) => [r.lifecycle_id, r]));
    expect(byLifecycle.get(a.lifecycleId)).toEqual({ ...one, lifecycle_id: a.lifecycleId });
    expect(byLifecycle.get(b.lifecycleId)).toMatchObject({ user_id: second.userId, applicant: { status: 'not_started' } });
    expect(screenings.body).not.toMatch(/ssn|4444/i);
  });

  it('leaves out lifecycles on another manager\'s homes; other roles get 403; bad ids get 400 with a field message', async () => {
    const applicant = await registerUser(api);
    const { lifecycleId } = await applicationFor(api, applicant.userId);
    const other = await tokenFor(api.deps, 'manager2');
    for (const route of ['/lifecycles/applicants', '/lifecycles/screening-reports']) {
      const res = await api.call('GET', `${route}?ids=${lifecycleId}`, { token: other });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ results: [] });
      expect((await api.call('GET', `${route}?ids=${lifecycleId}`, { token: applicant.token })).statusCode).toBe(403);
      const bad = await api.call('GET', `${route}?ids=one,two`, { token: await tokenFor(api.deps, 'manager') });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('ids');
    }
  });

  // A page of 100 homes on the Tenants page holds a few hundred applications: each of its batch reads
  // takes them all in one call (issue 17), and still refuses more than 500 ids.
  it.each([
    ['/lifecycles/applicants', 'ids'], ['/lifecycles/screening-reports', 'ids'], ['/lifecycles/compatibility', 'ids'],
    ['/renters-insurance-policies', 'lifecycle_ids'], ['/leases', 'lifecycle_ids'],
  ])('%s answers 500 lifecycles in one call and refuses 501 with 400 invalid_input', async (route, param) => {
    const applicant = await registerUser(api);
    const { lifecycleId } = await applicationFor(api, applicant.userId);
    const manager = await tokenFor(api.deps, 'manager');
    const ids = (n: number) => [lifecycleId, ...Array.from({ length: n - 1 }, (_, i) => 2_000_000 + i)].join(',');
    const limit = route === '/leases' ? '&limit=500' : '';
    const ok = await api.call('GET', `${route}?${param}=${ids(500)}${limit}`, { token: manager });
    expect(ok.statusCode).toBe(200);
    if (route !== '/leases' && route !== '/renters-insurance-policies') {
      expect(ok.json().results.map((r: { lifecycle_id: number }) => r.lifecycle_id)).toEqual([lifecycleId]);
    }
    const tooMany = await api.call('GET', `${route}?${param}=${ids(501)}${limit}`, { token: manager });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'invalid_input', fields: { [param]: 'Ask for at most 500 ids at once.' } });
  });
});
