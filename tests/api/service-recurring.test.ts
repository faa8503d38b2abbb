import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { addDays, todayIn } from '../../api/domain/services/recurrence.js';
import { insertNextVisit } from '../../api/routes/service-activities/series-repository.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { errorOf, serviceTypeId, type Activity } from './service-marketplace-helpers.js';

/** Recurring services and automatic pricing (docs/vendors.md "Recurring services and pricing"). */
let api: TestApi;
const tokens: Record<string, string> = {};
let home: number; // manager's; Tara (tenant) lives there
let cleaning: number; // Bedroom turnover cleaning, 90.00
let tour: number; // Basic tour: never repeats

interface Visit { id: number; series_sequence: number; status: string; visit_due_on: string; price_cents: number; automatic_pricing_type: string }
type Series = Activity & { repeat_every_weeks: number; visits: Visit[] };

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  tokens.vendor2 = await tokenFor(api.deps, 'multi', 'vendor'); // Morgan Fix-It: onboarded, cleans in every region
  const [row] = await rows<{ id: number }>(api.deps.database.db, sql`SELECT b.id FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(api.deps, 'manager')} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`);
  home = row!.id;
  await makeResident(api.deps, await demoUserId(api.deps, 'tenant'), home);
  cleaning = await serviceTypeId(api, null, 'Bedroom turnover cleaning');
  tour = await serviceTypeId(api, 'basic_tour');
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', url: string, who: string, body?: unknown) => api.call(method, url, { token: tokens[who], body });
const act = (id: number, verb: string, who: string, body: unknown = {}) => call('POST', `/service-activities/${id}/${verb}`, who, body);
const get = async <T = Activity>(id: number, who = 'manager') => (await call('GET', `/service-activities/${id}`, who)).json() as T;
const bookBody = (extra: Record<string, unknown> = {}) => ({
  building_id: home, service_type_id: cleaning, access_requirement: 'none_vendor_direct_access', access_notes: 'Lockbox by the door', ...extra,
});
async function bookSeries(weeks: number, extra: Record<string, unknown> = {}): Promise<Series> {
  const res = await call('POST', '/service-activities', 'manager', bookBody({ repeat_every_weeks: weeks, ...extra }));
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return res.json() as Series;
}
/** The open visit of a series (the last one), as the manager sees it. */
const lastVisit = async (seriesId: number) => (await get<Series>(seriesId)).visits.at(-1)!;
/** Accepted by Morgan Fix-It and approved, ready to be paid (the steps between are tested in service-marketplace). */
async function approve(visitId: number): Promise<void> {
  expect((await act(visitId, 'accept', 'vendor2')).statusCode).toBe(200);
  await api.deps.database.db.execute(sql`UPDATE service_activities SET status = 'SUBMITTED_VENDOR_COMPLETE', scheduled_start = now() - interval '2 hours',
    scheduled_end = now() - interval '1 hour', submitted_at = now() WHERE id = ${visitId}`);
}
const createdEvents = (id: number) => rows<{ actor_role: string }>(api.deps.database.db, sql`SELECT actor_role FROM events
  WHERE subject_type = 'service_activity' AND subject_id = ${String(id)} AND event_type = 'service_activity.created'`);
const today = () => todayIn('America/New_York');

describe('booking a recurring service', () => {
  it('creates the series (RECURRING_SERVICE_STARTED, never offered) with its first visit, a REQUESTED job on offer', async () => {
    const series = await bookSeries(2);
    expect(series).toMatchObject({
      status: 'RECURRING_SERVICE_STARTED', repeat_every_weeks: 2, series: null, holder: null, price_cents: 9000,
      automatic_pricing_type: 'service_type_default', viewer_may: ['cancel'],
    });
    expect(series.history!.map((h) => [h.action, h.to_status, h.actor_role])).toEqual([
      ['request', 'REQUESTED', 'manager'], ['start_recurring', 'RECURRING_SERVICE_STARTED', 'manager'],
    ]);
    expect(series.visits).toEqual([expect.objectContaining({ series_sequence: 1, status: 'REQUESTED', visit_due_on: today(), price_cents: 9000 })]);
    const visit = await get(series.visits[0]!.id);
    expect(visit).toMatchObject({ status: 'REQUESTED', repeat_every_weeks: 2, series: { id: series.id, sequence: 1, visit_due_on: today() } });
    expect(visit.viewer_may).toEqual(expect.arrayContaining(['set_price', 'cancel']));
    // Vendors see the visit on offer (with its cadence), never the series.
    expect(await get(visit.id, 'vendor2')).toMatchObject({ detail: 'offer', repeat_every_weeks: 2, series: { sequence: 1 } });
    expect((await call('GET', `/service-activities/${series.id}`, 'vendor2')).statusCode).toBe(404);
    expect(await createdEvents(series.id)).toHaveLength(1);
    expect(await createdEvents(visit.id)).toEqual([{ actor_role: 'manager' }]);
  });

  it('the first visit may be for a later day, never an earlier one', async () => {
    const later = addDays(today(), 10);
    expect((await bookSeries(1, { first_visit_on: later })).visits[0]).toMatchObject({ visit_due_on: later });
    expect(await errorOf(await call('POST', '/service-activities', 'manager', bookBody({ repeat_every_weeks: 1, first_visit_on: addDays(today(), -2) }))))
      .toMatchObject({ status: 422, code: 'first_visit_in_past', fields: { first_visit_on: expect.any(String) } });
  });

  it('refuses a cadence out of 1..12 weeks, a service that does not repeat, and a first day without a cadence, naming the field', async () => {
    const bad = async (extra: Record<string, unknown>) => errorOf(await call('POST', '/service-activities', 'manager', bookBody(extra)));
    expect(await bad({ repeat_every_weeks: 13 })).toMatchObject({ status: 400, fields: { repeat_every_weeks: expect.any(String) } });
    expect(await bad({ repeat_every_weeks: 0 })).toMatchObject({ status: 400, fields: { repeat_every_weeks: expect.any(String) } });
    expect(await bad({ service_type_id: tour, repeat_every_weeks: 2 })).toMatchObject({ status: 422, code: 'service_not_recurring', fields: { repeat_every_weeks: expect.any(String) } });
    expect(await bad({ first_visit_on: today() })).toMatchObject({ status: 400, fields: { first_visit_on: expect.any(String) } });
  });

  it('vendors and tenants cannot book a series (403)', async () => {
    for (const who of ['vendor2', 'tenant']) {
      expect((await call('POST', '/service-activities', who, bookBody({ repeat_every_weeks: 2 }))).statusCode).toBe(403);
    }
  });
});

