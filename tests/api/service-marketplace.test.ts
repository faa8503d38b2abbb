import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import {
  errorOf, finishOnboarding, providerBody, serviceTypeId, tomorrowWindow, uploadJobPhoto, visitStarted, type Activity,
} from './service-marketplace-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let home: number; // manager's, in `region`; Tara (tenant) lives there
let otherHome: number; // manager2's; Theo (tenant2) lives there
let region: string;
let inspection: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff', 'guarantor']) tokens[key] = await tokenFor(api.deps, key);
  tokens.vendor2 = await tokenFor(api.deps, 'multi', 'vendor');
  tokens.guest = await api.guestToken();
  const db = api.deps.database.db;
  const pick = async (key: string) => (await rows<{ id: number; region: string }>(db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(api.deps, key)} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`))[0]!;
  ({ id: home, region } = await pick('manager'));
  otherHome = (await pick('manager2')).id;
  await makeResident(api.deps, await demoUserId(api.deps, 'tenant'), home);
  await makeResident(api.deps, await demoUserId(api.deps, 'tenant2'), otherHome);
  inspection = await serviceTypeId(api, 'initial_property_inspection');
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, body?: unknown) => api.call(method, url, { token: tokens[who], body });
const book = async (extra: Record<string, unknown> = {}, who = 'manager', building = home): Promise<Activity> => {
  const res = await call('POST', '/service-activities', who, {
    building_id: building, service_type_id: inspection, access_requirement: 'none_vendor_direct_access',
    access_notes: 'Lockbox on the back door, code 4321', notes: 'Before listing', ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return res.json() as Activity;
};
const act = (id: number, verb: string, who: string, body: unknown = {}) => call('POST', `/service-activities/${id}/${verb}`, who, body);

describe('GET /service-types', () => {
  it('lists the spec\'s eight templates and a plain type per uncovered category, with the visibility levels', async () => {
    const res = await call('GET', '/service-types', 'guest');
    expect(res.statusCode).toBe(200);
    const types = res.json().results as Array<{ template: string | null; visibility: string; manager_may_book: boolean; service_category: string }>;
    expect(types.filter((t) => t.template).map((t) => t.template)).toEqual([
      'basic_tour', 'virtual_tour', 'initial_property_inspection', 'inspection_plus_marketing', 'marketing_materials',
      'partial_marketing', 'new_property_setup', 'inspection_plus_marketing_plus_setup',
    ]);
    expect(new Set(types.map((t) => t.service_category)).size).toBe(8);
    expect(new Set(types.map((t) => t.visibility))).toEqual(new Set(['never_select', 'marketplace_booking_only', 'self_service_only', 'always_select']));
    for (const t of types) expect(t.manager_may_book).toBe(['marketplace_booking_only', 'always_select'].includes(t.visibility));
  });
});

describe('residential service providers', () => {
  it('refuses an unknown category, region, weekday or zone naming the field', async () => {
    const bad = async (extra: Record<string, unknown>) => errorOf(await call('POST', '/residential-service-providers', 'vendor', providerBody(region, extra)));
    expect(await bad({ service_categories: ['plumbing'] })).toMatchObject({ status: 400, code: 'invalid_input', fields: { 'service_categories.0': expect.stringContaining('property_inspections') } });
    expect(await bad({ regions: ['paris'] })).toMatchObject({ status: 400, fields: { 'regions.0': expect.any(String) } });
    expect(await bad({ regions: [] })).toMatchObject({ status: 400, fields: { regions: expect.any(String) } });
    expect(await bad({ time_zone: 'Mars/Olympus' })).toMatchObject({ status: 400, fields: { time_zone: expect.any(String) } });
    expect(await bad({ business_hours: { funday: { opens: '08:00', closes: '17:00' } } })).toMatchObject({ status: 400, fields: { 'business_hours.funday': expect.any(String) } });
    expect(await bad({ business_hours: { monday: { opens: '18:00', closes: '08:00' } } })).toMatchObject({ status: 400, fields: { 'business_hours.monday.closes': expect.any(String) } });
  });

  it('a vendor creates its company once; onboarding completes with categories, regions, hours, documents and the payout account', async () => {
    const res = await call('POST', '/residential-service-providers', 'vendor', providerBody(region));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Lopez Home Services', regions: [region], users: [{ first_name: 'Vera', provider_role: 'owner' }] });
    expect(res.json()).toMatchObject({ service_provider_onboarding_completed_at: null, onboarding_steps_missing: ['insurance_certificate', 'w9', 'payout_account'] });
    await finishOnboarding(api, tokens.vendor!, res.json().id);
    expect((await call('GET', `/residential-service-providers/${res.json().id}`, 'vendor')).json())
      .toMatchObject({ service_provider_onboarding_completed_at: expect.any(String), onboarding_steps_missing: [] });
    expect(await errorOf(await call('POST', '/residential-service-providers', 'vendor', providerBody(region)))).toMatchObject({ status: 409, code: 'already_in_service_provider' });
    // The three-role demo user's company is seeded (onboarded); it serves this test's region and categories.
    expect(await errorOf(await call('POST', '/residential-service-providers', 'vendor2', providerBody(region)))).toMatchObject({ status: 409, code: 'already_in_service_provider' });
    const seeded = (await call('GET', '/residential-service-providers', 'vendor2')).json().results[0].id as number;
    const second = await call('PATCH', `/residential-service-providers/${seeded}`, 'vendor2', providerBody(region, { name: 'Morgan Fix-It' }));
    expect(second.statusCode).toBe(200);
    await finishOnboarding(api, tokens.vendor2!, seeded);
    expect((await call('POST', '/residential-service-providers', 'manager', providerBody(region))).statusCode).toBe(403);
  });

  it('who sees and changes a company: its people and staff; other vendors 404; managers 403 on the list', async () => {
    const own = (await call('GET', '/residential-service-providers', 'vendor')).json().results;
    expect(own).toHaveLength(1);
    const id = own[0].id as number;
    expect((await call('GET', `/residential-service-providers/${id}`, 'vendor')).statusCode).toBe(200);
    expect((await call('GET', `/residential-service-providers/${id}`, 'staff')).statusCode).toBe(200);
    expect((await call('GET', `/residential-service-providers/${id}`, 'vendor2')).statusCode).toBe(404);
    expect((await call('GET', `/residential-service-providers/${id}`, 'manager')).statusCode).toBe(404);
    expect((await call('GET', '/residential-service-providers', 'manager')).statusCode).toBe(403);
    expect((await call('GET', '/residential-service-providers', 'staff')).json().results.length).toBeGreaterThanOrEqual(2);
    expect((await call('PATCH', `/residential-service-providers/${id}`, 'vendor2', { name: 'Mine now' })).statusCode).toBe(404);
    const patched = await call('PATCH', `/residential-service-providers/${id}`, 'vendor', { name: 'Lopez & Daughters' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().name).toBe('Lopez & Daughters');
    expect(await errorOf(await call('PATCH', `/residential-service-providers/${id}`, 'vendor', { service_categories: ['roofing'] })))
      .toMatchObject({ status: 400, fields: { 'service_categories.0': expect.any(String) } });
  });
});

describe('POST /service-activities', () => {
  it('the home\'s manager books a service: REQUESTED, nobody holds it, one history row', async () => {
    const job = await book();
    expect(job).toMatchObject({ status: 'REQUESTED', detail: 'full', holder: null, access_notes: 'Lockbox on the back door, code 4321', price_cents: 15000 });
    expect(job.history).toEqual([expect.objectContaining({ action: 'request', from_status: null, to_status: 'REQUESTED', actor_role: 'manager' })]);
    expect(job.viewer_may).toEqual(['set_price', 'cancel']);
  });

  it('refuses another manager\'s home, a type managers may not book, a ticket of another home; vendors and tenants 403', async () => {
    const body = { building_id: home, service_type_id: inspection, access_requirement: 'tenants_present' };
    expect(await errorOf(await call('POST', '/service-activities', 'manager2', body))).toMatchObject({ status: 422, code: 'not_a_manager_of_home', fields: { building_id: expect.any(String) } });
    const virtual = await serviceTypeId(api, 'virtual_tour');
    expect(await errorOf(await call('POST', '/service-activities', 'manager', { ...body, service_type_id: virtual })))
      .toMatchObject({ status: 422, code: 'service_type_not_bookable', fields: { service_type_id: expect.stringContaining('Self-service') } });
    const setup = await serviceTypeId(api, 'new_property_setup');
    expect((await call('POST', '/service-activities', 'manager', { ...body, service_type_id: setup })).statusCode).toBe(422);
    expect((await call('POST', '/service-activities', 'staff', { ...body, service_type_id: setup })).statusCode).toBe(201);
    expect(await errorOf(await call('POST', '/service-activities', 'manager', { ...body, service_type_id: 999999 }))).toMatchObject({ status: 422, fields: { service_type_id: 'No such service type.' } });
    expect(await errorOf(await call('POST', '/service-activities', 'manager', { ...body, access_requirement: 'whenever' }))).toMatchObject({ status: 400, fields: { access_requirement: expect.any(String) } });
    expect((await call('POST', '/service-activities', 'vendor', body)).statusCode).toBe(403);
    expect((await call('POST', '/service-activities', 'tenant', body)).statusCode).toBe(403);
    expect((await call('POST', '/service-activities', 'guest', body)).statusCode).toBe(401);
  });
});

describe('who sees a job (role matrix)', () => {
  it('an open job: offered vendors see it without address or access; the home\'s people see their part; others 404', async () => {
    const job = await book();
    const read = async (who: string) => call('GET', `/service-activities/${job.id}`, who);
    for (const who of ['vendor', 'vendor2']) {
      const res = await read(who);
      expect(res.statusCode).toBe(200);
      const seen = res.json() as Activity;
      expect(seen).toMatchObject({ detail: 'offer', home: { street: null, zip: null, title: null }, access_requirement: null, access_notes: null, access_method: null, maintenance_ticket_id: null, price_cents: 15000, viewer_may: ['accept'] });
      expect(seen.history).toBeUndefined();
      expect(res.body).not.toContain('Lockbox');
    }
    expect((await read('manager')).json()).toMatchObject({ detail: 'full', home: { street: expect.any(String) } });
    expect((await read('staff')).json()).toMatchObject({ detail: 'full', viewer_may: ['assign', 'set_price', 'cancel'] });
    const visit = (await read('tenant')).json() as Activity;
    expect(visit).toMatchObject({ detail: 'visit', price_cents: null, access_notes: null, home: { street: null }, viewer_may: [] });
    for (const who of ['manager2', 'tenant2']) expect((await read(who)).statusCode).toBe(404);
    expect((await read('guest')).statusCode).toBe(401);
  });

  it('a held job: its vendor sees everything; the other vendor 404 and no longer finds it in the feed', async () => {
    const job = await book();
    expect((await act(job.id, 'accept', 'vendor')).statusCode).toBe(200);
    const mine = (await call('GET', `/service-activities/${job.id}`, 'vendor')).json() as Activity;
    expect(mine).toMatchObject({ detail: 'full', held_by_viewer: true, access_notes: 'Lockbox on the back door, code 4321', holder: { name: expect.any(String) }, viewer_may: ['schedule'] });
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor2')).statusCode).toBe(404);
    const feed = (await call('GET', '/service-activities?limit=100', 'vendor2')).json().results as Activity[];
    expect(feed.map((a) => a.id)).not.toContain(job.id);
    expect(JSON.stringify(feed)).not.toContain('Lockbox');
    const own = (await call('GET', '/service-activities?scope=mine&limit=100', 'vendor')).json().results as Activity[];
    expect(own.map((a) => a.id)).toContain(job.id);
    expect(own.every((a) => a.detail === 'full')).toBe(true);
  });

  it('lists: managers their homes, tenants their home\'s visits, staff all; vendors only their categories and regions', async () => {
    const painting = await serviceTypeId(api, null, 'Interior painting');
    const job = await book({ service_type_id: painting });
    const ids = async (who: string, query = '') => ((await call('GET', `/service-activities?limit=100${query}`, who)).json().results as Activity[]).map((a) => a.id);
    expect(await ids('manager')).toContain(job.id);
    expect(await ids('manager2')).not.toContain(job.id);
    expect(await ids('tenant')).toContain(job.id);
    expect(await ids('tenant2')).not.toContain(job.id);
    expect(await ids('staff')).toContain(job.id);
    expect(await ids('vendor', '&scope=open')).not.toContain(job.id); // they do not paint
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).statusCode).toBe(404);
    expect(await errorOf(await call('GET', '/service-activities?status=DONE', 'staff'))).toMatchObject({ status: 400, fields: { status: expect.any(String) } });
  });

  it('GET /service-activities/requested and /scheduled: the two status lists, with the same visibility', async () => {
    const open = await book();
    const visit = await book();
    await act(visit.id, 'accept', 'vendor');
    await act(visit.id, 'schedule', 'vendor', tomorrowWindow());
    const ids = async (path: string, who: string) => ((await call('GET', `/service-activities/${path}?limit=100`, who)).json().results as Activity[]).map((a) => a.id);
    expect(await ids('requested', 'manager')).toContain(open.id);
    expect(await ids('requested', 'manager')).not.toContain(visit.id);
    expect(await ids('scheduled', 'manager')).toContain(visit.id);
    expect(await ids('scheduled', 'manager')).not.toContain(open.id);
    expect(await ids('scheduled', 'tenant')).toContain(visit.id);
    expect(await ids('scheduled', 'vendor2')).not.toContain(visit.id);
    expect(await ids('requested', 'manager2')).not.toContain(open.id);
    expect((await call('GET', '/service-activities/scheduled?status=REQUESTED', 'manager')).statusCode).toBe(400);
  });

  it('who may act on a held, scheduled job: each party its own actions; the rest 403, 404 or 401', async () => {
    const job = await book();
    await act(job.id, 'accept', 'vendor');
    const expectCode = async (verb: string, who: string, status: number, body: unknown = {}) =>
      expect((await act(job.id, verb, who, body)).statusCode, `${verb} by ${who}`).toBe(status);
    await expectCode('schedule', 'vendor2', 404, tomorrowWindow());
    await expectCode('schedule', 'manager2', 404, tomorrowWindow());
    await expectCode('schedule', 'tenant2', 404, tomorrowWindow());
    await expectCode('schedule', 'manager', 403, tomorrowWindow());
    await expectCode('schedule', 'tenant', 403, tomorrowWindow());
    await expectCode('schedule', 'guest', 401, tomorrowWindow());
    await expectCode('accept', 'manager', 403);
    await expectCode('cancel', 'vendor', 403);
    await expectCode('schedule', 'vendor', 200, tomorrowWindow());
    await expectCode('status', 'manager', 403, { status: 'SUBMITTED_PENDING_QA' });
    await expectCode('unschedule', 'tenant', 403);
    await expectCode('unschedule', 'manager', 200);
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).json()).toMatchObject({ status: 'REQUESTED', held_by_viewer: true, scheduled_start: null });
  });
});

describe('exactly one vendor holds a job', () => {
  it('two vendors accept at once: one 200, one 409; one holder, one accept in the history', async () => {
    for (let round = 0; round < 5; round++) {
      const job = await book();
      const answers = await Promise.all([act(job.id, 'accept', 'vendor'), act(job.id, 'accept', 'vendor2')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await errorOf(answers.find((a) => a.statusCode === 409)!)).code).toBe('service_activity_taken');
      const [row] = await rows<{ holders: number; accepts: number }>(api.deps.database.db, sql`SELECT
        (SELECT count(holder_provider_id)::int FROM service_activities WHERE id = ${job.id}) AS holders,
        (SELECT count(*)::int FROM service_activity_history WHERE service_activity_id = ${job.id} AND action = 'accept') AS accepts`);
      expect(row).toEqual({ holders: 1, accepts: 1 });
    }
  });

  it('accepting your own job again answers it unchanged; the loser accepting later gets 409', async () => {
    const job = await book();
    expect((await act(job.id, 'accept', 'vendor')).statusCode).toBe(200);
    expect((await act(job.id, 'accept', 'vendor')).json()).toMatchObject({ held_by_viewer: true, status: 'REQUESTED' });
    expect(await errorOf(await act(job.id, 'accept', 'vendor2'))).toMatchObject({ status: 409, code: 'service_activity_taken' });
  });

  it('a canceled job cannot be accepted: 422 naming the rule', async () => {
    const job = await book();
    expect((await act(job.id, 'cancel', 'manager', { note: 'Sold the house' })).statusCode).toBe(200);
    const refused = await errorOf(await act(job.id, 'accept', 'vendor'));
    expect(refused).toMatchObject({ status: 422, code: 'service_activity_transition_not_allowed' });
    expect(refused.message).toContain('rule accept:');
  });
});

describe('a job from booking to completion', () => {
  it('schedule refuses the past and hours the vendor is closed, naming scheduled_start; then reschedule', async () => {
    const job = await book();
    await act(job.id, 'accept', 'vendor');
    const day = tomorrowWindow().scheduled_start.slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await errorOf(await act(job.id, 'schedule', 'vendor', { scheduled_start: `${yesterday}T15:00:00Z`, scheduled_end: `${yesterday}T16:00:00Z` })))
      .toMatchObject({ status: 422, code: 'schedule_in_past', fields: { scheduled_start: expect.any(String) } });
    expect(await errorOf(await act(job.id, 'schedule', 'vendor', { scheduled_start: `${day}T03:00:00Z`, scheduled_end: `${day}T04:00:00Z` })))
      .toMatchObject({ status: 422, code: 'outside_business_hours', fields: { scheduled_start: expect.stringContaining('America/New_York') } });
    expect(await errorOf(await act(job.id, 'schedule', 'vendor', { scheduled_start: `${day}T17:00:00Z`, scheduled_end: `${day}T15:00:00Z` })))
      .toMatchObject({ status: 400, fields: { scheduled_end: expect.any(String) } });
    expect(await errorOf(await act(job.id, 'schedule', 'vendor', { scheduled_start: 'tomorrow at ten', scheduled_end: `${day}T15:00:00Z` })))
      .toMatchObject({ status: 400, fields: { scheduled_start: expect.any(String) } });
    expect(await errorOf(await act(job.id, 'reschedule', 'vendor', tomorrowWindow())))
      .toMatchObject({ status: 422, code: 'service_activity_transition_not_allowed' });
    const scheduled = await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    expect(scheduled.json()).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', scheduled_start: tomorrowWindow().scheduled_start.replace('Z', '.000Z'), time_zone: expect.any(String) });
    const moved = await act(job.id, 'reschedule', 'vendor', tomorrowWindow(2));
    expect(moved.json()).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', scheduled_start: tomorrowWindow(2).scheduled_start.replace('Z', '.000Z') });
    // The tenant of the home sees when someone comes, nothing else.
    expect((await call('GET', `/service-activities/${job.id}`, 'tenant')).json()).toMatchObject({ detail: 'visit', scheduled_start: expect.any(String), access_notes: null });
  });

  it('hand in, QA, close: the status route, its refusals, and the history', async () => {
    const job = await book();
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    expect(await errorOf(await act(job.id, 'status', 'vendor', { status: 'FINISHED' }))).toMatchObject({ status: 400, fields: { status: expect.stringContaining('SUBMITTED_PENDING_QA') } });
    expect(await errorOf(await act(job.id, 'status', 'vendor', { status: 'APPOINTMENT_CANCELED' }))).toMatchObject({ status: 400, fields: { status: expect.any(String) } });
    expect(await errorOf(await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA' }))).toMatchObject({ status: 422, code: 'visit_not_started' });
    await visitStarted(api, job.id);
    const checklist = [{ item: 'Smoke detectors', done: true }, { item: 'Water heater', done: true }];
    const photo = await uploadJobPhoto(api, tokens.vendor!);
    const submitted = await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', note: 'All fine', checklist, photo_file_ids: [photo] });
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED_PENDING_QA', submission: { notes: 'All fine', checklist } });
    expect((await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_VENDOR_COMPLETE' })).statusCode).toBe(403);
    expect((await act(job.id, 'status', 'manager2', { status: 'SUBMITTED_VENDOR_COMPLETE' })).statusCode).toBe(404);
    expect(await errorOf(await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_INCOMPLETE' }))).toMatchObject({ status: 422, code: 'note_required', fields: { note: expect.any(String) } });
    expect((await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE' })).json()).toMatchObject({ status: 'SUBMITTED_VENDOR_COMPLETE' });
    expect((await act(job.id, 'status', 'manager', { status: 'APPOINTMENT_COMPLETED' })).statusCode).toBe(403);
    const done = (await act(job.id, 'status', 'staff', { status: 'APPOINTMENT_COMPLETED' })).json() as Activity;
    expect(done).toMatchObject({ status: 'APPOINTMENT_COMPLETED', completed_at: expect.any(String), viewer_may: [] });
    expect(done.history!.map((h) => [h.action, h.to_status, h.actor_role])).toEqual([
      ['request', 'REQUESTED', 'manager'], ['accept', 'REQUESTED', 'vendor'], ['schedule', 'APPOINTMENT_SCHEDULED', 'vendor'],
      ['submit_complete', 'SUBMITTED_PENDING_QA', 'vendor'], ['qa_approve', 'SUBMITTED_VENDOR_COMPLETE', 'manager'],
      ['complete', 'APPOINTMENT_COMPLETED', 'hearth-team'],
    ]);
    expect(await errorOf(await act(job.id, 'cancel', 'manager'))).toMatchObject({ status: 422, code: 'service_activity_transition_not_allowed' });
  });

  it('payment: staff pay an approved job once; its price is charged to the home owner\'s ledger once, retries and races included', async () => {
    const job = await book({ price_cents: 12_345 });
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    expect(await errorOf(await act(job.id, 'payment', 'staff'))).toMatchObject({ status: 422, code: 'service_activity_transition_not_allowed' });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE' });
    expect((await act(job.id, 'payment', 'manager')).statusCode).toBe(403);
    expect((await act(job.id, 'payment', 'vendor')).statusCode).toBe(403);
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(job.id, 'payment', 'staff')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.json()).toMatchObject({ status: 'APPOINTMENT_COMPLETED' });
    const entries = await rows<{ amount_cents: number; ledger_item_type: string; charge_type: string; user_id: number }>(api.deps.database.db, sql`
      SELECT e.amount_cents::int AS amount_cents, e.ledger_item_type, e.charge_type, a.user_id FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id WHERE e.posting_key = ${`service-activity:${job.id}:manager-charge`}`);
    expect(entries).toEqual([{ amount_cents: -12_345, ledger_item_type: 'residential service payment', charge_type: 'residential service payment', user_id: await demoUserId(api.deps, 'manager') }]);
    const history = ((await call('GET', `/service-activities/${job.id}`, 'staff')).json() as Activity).history!;
    expect(history.filter((h) => h.action === 'complete')).toHaveLength(1);
    const [mismatch] = await rows<{ n: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n FROM ledger_balance_mismatches`);
    expect(mismatch!.n).toBe(0);
  });

  it('sent back or handed in incomplete: a return visit; incomplete needs a note', async () => {
    const job = await book();
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    await visitStarted(api, job.id);
    expect(await errorOf(await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_VENDOR_INCOMPLETE' }))).toMatchObject({ status: 422, fields: { note: expect.any(String) } });
    expect((await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_VENDOR_INCOMPLETE', note: 'No key in the lockbox' })).json()).toMatchObject({ status: 'SUBMITTED_VENDOR_INCOMPLETE', viewer_may: ['schedule'] });
    expect((await act(job.id, 'schedule', 'vendor', tomorrowWindow(3))).json()).toMatchObject({ status: 'APPOINTMENT_SCHEDULED' });
  });

  it('remove the vendor with one of the ten reasons: the job is open again and the other vendor may take it', async () => {
    const job = await book();
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    expect(await errorOf(await act(job.id, 'remove-vendor', 'manager', { reason: 'lazy' }))).toMatchObject({ status: 400, fields: { reason: expect.stringContaining('no_show') } });
    expect((await act(job.id, 'remove-vendor', 'vendor', { reason: 'no_show' })).statusCode).toBe(403);
    const removed = (await act(job.id, 'remove-vendor', 'manager', { reason: 'no_show', note: 'Nobody came' })).json() as Activity;
    expect(removed).toMatchObject({ status: 'REQUESTED', holder: null, scheduled_start: null });
    expect(removed.history!.at(-1)).toMatchObject({ action: 'remove_vendor', detail: { reason: 'no_show', removed_provider_id: expect.any(Number) } });
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).json()).toMatchObject({ detail: 'offer', held_by_viewer: false });
    expect((await act(job.id, 'accept', 'vendor2')).json()).toMatchObject({ held_by_viewer: true });
  });

  it('pricing: the manager sets the pay until a vendor holds the job, staff after; bad amounts name price_cents', async () => {
    const job = await book();
    expect(await errorOf(await act(job.id, 'pricing', 'manager', { price_cents: -5 }))).toMatchObject({ status: 400, fields: { price_cents: expect.any(String) } });
    expect((await act(job.id, 'pricing', 'vendor', { price_cents: 99_999 })).statusCode).toBe(403);
    expect((await act(job.id, 'pricing', 'manager2', { price_cents: 99_999 })).statusCode).toBe(404);
    expect((await act(job.id, 'pricing', 'manager', { price_cents: 18_000 })).json()).toMatchObject({ price_cents: 18_000 });
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).json()).toMatchObject({ price_cents: 18_000 });
    await act(job.id, 'accept', 'vendor');
    expect(await errorOf(await act(job.id, 'pricing', 'manager', { price_cents: 10_000 }))).toMatchObject({ status: 422, code: 'service_activity_price_agreed' });
    const raised = (await act(job.id, 'pricing', 'staff', { price_cents: 20_000 })).json() as Activity;
    expect(raised.price_cents).toBe(20_000);
    expect(raised.history!.filter((h) => h.action === 'set_price').map((h) => h.detail)).toEqual([
      { from_cents: 15_000, to_cents: 18_000 }, { from_cents: 18_000, to_cents: 20_000 },
    ]);
  });

  it('vendor-information: staff give an open job to a vendor it is offered to; others 403; a held job 409', async () => {
    const job = await book();
    const providers = (await call('GET', '/residential-service-providers?limit=100', 'staff')).json().results as Array<{ id: number; name: string }>;
    const lopez = providers.find((p) => p.name.startsWith('Lopez'))!;
    const morgan = providers.find((p) => p.name === 'Morgan Fix-It')!;
    expect((await act(job.id, 'vendor-information', 'manager', { residential_service_provider_id: lopez.id })).statusCode).toBe(403);
    expect((await act(job.id, 'vendor-information', 'vendor', { residential_service_provider_id: lopez.id })).statusCode).toBe(403);
    expect(await errorOf(await act(job.id, 'vendor-information', 'staff', { residential_service_provider_id: 999_999 })))
      .toMatchObject({ status: 422, code: 'provider_not_offered', fields: { residential_service_provider_id: expect.any(String) } });
    const given = (await act(job.id, 'vendor-information', 'staff', { residential_service_provider_id: lopez.id })).json() as Activity;
    expect(given).toMatchObject({ status: 'REQUESTED', holder: { id: lopez.id } });
    expect(given.history!.at(-1)).toMatchObject({ action: 'assign', actor_role: 'hearth-team' });
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).json()).toMatchObject({ held_by_viewer: true, detail: 'full' });
    expect(await errorOf(await act(job.id, 'vendor-information', 'staff', { residential_service_provider_id: morgan.id }))).toMatchObject({ status: 409, code: 'service_activity_taken' });
    expect(await errorOf(await act(job.id, 'accept', 'vendor2'))).toMatchObject({ status: 409 });
  });
});

