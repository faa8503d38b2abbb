import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { applicationFor, RENTER_INFO, screeningCall } from './screening-helpers.js';
import { uploadSample } from './uploads-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const submit = (token: string, body: Record<string, unknown>) => api.call('POST', '/me/id-verification', { token, body });

describe('POST /me/id-verification', () => {
  it('takes a driver\'s licence, front and back, and the user can fetch it', async () => {
    const { token, userId } = await registerUser(api);
    const front = await uploadSample(api, token, 'identity_document', 'jpeg');
    const back = await uploadSample(api, token, 'identity_document', 'pdf');
    const res = await submit(token, { document_type: 'drivers_licence', front_file_id: front, back_file_id: back });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user_id: userId, document_type: 'drivers_licence', front_file_id: front, back_file_id: back, status: 'submitted' });

    const fetched = await api.call('GET', `/users/${userId}/fetch-id-verification`, { token });
    expect(fetched.statusCode).toBe(200);
    const { id_verification: latest } = fetched.json();
    expect(latest).toMatchObject({ front_file_id: front, status: 'submitted' });
    // The addresses work in an <img>, without a token.
    expect((await api.app.inject({ method: 'GET', url: latest.front_file_url })).statusCode).toBe(200);
  });

  it('a passport has no back; a state ID needs one', async () => {
    const { token } = await registerUser(api);
    const front = await uploadSample(api, token, 'identity_document');
    const back = await uploadSample(api, token, 'identity_document');
    const passport = await submit(token, { document_type: 'passport', front_file_id: front, back_file_id: back });
    expect(passport.statusCode).toBe(400);
    expect(Object.keys(passport.json().error.fields)).toEqual(['back_file_id']);
    const stateId = await submit(token, { document_type: 'state_id', front_file_id: front });
    expect(stateId.json().error.fields).toEqual({ back_file_id: 'Add a photo of the back of your state id.' });
    expect((await submit(token, { document_type: 'passport', front_file_id: front })).statusCode).toBe(201);
  });

  it('refuses someone else\'s upload, another purpose, and an unknown type, naming the field', async () => {
    const me = await registerUser(api);
    const other = await registerUser(api);
    const theirs = await uploadSample(api, other.token, 'identity_document');
    const petPhoto = await uploadSample(api, me.token, 'animal_photo');
    for (const front of [theirs, petPhoto, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await submit(me.token, { document_type: 'passport', front_file_id: front });
      expect(res.statusCode, front).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['front_file_id']);
    }
    const unknown = await submit(me.token, { document_type: 'library_card', front_file_id: petPhoto });
    expect(Object.keys(unknown.json().error.fields)).toEqual(['document_type']);
  });

  it('moves a failed identity check on to review, which the simulator then verifies', async () => {
    const { token, userId } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    await screeningCall(api, token, 'start-exam', { ssn: '111-22-3333' });
    await submit(token, { document_type: 'passport', front_file_id: await uploadSample(api, token, 'identity_document') });
    const review = (await api.call('GET', '/me/screening/application-info', { token })).json();
    expect(review).toMatchObject({ identity_status: 'document_submitted', next_step: 'identity_review' });
    const checked = (await screeningCall(api, token, 'check-identity-verification-status')).json();
    expect(checked).toMatchObject({ identity_status: 'verified', next_step: 'generate_reports' });
    const done = (await screeningCall(api, token, 'generate-reports')).json();
    expect(done).toMatchObject({ next_step: 'done', report: { credit: { score: 701 } } });
    const { id_verification } = (await api.call('GET', `/users/${userId}/fetch-id-verification`, { token })).json();
    expect(id_verification.status).toBe('verified');
  });

  it('answers the manager\'s identity document request', async () => {
    const { token, userId } = await registerUser(api);
    const { lifecycleId } = await applicationFor(api, userId);
    const [request] = await rows<{ id: number }>(api.deps.database.db, sql`
      INSERT INTO information_requests (lifecycle_id, requested_by_user_id, kind)
      SELECT ${lifecycleId}, b.manager_user_id, 'identity_document_request' FROM lifecycles l JOIN buildings b ON b.id = l.building_id
      WHERE l.id = ${lifecycleId} RETURNING id`);
    await submit(token, { document_type: 'passport', front_file_id: await uploadSample(api, token, 'identity_document') });
    const [after] = await rows<{ status: string; response_kind: string }>(api.deps.database.db, sql`
      SELECT status, response_kind FROM information_requests WHERE id = ${request!.id}`);
    expect(after).toEqual({ status: 'RESPONSE_ADDED', response_kind: 'IMPLICIT_RESPONSE_INFORMATION_UPDATED' });
  });
});

describe('GET /users/{id}/fetch-id-verification', () => {
  it('is null before any document, and for staff too', async () => {
    const { token, userId } = await registerUser(api);
    expect((await api.call('GET', `/users/${userId}/fetch-id-verification`, { token })).json()).toEqual({ user_id: userId, id_verification: null });
    const staff = await api.call('GET', `/users/${userId}/fetch-id-verification`, { token: await tokenFor(api.deps, 'staff') });
    expect(staff.statusCode).toBe(200);
  });

  it('shows another user nothing: 404', async () => {
    const owner = await registerUser(api);
    const other = await registerUser(api);
    await submit(owner.token, { document_type: 'passport', front_file_id: await uploadSample(api, owner.token, 'identity_document') });
    const res = await api.call('GET', `/users/${owner.userId}/fetch-id-verification`, { token: other.token });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('front_file');
  });
});