describe('the next visit', () => {
  it('paying a visit books exactly one next visit N weeks after it, under 20 concurrent payment retries', async () => {
    const series = await bookSeries(3);
    const first = series.visits[0]!;
    await approve(first.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(first.id, 'payment', 'staff')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { visits } = await get<Series>(series.id);
    expect(visits.map((v) => [v.series_sequence, v.status, v.visit_due_on])).toEqual([
      [1, 'APPOINTMENT_COMPLETED', first.visit_due_on], [2, 'REQUESTED', addDays(first.visit_due_on, 21)],
    ]);
    const next = await get(visits[1]!.id);
    expect(next).toMatchObject({ holder: null, price_cents: 9000, access_notes: 'Lockbox by the door', scheduled_start: null });
    expect(next.history!.map((h) => [h.action, h.actor_role])).toEqual([['request', 'automatic']]);
    expect(await createdEvents(next.id)).toEqual([{ actor_role: 'automatic' }]);
    expect((await get(next.id, 'vendor2')).viewer_may).toEqual(['accept']); // on offer again
  });

  it('a visit number is booked once even without the row lock: the unique (series, sequence) turns a second insert into nothing', async () => {
    const series = await bookSeries(2);
    const db = api.deps.database.db;
    const first = await insertNextVisit(db, { seriesId: series.id, sequence: 2, dueOn: addDays(today(), 14) });
    const again = await insertNextVisit(db, { seriesId: series.id, sequence: 2, dueOn: addDays(today(), 21) });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    expect((await get<Series>(series.id)).visits.map((v) => v.series_sequence)).toEqual([1, 2]);
  });

  it('canceling a visit skips it: the next one is booked N weeks after the canceled one\'s day', async () => {
    const series = await bookSeries(1);
    const first = series.visits[0]!;
    expect((await act(first.id, 'cancel', 'manager', { note: 'Room still occupied' })).statusCode).toBe(200);
    expect((await act(first.id, 'cancel', 'manager')).statusCode).toBe(200); // again: unchanged, nothing more booked
    expect((await get<Series>(series.id)).visits.map((v) => [v.series_sequence, v.status, v.visit_due_on])).toEqual([
      [1, 'APPOINTMENT_CANCELED', first.visit_due_on], [2, 'REQUESTED', addDays(first.visit_due_on, 7)],
    ]);
  });

  it('canceling the series cancels its open visit and books no more', async () => {
    const series = await bookSeries(2);
    const visit = series.visits[0]!;
    expect((await act(visit.id, 'accept', 'vendor2')).statusCode).toBe(200);
    const canceled = await act(series.id, 'cancel', 'manager', { note: 'Selling the home' });
    expect(canceled.json()).toMatchObject({ status: 'APPOINTMENT_CANCELED', viewer_may: [] });
    expect((await get<Series>(series.id)).visits.map((v) => [v.series_sequence, v.status])).toEqual([[1, 'APPOINTMENT_CANCELED']]);
    expect((await get(visit.id)).history!.at(-1)).toMatchObject({ action: 'cancel', detail: { series_canceled: series.id, note: 'Selling the home' } });
    expect((await act(series.id, 'cancel', 'manager')).statusCode).toBe(200);
    expect((await get<Series>(series.id)).visits).toHaveLength(1);
  });

  it('a visit already handed in is paid after the series stops, and books nothing', async () => {
    const series = await bookSeries(2);
    const visit = series.visits[0]!;
    await approve(visit.id);
    expect((await act(series.id, 'cancel', 'staff')).statusCode).toBe(200);
    expect((await get(visit.id)).status).toBe('SUBMITTED_VENDOR_COMPLETE'); // done work is not canceled
    expect((await act(visit.id, 'payment', 'staff')).json()).toMatchObject({ status: 'APPOINTMENT_COMPLETED' });
    expect((await get<Series>(series.id)).visits).toHaveLength(1);
  });
});

describe('POST /service-activities/{id}/automatic-pricing-type', () => {
  it('manual keeps the pay; /pricing makes it manual; service_type_default takes the type\'s price again', async () => {
    const visit = (await bookSeries(2)).visits[0]!;
    expect((await act(visit.id, 'automatic-pricing-type', 'manager', { automatic_pricing_type: 'manual' })).json())
      .toMatchObject({ automatic_pricing_type: 'manual', price_cents: 9000 });
    await act(visit.id, 'automatic-pricing-type', 'manager', { automatic_pricing_type: 'service_type_default' });
    expect((await act(visit.id, 'pricing', 'manager', { price_cents: 12_000 })).json()).toMatchObject({ automatic_pricing_type: 'manual', price_cents: 12_000 });
    const back = (await act(visit.id, 'automatic-pricing-type', 'manager', { automatic_pricing_type: 'service_type_default' })).json() as Activity;
    expect(back).toMatchObject({ automatic_pricing_type: 'service_type_default', price_cents: 9000 });
    expect(back.history!.at(-1)).toMatchObject({ action: 'set_price', detail: { from_cents: 12_000, to_cents: 9000, automatic_pricing_type: 'service_type_default' } });
    expect(await errorOf(await act(visit.id, 'automatic-pricing-type', 'manager', { automatic_pricing_type: 'auction' })))
      .toMatchObject({ status: 400, fields: { automatic_pricing_type: expect.stringContaining('service_type_default') } });
  });

  it('the next visit inherits the pay and its pricing type', async () => {
    const series = await bookSeries(2);
    const first = series.visits[0]!;
    expect((await act(first.id, 'pricing', 'manager', { price_cents: 12_345 })).statusCode).toBe(200);
    await act(first.id, 'cancel', 'manager');
    expect(await lastVisit(series.id)).toMatchObject({ series_sequence: 2, price_cents: 12_345, automatic_pricing_type: 'manual' });
    // Back to the type's price: the visit after takes the type's price of its day.
    const second = await lastVisit(series.id);
    await act(second.id, 'automatic-pricing-type', 'manager', { automatic_pricing_type: 'service_type_default' });
    await api.deps.database.db.execute(sql`UPDATE service_types SET default_price_cents = 9500 WHERE id = ${cleaning}`);
    try {
      await act(second.id, 'cancel', 'manager');
      expect(await lastVisit(series.id)).toMatchObject({ series_sequence: 3, price_cents: 9500, automatic_pricing_type: 'service_type_default' });
    } finally {
      await api.deps.database.db.execute(sql`UPDATE service_types SET default_price_cents = 9000 WHERE id = ${cleaning}`);
    }
  });

  it('follows set_price: the manager until a vendor holds the job, staff while REQUESTED; not on the series itself', async () => {
    const series = await bookSeries(2);
    const visit = series.visits[0]!;
    const manual = { automatic_pricing_type: 'manual' };
    expect((await act(visit.id, 'accept', 'vendor2')).statusCode).toBe(200);
    expect(await errorOf(await act(visit.id, 'automatic-pricing-type', 'manager', manual))).toMatchObject({ status: 422, code: 'service_activity_price_agreed' });
    expect((await act(visit.id, 'automatic-pricing-type', 'staff', manual)).json()).toMatchObject({ automatic_pricing_type: 'manual' });
    expect(await errorOf(await act(series.id, 'automatic-pricing-type', 'manager', manual)))
      .toMatchObject({ status: 422, code: 'service_activity_transition_not_allowed', message: expect.stringContaining('RECURRING_SERVICE_STARTED') });
  });

  it('refuses everyone else: another manager 404, a vendor 403, the home\'s tenant 403, another tenant 404', async () => {
    const visit = (await bookSeries(2)).visits[0]!;
    const body = { automatic_pricing_type: 'manual' };
    expect((await act(visit.id, 'automatic-pricing-type', 'manager2', body)).statusCode).toBe(404);
    expect(await errorOf(await act(visit.id, 'automatic-pricing-type', 'vendor2', body))).toMatchObject({ status: 403, code: 'service_activity_action_forbidden' });
    expect((await act(visit.id, 'automatic-pricing-type', 'vendor', body)).statusCode).toBe(404); // no company: offered nothing
    expect(await errorOf(await act(visit.id, 'automatic-pricing-type', 'tenant', body))).toMatchObject({ status: 403 });
    expect((await act(visit.id, 'automatic-pricing-type', 'tenant2', body)).statusCode).toBe(404);
    expect((await get(visit.id)).automatic_pricing_type).toBe('service_type_default');
  });
});