describe('provider users: invite by email, accept-invite', () => {
  it('the owner invites; only the invited email joins, once, as a member with the vendor role', async () => {
    const lopez = ((await call('GET', '/residential-service-providers', 'vendor')).json().results as Array<{ id: number }>)[0]!.id;
    const invite = (who: string, email: string) => call('POST', `/residential-service-providers/${lopez}/provider-users`, who, { email });
    expect((await invite('vendor2', 'guarantor@hearth.test')).statusCode).toBe(404);
    expect((await invite('manager', 'guarantor@hearth.test')).statusCode).toBe(404);
    expect(await errorOf(await invite('vendor', 'not-an-email'))).toMatchObject({ status: 400, fields: { email: expect.any(String) } });
    expect(await errorOf(await invite('vendor', 'multi@hearth.test'))).toMatchObject({ status: 409, code: 'already_in_service_provider', fields: { email: expect.any(String) } });
    const sent = await invite('vendor', 'Guarantor@Hearth.test');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: 'guarantor@hearth.test', expires_at: expect.any(String) });
    expect(await errorOf(await invite('vendor', 'guarantor@hearth.test'))).toMatchObject({ status: 409, code: 'already_invited' });
    const [mail] = await rows<{ body: string }>(api.deps.database.db, sql`SELECT body FROM outbox_messages
      WHERE to_email = 'guarantor@hearth.test' AND kind = 'service_provider_invite' ORDER BY id DESC LIMIT 1`);
    const link = new URL(mail!.body.split('\n').at(-1)!, 'http://x');
    const inviteId = Number(link.searchParams.get('invite_id'));
    const token = link.searchParams.get('token')!;
    const accept = (who: string, body: unknown) => call('POST', '/residential-service-providers/accept-invite', who, body);
    expect((await accept('guarantor', { invite_id: inviteId, token: 'wrong' })).statusCode).toBe(404);
    expect(await errorOf(await accept('tenant', { invite_id: inviteId, token }))).toMatchObject({ status: 403, code: 'invite_for_another_email' });
    const joined = await accept('guarantor', { invite_id: inviteId, token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().users).toEqual(expect.arrayContaining([expect.objectContaining({ first_name: 'Grace', provider_role: 'member' })]));
    expect(await errorOf(await accept('guarantor', { invite_id: inviteId, token }))).toMatchObject({ status: 422, code: 'invite_not_open' });
    const [grace] = await rows<{ roles: string[] }>(api.deps.database.db, sql`SELECT roles FROM users WHERE email = 'guarantor@hearth.test'`);
    expect(grace!.roles).toContain('vendor');
    const member = await tokenFor(api.deps, 'guarantor', 'vendor');
    expect((await api.call('GET', `/residential-service-providers/${lopez}`, { token: member })).statusCode).toBe(200);
    expect((await api.call('PATCH', `/residential-service-providers/${lopez}`, { token: member, body: { name: 'Grace Co' } })).statusCode).toBe(403);
    expect((await api.call('POST', `/residential-service-providers/${lopez}/provider-users`, { token: member, body: { email: 'x@hearth.test' } })).statusCode).toBe(403);
  });
});
