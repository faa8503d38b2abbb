import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondImplicitly } from '../../api/routes/information-requests/respond-implicitly.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { apply, listedRooms, type ListedRoom } from './applications-helpers.js';
import { errorOf, query, userIdOf } from './listings-helpers.js';

let api: TestApi;
let tenant: string;
let rooms: ListedRoom[];
/** Tokens of the manager of a room's home, and of another manager. */
let managerOf: (room: ListedRoom) => Promise<{ manager: string; other: string }>;
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  rooms = await listedRooms(api);
  managerOf = async (room) => {
    const [mine, theirs] = room.manager_email === 'manager@hearth.test' ? ['manager', 'manager2'] : ['manager2', 'manager'];
    return { manager: await tokenFor(api.deps, mine, 'manager'), other: await tokenFor(api.deps, theirs, 'manager') };
  };
});
afterAll(() => api.close());

const ask = (lifecycleId: number, token: string, body: Record<string, unknown>) =>
  api.call('POST', `/lifecycles/${lifecycleId}/information-requests`, { token, body });
const mine = async (token = tenant, query = '') => (await api.call('GET', `/information-requests${query}`, { token })).json().results;

describe('information requests', () => {
  it("the home's manager asks; the applicant sees the request awaiting their answer", async () => {
    const room = rooms[0];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { manager } = await managerOf(room);
    const res = await ask(application.id, manager, { kind: 'financials_update_request', reason: 'income_too_low', message: 'Please add a recent pay stub.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      lifecycle_id: application.id, kind: 'financials_update_request', reason: 'income_too_low', status: 'AWAITING_RESPONSE',
      response_kind: null, message: 'Please add a recent pay stub.',
    });
    expect((await mine()).map((r: { id: number }) => r.id)).toContain(res.json().id);
  });

  it('needs a reason from the spec list, except for an identity document', async () => {
    const room = rooms[1];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { manager } = await managerOf(room);
    expect(await errorOf(await ask(application.id, manager, { kind: 'add_guarantor_request' })))
      .toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect(await errorOf(await ask(application.id, manager, { kind: 'add_guarantor_request', reason: 'vibes' })))
      .toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect((await ask(application.id, manager, { kind: 'identity_document_request' })).statusCode).toBe(201);
    expect(await errorOf(await ask(application.id, manager, { kind: 'selfie_request' }))).toMatchObject({ status: 400, fields: { kind: expect.any(String) } });
  });

  it('another manager learns nothing, a tenant may not ask, and staff may', async () => {
    const room = rooms[2];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { other } = await managerOf(room);
    const body = { kind: 'screening_report_question', reason: 'housing_record' };
    expect(await errorOf(await ask(application.id, other, body))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await ask(application.id, tenant, body))).toMatchObject({ status: 403, code: 'forbidden' });
    const staff = await tokenFor(api.deps, 'staff');
    expect((await ask(application.id, staff, body)).statusCode).toBe(201);
  });

  it('the applicant answers once; a second answer or a decline is refused', async () => {
    const room = rooms[3];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { manager } = await managerOf(room);
    const { id } = (await ask(application.id, manager, { kind: 'screening_report_question', reason: 'past_due_accounts' })).json();
    const answered = await api.call('POST', `/information-requests/${id}/response`, { token: tenant, body: { text: 'That account was closed in 2024.' } });
    expect(answered.json()).toMatchObject({ status: 'RESPONSE_ADDED', response_kind: 'DIRECT_RESPONSE', response_text: 'That account was closed in 2024.' });
    const again = await api.call('POST', `/information-requests/${id}/response`, { token: tenant, body: { text: 'Also...' } });
    expect(await errorOf(again)).toMatchObject({ status: 422, code: 'information_request_not_awaiting_response' });
    const declined = await api.call('POST', `/information-requests/${id}/decline-response`, { token: tenant, body: { reason: 'other' } });
    expect(await errorOf(declined)).toMatchObject({ status: 422, code: 'information_request_not_awaiting_response' });
  });

  it('the applicant may decline with a reason from the spec list', async () => {
    const room = rooms[4];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { manager } = await managerOf(room);
    const { id } = (await ask(application.id, manager, { kind: 'add_guarantor_request', reason: 'credit_score_too_low' })).json();
    const bad = await api.call('POST', `/information-requests/${id}/decline-response`, { token: tenant, body: { reason: 'nope' } });
    expect(await errorOf(bad)).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    const res = await api.call('POST', `/information-requests/${id}/decline-response`, { token: tenant, body: { reason: 'unable_to_provide_guarantor' } });
    expect(res.json()).toMatchObject({ status: 'RESPONSE_DECLINED', decline_reason: 'unable_to_provide_guarantor' });
  });

  it("another tenant can neither see nor answer someone's request", async () => {
    const room = rooms[5];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { manager } = await managerOf(room);
    const { id } = (await ask(application.id, manager, { kind: 'identity_document_request' })).json();
    const other = await tokenFor(api.deps, 'tenant2');
    expect((await mine(other)).map((r: { id: number }) => r.id)).not.toContain(id);
    const res = await api.call('POST', `/information-requests/${id}/response`, { token: other, body: { text: 'hi' } });
    expect(await errorOf(res)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('the requester deletes a request; the applicant no longer sees it; deleting again is refused', async () => {
    const room = rooms[6];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const { manager, other } = await managerOf(room);
    const { id } = (await ask(application.id, manager, { kind: 'identity_document_request' })).json();
    expect((await api.call('DELETE', `/information-requests/${id}`, { token: other })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/information-requests/${id}`, { token: tenant })).statusCode).toBe(404);
    // The requester signed in as tenant is not the home's manager then: 403, still awaiting.
    const requesterKey = room.manager_email === 'manager@hearth.test' ? 'manager' : 'manager2';
    const asTenant = await api.call('DELETE', `/information-requests/${id}`, { token: await tokenFor(api.deps, requesterKey, 'tenant') });
    expect(await errorOf(asTenant)).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await mine()).map((r: { id: number }) => r.id)).toContain(id);
    const deleted = await api.call('DELETE', `/information-requests/${id}`, { token: manager });
    expect(deleted.json().status).toBe('DELETED');
    expect((await mine()).map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await mine(tenant, '?status=DELETED')).map((r: { id: number }) => r.id)).toContain(id);
    expect(await errorOf(await api.call('DELETE', `/information-requests/${id}`, { token: manager })))
      .toMatchObject({ status: 422, code: 'information_request_deleted' });
  });

  it('updating the information answers every awaiting request of that kind implicitly', async () => {
    const room = rooms[7];
    const token = await tokenFor(api.deps, 'tenant2');
    const application = await apply(api, token, 'tenant2@hearth.test', room);
    const { manager } = await managerOf(room);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await ask(application.id, manager, { kind: 'identity_document_request' })).json().id);
    const unrelated = (await ask(application.id, manager, { kind: 'add_guarantor_request', reason: 'income_too_low' })).json().id;
    const userId = await userIdOf(api, 'tenant2@hearth.test');
    const answered = await api.deps.database.db.transaction((tx) => respondImplicitly(tx, userId, 'identity_document_request'));
    expect(answered).toBe(2);
    const rows = await query<{ id: number; status: string; response_kind: string | null }>(api, sql`
      SELECT id, status, response_kind FROM information_requests WHERE lifecycle_id = ${application.id} ORDER BY id`);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status === 'RESPONSE_ADDED' && r.response_kind === 'IMPLICIT_RESPONSE_INFORMATION_UPDATED')).toBe(true);
    expect(rows.find((r) => r.id === unrelated)?.status).toBe('AWAITING_RESPONSE');
  });

  it('no requests on an application that is no longer active', async () => {
    const room = rooms[8];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    await api.call('POST', `/applications/${application.id}/withdraw`, { token: tenant, body: { reason: 'location' } });
    const { manager } = await managerOf(room);
    expect(await errorOf(await ask(application.id, manager, { kind: 'identity_document_request' })))
      .toMatchObject({ status: 422, code: 'application_not_active' });
  });
});
