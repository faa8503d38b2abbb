import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { guarantorConnections } from '../../api/db/schema.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import {
  acceptedConnection, applicationFor, completeScreening, RENTER_INFO, rightAnswers, screeningCall, wrongAnswers,
} from './screening-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const info = async (token: string, query = '') => (await api.call('GET', `/me/screening/application-info${query}`, { token })).json();
const me = async (token: string) => (await api.call('GET', '/me/', { token })).json();

describe('screening, step by step (spec §7)', () => {
  it('a newcomer starts with their legal details', async () => {
    const { token } = await registerUser(api);
    expect(await info(token)).toMatchObject({
      guarantor_connection_id: null, has_us_ssn: null, needs_screening: true, renter_info: null, ssn_provided: false,
      identity_status: 'not_started', exam: null, report: null, next_step: 'renter_info',
    });
  });

  it('walks 123-45-6789 through the identity questions to a clean report, and the step is done', async () => {
    const { token } = await registerUser(api);
    const saved = await screeningCall(api, token, 'renter-info', RENTER_INFO);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ renter_info: RENTER_INFO, next_step: 'ssn' });

    const started = (await screeningCall(api, token, 'start-exam', { ssn: '123-45-6789' })).json();
    expect(started).toMatchObject({ identity_status: 'exam_pending', ssn_provided: true, has_us_ssn: true, next_step: 'identity_exam' });
    expect(started.exam).toMatchObject({ attempt: 1, attempts_allowed: 2 });
    expect(started.exam.questions).toHaveLength(4);
    expect(started.exam.questions[0].choices).toHaveLength(5);

    const answered = (await screeningCall(api, token, 'submit-exam-answers', { answers: rightAnswers('123456789') })).json();
    expect(answered).toMatchObject({ exam_result: 'passed', identity_status: 'verified', exam: null, next_step: 'generate_reports' });

    const done = (await screeningCall(api, token, 'generate-reports')).json();
    expect(done).toMatchObject({
      next_step: 'done', needs_screening: false,
      report: { credit: { score: 742, late_payments_last_24_months: 0, collections: [] }, criminal: { records: [] }, eviction: { records: [] }, adverse_items: [] },
    });
    expect(Date.parse(done.reports_generated_at)).toBeGreaterThan(0);
    expect((await me(token)).needs_screening).toBe(false);
  });

  it('never stores or returns the SSN', async () => {
    const { token, userId } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    const bodies = [
      (await screeningCall(api, token, 'start-exam', { ssn: '345-67-8901' })).body,
      (await api.call('GET', '/me/screening/application-info', { token })).body,
      (await api.call('GET', '/me/', { token })).body,
    ];
    for (const body of bodies) expect(body).not.toMatch(/345-?67-?8901|8901/);
    const stored = await rows<{ text: string }>(api.deps.database.db, sql`
      SELECT row_to_json(s)::text AS text FROM screenings s WHERE user_id = ${userId}
      UNION ALL SELECT row_to_json(c)::text FROM screening_simulator_cases c`);
    for (const { text } of stored) expect(text).not.toMatch(/345-?67-?8901/);
  });

  it('tells the adverse items of 222-33-4444 apart', async () => {
    const { token } = await registerUser(api);
    await completeScreening(api, token, '222-33-4444');
    expect((await info(token)).report).toMatchObject({
      credit: { score: 598, late_payments_last_24_months: 3, collections: [{ creditor: 'Midtown Medical Group', amount_cents: 124_000 }] },
      adverse_items: ['credit_score_too_low', 'payment_history', 'past_due_or_collections_amount'],
    });
  });

  it('asks a second set of questions after wrong answers, then asks for an ID document', async () => {
    const { token } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    const first = (await screeningCall(api, token, 'start-exam', { ssn: '123456789' })).json();
    const retry = (await screeningCall(api, token, 'submit-exam-answers', { answers: wrongAnswers('123456789') })).json();
    expect(retry).toMatchObject({ exam_result: 'try_again', identity_status: 'exam_pending', exam: { attempt: 2 } });
    expect(retry.exam.questions).not.toEqual(first.exam.questions);
    const failed = (await screeningCall(api, token, 'submit-exam-answers', { answers: wrongAnswers('123456789', 1) })).json();
    expect(failed).toMatchObject({ exam_result: 'failed', identity_status: 'failed', exam: null, next_step: 'identity_document' });
    const again = await screeningCall(api, token, 'submit-exam-answers', { answers: rightAnswers('123456789', 1) });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('no_identity_exam');
  });

  it('cannot verify 111-22-3333 from records: an ID document instead', async () => {
    const { token } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    const res = (await screeningCall(api, token, 'start-exam', { ssn: '111-22-3333' })).json();
    expect(res).toMatchObject({ identity_status: 'failed', exam: null, next_step: 'identity_document' });
  });

  it('a reload of the exam page with the same SSN keeps the same questions', async () => {
    const { token } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    const first = (await screeningCall(api, token, 'start-exam', { ssn: '123-45-6789' })).json();
    const second = (await screeningCall(api, token, 'start-exam', { ssn: '123456789' })).json();
    expect(second.exam).toEqual(first.exam);
  });
});

