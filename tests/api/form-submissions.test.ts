import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';

let api: TestApi;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  staff = await tokenFor(api.deps, 'staff');
});
afterAll(() => api.close());

let addresses = 0;
/** Each sender its own address, so the per-address limit only bites where a test wants it. */
const nextAddress = () => `198.51.100.${++addresses}`;
const NEXT_MONTH = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
const submit = (body: unknown, opts: { token?: string; remoteAddress?: string } = {}) =>
  api.call('POST', '/tally-form-submissions', { body, remoteAddress: opts.remoteAddress ?? nextAddress(), token: opts.token });

const meeting = {
  form: 'partner_meeting', email: 'Pat@Partner.example',
  fields: { full_name: 'Pat Partner', company: 'Acme Homes', topic: 'property_management', message: 'We manage 40 homes.', preferred_date: NEXT_MONTH },
};

describe('POST /tally-form-submissions', () => {
  it('stores each form with its own fields and shows staff the submission', async () => {
    const sent = await submit(meeting);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id;
    const read = await api.call('GET', `/tally-form-submissions/${id}`, { token: staff });
    expect(read.json()).toMatchObject({
      id, form: 'partner_meeting', email: 'pat@partner.example', user_id: null, handled_at: null, handled_by: null,
      fields: { full_name: 'Pat Partner', company: 'Acme Homes', topic: 'property_management', preferred_date: NEXT_MONTH },
    });
    const feedback = await submit({ form: 'leave_feedback', email: 'fan@example.com', fields: { rating: 5, message: 'Lovely.', page: '/listings' } });
    expect(feedback.statusCode).toBe(201);
    const referral = await submit({
      form: 'realtor_referral', email: 'rita@realty.example',
      fields: { full_name: 'Rita Realtor', brokerage: 'Realty Co', client_name: 'Chris Client', client_email: 'chris@example.com', city: 'Durham' },
    });
    expect(referral.statusCode).toBe(201);
  });

  it('records the signed-in user who sends a form', async () => {
    const tenant = await tokenFor(api.deps, 'tenant');
    const me = (await api.call('GET', '/me/', { token: tenant })).json();
    const sent = await submit({ form: 'leave_feedback', email: 'tenant@hearth.test', fields: { rating: 2, message: 'Slow page.' } }, { token: tenant });
    expect((await api.call('GET', `/tally-form-submissions/${sent.json().id}`, { token: staff })).json().user_id).toBe(me.id);
  });

  it('refuses fields another form has, unknown forms, and bad values, naming each field', async () => {
    const wrong = await submit({ ...meeting, fields: { ...meeting.fields, rating: 5, topic: 'gossip' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual(['fields.rating', 'fields.topic']);
    const bad = await submit({ form: 'leave_feedback', email: 'not-an-email', fields: { rating: 9, message: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'fields.message', 'fields.rating']);
    expect((await submit({ form: 'job_application', email: 'a@b.co', fields: {} })).statusCode).toBe(400);
    const hostile = await submit({ ...meeting, fields: { ...meeting.fields, message: 'nul \u0000 byte' } });
    expect(hostile.statusCode).toBe(400);
  });

  it('refuses a meeting date in the past, naming the field', async () => {
    const past = await submit({ ...meeting, fields: { ...meeting.fields, preferred_date: '2020-01-15' } });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields['fields.preferred_date']).toMatch(/in the past/);
  });

  it('stores nothing when the hidden honeypot field is filled', async () => {
    const before = (await api.call('GET', '/tally-form-submissions?limit=100', { token: staff })).json().results.length;
    const robot = await submit({ ...meeting, website: 'http://spam.example' });
    expect(robot.statusCode).toBe(201);
    expect(robot.json().id).toBeNull();
    expect((await api.call('GET', '/tally-form-submissions?limit=100', { token: staff })).json().results.length).toBe(before);
  });

  it('limits submissions per address', async () => {
    const from = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await submit(meeting, { remoteAddress: from })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const refused = await submit(meeting, { remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await submit(meeting)).statusCode).toBe(201);
  });
});

describe('staff handle form submissions', () => {
  it('lists by form and handled, marks handled and opens again', async () => {
    const id = (await submit({ form: 'realtor_referral', email: 'r@x.example', fields: { full_name: 'R', brokerage: 'B', client_name: 'C' } })).json().id;
    const open = (await api.call('GET', '/tally-form-submissions?form=realtor_referral&handled=false', { token: staff })).json();
    expect(open.results.map((s: { id: number }) => s.id)).toContain(id);
    expect(open.results.every((s: { form: string }) => s.form === 'realtor_referral')).toBe(true);

    const done = await api.call('PATCH', `/tally-form-submissions/${id}`, { token: staff, body: { handled: true } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, handled_at: expect.any(String), handled_by_email: 'staff@hearth.test' });
    const handled = (await api.call('GET', '/tally-form-submissions?handled=true', { token: staff })).json();
    expect(handled.results.map((s: { id: number }) => s.id)).toContain(id);
    expect((await api.call('GET', '/tally-form-submissions?handled=false&limit=100', { token: staff })).json().results.map((s: { id: number }) => s.id)).not.toContain(id);

    const reopened = await api.call('PATCH', `/tally-form-submissions/${id}`, { token: staff, body: { handled: false } });
    expect(reopened.json()).toMatchObject({ handled_at: null, handled_by: null });
  });

  it('pages with a cursor', async () => {
    const first = (await api.call('GET', '/tally-form-submissions?limit=2', { token: staff })).json();
    const second = (await api.call('GET', `/tally-form-submissions?limit=2&cursor=${first.next_cursor}`, { token: staff })).json();
    expect(second.results[0].id).toBeLessThan(first.results[1].id);
  });

  it('is for staff only, and answers 404 for a submission that does not exist', async () => {
    const tenant = await tokenFor(api.deps, 'tenant');
    expect((await api.call('GET', '/tally-form-submissions', { token: tenant })).statusCode).toBe(403);
    expect((await api.call('GET', '/tally-form-submissions/1', { token: tenant })).statusCode).toBe(403);
    expect((await api.call('PATCH', '/tally-form-submissions/1', { token: tenant, body: { handled: true } })).statusCode).toBe(403);
    expect((await api.call('GET', '/tally-form-submissions')).statusCode).toBe(401);
    expect((await api.call('GET', '/tally-form-submissions/999999', { token: staff })).statusCode).toBe(404);
    expect((await api.call('PATCH', '/tally-form-submissions/999999', { token: staff, body: { handled: true } })).statusCode).toBe(404);
    expect((await api.call('PATCH', '/tally-form-submissions/1', { token: staff, body: { handled: 'yes' } })).statusCode).toBe(400);
  });
});
