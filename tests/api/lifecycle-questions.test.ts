import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { apply, listedRooms, type ListedRoom } from './applications-helpers.js';
import { errorOf, query } from './listings-helpers.js';

let api: TestApi;
let tenant: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  rooms = await listedRooms(api);
});
afterAll(() => api.close());

interface Question { id: number; kind: string; response_type: string; status: string; prompt: string }
const questionsOf = async (lifecycleId: number, token = tenant) =>
  (await api.call('GET', `/lifecycles/${lifecycleId}/lifecycle-questions`, { token })).json().results as Question[];
const answer = (id: number, response: string, token = tenant) =>
  api.call('POST', `/lifecycle-questions/${id}/response`, { token, body: { response } });
const decline = (id: number, reason: string, token = tenant) =>
  api.call('POST', `/lifecycle-questions/${id}/decline-response`, { token, body: { reason } });
const me = async (token = tenant) => (await api.call('GET', '/me/', { token })).json();
const payFee = async (lifecycleId: number, token = tenant) => {
  const res = await api.call('POST', '/me/application-fee', {
    token, body: { lifecycle_id: lifecycleId, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const completedAt = async (lifecycleId: number) =>
  (await query<{ at: string | null }>(api, sql`SELECT application_completed_at::text AS at FROM lifecycles WHERE id = ${lifecycleId}`))[0]!.at;

/** Confirms the three confirm questions and answers the free one. */
async function answerAll(lifecycleId: number) {
  for (const q of await questionsOf(lifecycleId)) {
    const res = await answer(q.id, q.response_type === 'confirm' ? 'Yes' : 'Just me');
    expect(res.statusCode).toBe(200);
  }
}

describe('renter confirmation', () => {
  it('asks the applicant to confirm their own dates and rent', async () => {
    const application = await apply(api, tenant, 'tenant@hearth.test', rooms[0]);
    const questions = await questionsOf(application.id);
    expect(questions.map((q) => [q.kind, q.response_type, q.status])).toEqual([
      ['move_in_date', 'confirm', 'unanswered'], ['monthly_rent', 'confirm', 'unanswered'],
      ['house_rules', 'confirm', 'unanswered'], ['occupants', 'text', 'unanswered'],
    ]);
    expect(questions[1].prompt).toMatch(/^Your monthly rent for .+ is \$[\d,.]+: /);
  });

  it('a confirm question takes yes, or a decline with a reason', async () => {
    const application = await apply(api, tenant, 'tenant@hearth.test', rooms[1]);
    const [dates] = await questionsOf(application.id);
    expect(await errorOf(await answer(dates.id, 'maybe'))).toMatchObject({ status: 400, fields: { response: expect.any(String) } });
    const yes = await answer(dates.id, ' YES ');
    expect(yes.json()).toMatchObject({ status: 'answered', response: 'yes', decline_reason: null });
    const declined = await decline(dates.id, 'other');
    expect(declined.json()).toMatchObject({ status: 'declined', response: null, decline_reason: 'other' });
    expect(await errorOf(await decline(dates.id, 'because'))).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
  });

  it('completes the renter confirmation once every question is settled, and each application once its fee is paid too', async () => {
    const token = await tokenFor(api.deps, 'tenant2');
    const first = await apply(api, token, 'tenant2@hearth.test', rooms[2]);
    const second = await apply(api, token, 'tenant2@hearth.test', rooms[3]);
    await payFee(first.id, token);
    const [a, b] = [await questionsOf(first.id, token), await questionsOf(second.id, token)];
    for (const q of [...a, ...b.slice(1)]) await answer(q.id, q.response_type === 'confirm' ? 'yes' : 'Just me', token);
    expect((await me(token)).renter_confirmation_questions_completed_at).toBeNull();
    expect((await me(token)).has_completed_application).toBe(false);
    await decline(b[0].id, 'unaware_of_item', token);
    const profile = await me(token);
    expect(Date.parse(profile.renter_confirmation_questions_completed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(profile.has_completed_application).toBe(true);
    // Every step done, but the second application's fee is unpaid: not complete, not sent to the manager.
    expect(await completedAt(first.id)).not.toBeNull();
    expect(await completedAt(second.id)).toBeNull();
    const lifecycleOf = async (id: number) =>
      ((await api.call('GET', '/lifecycles', { token })).json().results as Array<{ id: number }>).find((l) => l.id === id);
    expect(await lifecycleOf(second.id)).toMatchObject({ application_completed_at: null, is_sent_to_manager: false });
    // Paying the fee completes it and sends it.
    await payFee(second.id, token);
    expect(await lifecycleOf(second.id)).toMatchObject({
      application_completed_at: expect.any(String), is_sent_to_manager: true,
    });
  });

  it('a new application opens the renter confirmation again', async () => {
    const token = await tokenFor(api.deps, 'multi');
    const first = await apply(api, token, 'multi@hearth.test', rooms[4]);
    await payFee(first.id, token);
    for (const q of await questionsOf(first.id, token)) await answer(q.id, q.response_type === 'confirm' ? 'yes' : 'Me and my partner', token);
    expect((await me(token)).renter_confirmation_questions_completed_at).not.toBeNull();
    await apply(api, token, 'multi@hearth.test', rooms[5]);
    expect((await me(token)).renter_confirmation_questions_completed_at).toBeNull();
    expect((await me(token)).has_completed_application).toBe(true);
  });

  it('withdrawing the application that held the last open questions completes the confirmation', async () => {
    const token = await tokenFor(api.deps, 'guarantor');
    const done = await apply(api, token, 'guarantor@hearth.test', rooms[6]);
    const open = await apply(api, token, 'guarantor@hearth.test', rooms[7]);
    for (const q of await questionsOf(done.id, token)) await answer(q.id, q.response_type === 'confirm' ? 'yes' : 'Just me', token);
    expect((await me(token)).renter_confirmation_questions_completed_at).toBeNull();
    await api.call('POST', `/applications/${open.id}/withdraw`, { token, body: { reason: 'duplicate' } });
    expect((await me(token)).renter_confirmation_questions_completed_at).not.toBeNull();
  });

  it("nobody else may read or answer an applicant's questions", async () => {
    const application = await apply(api, tenant, 'tenant@hearth.test', rooms[8]);
    const [q] = await questionsOf(application.id);
    const other = await tokenFor(api.deps, 'tenant2');
    expect((await api.call('GET', `/lifecycles/${application.id}/lifecycle-questions`, { token: other })).statusCode).toBe(404);
    expect(await errorOf(await answer(q.id, 'yes', other))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await decline(q.id, 'other', other)).statusCode).toBe(404);
    const [fresh] = await questionsOf(application.id);
    expect(fresh.status).toBe('unanswered');
  });

  it("the home's manager reads the questions; another manager does not", async () => {
    const room = rooms[9];
    const application = await apply(api, tenant, 'tenant@hearth.test', room);
    const [managerKey, otherKey] = room.manager_email === 'manager@hearth.test' ? ['manager', 'manager2'] : ['manager2', 'manager'];
    const manager = await tokenFor(api.deps, managerKey, 'manager');
    const other = await tokenFor(api.deps, otherKey, 'manager');
    expect((await questionsOf(application.id, manager)).length).toBe(4);
    expect((await api.call('GET', `/lifecycles/${application.id}/lifecycle-questions`, { token: other })).statusCode).toBe(404);
  });

  it('questions of a withdrawn application cannot be answered', async () => {
    const application = await apply(api, tenant, 'tenant@hearth.test', rooms[10]);
    const [q] = await questionsOf(application.id);
    await api.call('POST', `/applications/${application.id}/withdraw`, { token: tenant, body: { reason: 'cost_too_high' } });
    expect(await errorOf(await answer(q.id, 'yes'))).toMatchObject({ status: 422, code: 'application_not_active' });
  });

  it('a signed lease shows in the profile', async () => {
    const token = await tokenFor(api.deps, 'staff');
    const application = await apply(api, token, 'staff@hearth.test', rooms[11]);
    expect((await me(token)).has_signed_tenant_lease).toBe(false);
    await query(api, sql`UPDATE lifecycles SET lease_signed_at = now() WHERE id = ${application.id}`);
    expect((await me(token)).has_signed_tenant_lease).toBe(true);
  });
});

describe('completion waits for every active application', () => {
  it('one fully answered application stays incomplete while another still has open questions', async () => {
    const token = await tokenFor(api.deps, 'tenant');
    const application = await apply(api, token, 'tenant@hearth.test', rooms[12]);
    await answerAll(application.id);
    const [row] = await query<{ done: boolean }>(api, sql`SELECT application_completed_at IS NOT NULL AS done FROM lifecycles WHERE id = ${application.id}`);
    // The tenant's earlier applications in this file still have open questions.
    expect(row.done).toBe(false);
  });
});