describe('screening refusals', () => {
  it.each([
    ['under 18', { date_of_birth: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) }, 'date_of_birth'],
    ['a date that is not one', { date_of_birth: '1990-02-31' }, 'date_of_birth'],
    ['a state that is not a US state', { address: { ...RENTER_INFO.address, state: 'XX' } }, 'address.state'],
    ['a ZIP code of four digits', { address: { ...RENTER_INFO.address, zip: '2770' } }, 'address.zip'],
    ['no first name', { legal_first_name: '  ' }, 'legal_first_name'],
    ['a phone number without digits', { phone_number: 'call me' }, 'phone_number'],
  ])('renter-info refuses %s, naming the field', async (_what, change, field) => {
    const { token } = await registerUser(api);
    const res = await screeningCall(api, token, 'renter-info', { ...RENTER_INFO, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });

  it.each(['000-12-3456', '666-45-6789', '912-34-5678', '123-45-678', 'my ssn'])('start-exam refuses %s as invalid_ssn', async (ssn) => {
    const { token } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    const res = await screeningCall(api, token, 'start-exam', { ssn });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_ssn', fields: { ssn: expect.any(String) } });
    expect(res.body).not.toContain(ssn);
  });

  it('needs the legal details before the SSN, and keeps them once the check started', async () => {
    const { token } = await registerUser(api);
    const early = await screeningCall(api, token, 'start-exam', { ssn: '123-45-6789' });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('renter_info_required');
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    await screeningCall(api, token, 'start-exam', { ssn: '123-45-6789' });
    const late = await screeningCall(api, token, 'renter-info', { ...RENTER_INFO, legal_last_name: 'Other' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('renter_info_locked');
    expect((await info(token)).renter_info.legal_last_name).toBe('Diaz');
  });

  it('names every question left unanswered', async () => {
    const { token } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    await screeningCall(api, token, 'start-exam', { ssn: '123-45-6789' });
    const [first] = rightAnswers('123456789');
    const res = await screeningCall(api, token, 'submit-exam-answers', { answers: [first, { question_id: 'q2', choice_id: 'z' }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['answers.q2', 'answers.q3', 'answers.q4']);
    expect((await info(token)).exam.attempt).toBe(1);
  });

  it('runs no reports before the identity is verified', async () => {
    const { token } = await registerUser(api);
    await screeningCall(api, token, 'renter-info', RENTER_INFO);
    // A POST without any body is about the caller's own screening.
    const res = await api.call('POST', '/me/screening/generate-reports', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('identity_not_verified');
  });

  it('needs a signed-in user', async () => {
    expect((await api.call('GET', '/me/screening/application-info', { token: await api.guestToken() })).statusCode).toBe(401);
  });
});

describe('set-has-ssn', () => {
  it('someone without a US SSN cannot be screened: the page says so', async () => {
    const { token, userId } = await registerUser(api);
    const res = await api.call('POST', `/users/${userId}/set-has-ssn`, { token, body: { has_ssn: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: userId, has_us_ssn: false, needs_screening: true });
    expect(await info(token)).toMatchObject({ has_us_ssn: false, next_step: 'no_ssn' });
    expect((await me(token)).has_us_ssn).toBe(false);
  });

  it('only for oneself: another user\'s id is 404 and changes nothing', async () => {
    const a = await registerUser(api);
    const b = await registerUser(api);
    const res = await api.call('POST', `/users/${b.userId}/set-has-ssn`, { token: a.token, body: { has_ssn: false } });
    expect(res.statusCode).toBe(404);
    expect((await me(b.token)).has_us_ssn).toBeNull();
  });
});

describe('screening as a guarantor', () => {
  it('the accepted guarantor screens for the connection; the applicant\'s own step is untouched', async () => {
    const tenant = await registerUser(api);
    const guarantor = await registerUser(api);
    const { lifecycleId } = await applicationFor(api, tenant.userId);
    const connectionId = await acceptedConnection(api, lifecycleId, tenant.userId, guarantor.userId);
    const query = `?guarantor_connection_id=${connectionId}`;
    expect(await info(guarantor.token, query)).toMatchObject({ guarantor_connection_id: connectionId, needs_screening: true, next_step: 'renter_info' });

    await completeScreening(api, guarantor.token, '123-45-6789', { guarantor_connection_id: connectionId });
    expect(await info(guarantor.token, query)).toMatchObject({ needs_screening: false, next_step: 'done' });
    const [connection] = await api.deps.database.db.select().from(guarantorConnections).where(eq(guarantorConnections.id, connectionId));
    expect(connection!.screeningCompletedAt).toBeInstanceOf(Date);
    // Their screening as a guarantor is not their own as an applicant.
    expect(await info(guarantor.token)).toMatchObject({ needs_screening: true, next_step: 'renter_info' });
    expect((await me(guarantor.token)).needs_screening).toBe(true);
  });

  it('anyone else, the applicant included, gets 404 for the connection', async () => {
    const tenant = await registerUser(api);
    const guarantor = await registerUser(api);
    const stranger = await registerUser(api);
    const { lifecycleId } = await applicationFor(api, tenant.userId);
    const connectionId = await acceptedConnection(api, lifecycleId, tenant.userId, guarantor.userId);
    for (const token of [tenant.token, stranger.token]) {
      const res = await api.call('GET', `/me/screening/application-info?guarantor_connection_id=${connectionId}`, { token });
      expect(res.statusCode).toBe(404);
      const write = await screeningCall(api, token, 'renter-info', { ...RENTER_INFO, guarantor_connection_id: connectionId });
      expect(write.statusCode).toBe(404);
    }
    expect((await api.call('GET', '/me/screening/application-info?guarantor_connection_id=999999', { token: stranger.token })).statusCode).toBe(404);
  });
});

describe('renter-info phone numbers', () => {
  it.each(['(919) 555-0142', '+1 919 555 0142', '919.555.0142'])('takes %s as people type it', async (phone) => {
    const { token } = await registerUser(api);
    const res = await screeningCall(api, token, 'renter-info', { ...RENTER_INFO, phone_number: phone });
    expect(res.statusCode).toBe(200);
  });
});
