import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import {
  dayFromNow, errorOf, finishOnboarding, handInDocument, providerBody, serviceTypeId, tomorrowWindow,
} from './service-marketplace-helpers.js';

/**
 * Issue 14 "Tests: bad input": a visit outside the vendor's hours or in the past, a
 * category the vendor does not serve, an expired insurance document, an unknown
 * removal reason, and the like. Each answers 4xx with a stable code and the field
 * named in `error.fields`, so the screen can put the message next to it.
 * (Hostile bytes, wrong types and bad ids on every route: tests/api/hostile-input.test.ts.)
 */
let api: TestApi;
const tokens: Record<string, string> = {};
let home: number;
let region: string;
let inspection: number;
let painting: number; // a category the vendor does not serve
let lopez: number;
let morgan: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['vendor', 'manager', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  tokens.vendor2 = await tokenFor(api.deps, 'multi', 'vendor');
  [{ id: home, region }] = await rows<{ id: number; region: string }>(api.deps.database.db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(api.deps, 'manager')} AND b.region IS NOT NULL ORDER BY b.id LIMIT 1`) as [{ id: number; region: string }];
  inspection = await serviceTypeId(api, 'initial_property_inspection');
  painting = await serviceTypeId(api, null, 'Interior painting');
  // Lopez: inspections and small repairs, every day 08:00-18:00 New York time.
  lopez = (await api.call('POST', '/residential-service-providers', { token: tokens.vendor, body: providerBody(region) })).json().id;
  await finishOnboarding(api, tokens.vendor!, lopez);
  // Morgan: the same categories and region, so Lopez's open jobs are offered to it too.
  morgan = (await api.call('GET', '/residential-service-providers', { token: tokens.vendor2 })).json().results[0].id;
  await api.call('PATCH', `/residential-service-providers/${morgan}`, { token: tokens.vendor2, body: providerBody(region, { name: 'Morgan Fix-It' }) });
  await finishOnboarding(api, tokens.vendor2!, morgan);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', url: string, who: string, body?: unknown) => api.call(method, url, { token: tokens[who], body });
async function book(serviceType = inspection): Promise<number> {
  const res = await call('POST', '/service-activities', 'manager', {
    building_id: home, service_type_id: serviceType, access_requirement: 'none_vendor_direct_access', access_notes: 'Code ZEBRA-7781',
  });
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
async function held(scheduled = false): Promise<number> {
  const id = await book();
  expect((await call('POST', `/service-activities/${id}/accept`, 'vendor')).statusCode).toBe(200);
  if (scheduled) expect((await call('POST', `/service-activities/${id}/schedule`, 'vendor', tomorrowWindow())).statusCode).toBe(200);
  return id;
}

/** A window on `day` (YYYY-MM-DD) between two UTC clock times; New York is UTC-5 (winter) or -4. */
const window = (day: string, from: string, to: string, toDay = day) => ({ scheduled_start: `${day}T${from}:00Z`, scheduled_end: `${toDay}T${to}:00Z` });
const day = dayFromNow(3);

interface Case {
  name: string;
  who: string;
  job: () => Promise<number>;
  verb: string;
  body: unknown;
  status: number;
  code: string;
  field: string;
}

const CASES: Case[] = [
  // A visit: in the future, within the holder's opening hours in its zone, ending after it starts.
  { name: 'scheduling in the past', who: 'vendor', job: () => held(), verb: 'schedule', body: window(dayFromNow(-1), '15:00', '16:00'), status: 422, code: 'schedule_in_past', field: 'scheduled_start' },
  { name: 'scheduling an hour ago for today', who: 'vendor', job: () => held(), verb: 'schedule',
    body: { scheduled_start: new Date(Date.now() - 3_600_000).toISOString(), scheduled_end: new Date(Date.now() + 3_600_000).toISOString() }, status: 422, code: 'schedule_in_past', field: 'scheduled_start' },
  { name: 'scheduling at night (before opening)', who: 'vendor', job: () => held(), verb: 'schedule', body: window(day, '07:00', '08:00'), status: 422, code: 'outside_business_hours', field: 'scheduled_start' },
  { name: 'scheduling past closing time', who: 'vendor', job: () => held(), verb: 'schedule', body: window(day, '21:00', '23:30'), status: 422, code: 'outside_business_hours', field: 'scheduled_start' },
  { name: 'staff scheduling outside the holder\'s hours', who: 'staff', job: () => held(), verb: 'schedule', body: window(day, '03:00', '04:00'), status: 422, code: 'outside_business_hours', field: 'scheduled_start' },
  { name: 'rescheduling into the past', who: 'vendor', job: () => held(true), verb: 'reschedule', body: window(dayFromNow(-2), '15:00', '16:00'), status: 422, code: 'schedule_in_past', field: 'scheduled_start' },
  { name: 'rescheduling outside the hours', who: 'vendor', job: () => held(true), verb: 'reschedule', body: window(day, '02:00', '03:00'), status: 422, code: 'outside_business_hours', field: 'scheduled_start' },
  { name: 'a visit ending before it starts', who: 'vendor', job: () => held(), verb: 'schedule', body: window(day, '17:00', '15:00'), status: 400, code: 'invalid_input', field: 'scheduled_end' },
  { name: 'a visit of two days', who: 'vendor', job: () => held(), verb: 'schedule', body: window(day, '15:00', '16:00', dayFromNow(5)), status: 400, code: 'invalid_input', field: 'scheduled_end' },
  { name: 'a time without its offset', who: 'vendor', job: () => held(), verb: 'schedule', body: { scheduled_start: `${day}T10:00:00`, scheduled_end: `${day}T16:00:00Z` }, status: 400, code: 'invalid_input', field: 'scheduled_start' },
  { name: 'a window without its end', who: 'vendor', job: () => held(), verb: 'schedule', body: { scheduled_start: `${day}T15:00:00Z` }, status: 400, code: 'invalid_input', field: 'scheduled_end' },
  // A vendor that does not serve the category.
  { name: 'staff giving a painting job to an inspector', who: 'staff', job: () => book(painting), verb: 'vendor-information', body: { get residential_service_provider_id() { return lopez; } }, status: 422, code: 'provider_not_offered', field: 'residential_service_provider_id' },
  { name: 'staff giving a job to a company that does not exist', who: 'staff', job: () => book(), verb: 'vendor-information', body: { residential_service_provider_id: 2_000_000_000 }, status: 422, code: 'provider_not_offered', field: 'residential_service_provider_id' },
  // Removal reasons: the spec's ten, in the api's spelling.
  { name: 'an unknown removal reason', who: 'manager', job: () => held(true), verb: 'remove-vendor', body: { reason: 'lazy' }, status: 400, code: 'invalid_input', field: 'reason' },
  { name: 'a removal reason in the gateway\'s spelling', who: 'staff', job: () => held(true), verb: 'remove-vendor', body: { reason: 'NO_SHOW' }, status: 400, code: 'invalid_input', field: 'reason' },
  { name: 'no removal reason', who: 'manager', job: () => held(true), verb: 'remove-vendor', body: { note: 'Gone' }, status: 400, code: 'invalid_input', field: 'reason' },
  { name: 'a removal reason that is a number', who: 'manager', job: () => held(true), verb: 'remove-vendor', body: { reason: 3 }, status: 400, code: 'invalid_input', field: 'reason' },
  // Others on the same routes.
  { name: 'a status that is not one', who: 'vendor', job: () => held(true), verb: 'status', body: { status: 'DONE' }, status: 400, code: 'invalid_input', field: 'status' },
  { name: 'a checklist item without its name', who: 'vendor', job: () => held(true), verb: 'status', body: { status: 'SUBMITTED_PENDING_QA', checklist: [{ done: true }] }, status: 400, code: 'invalid_input', field: 'checklist.0.item' },
  { name: 'a price in dollars text', who: 'manager', job: () => book(), verb: 'pricing', body: { price_cents: '150.00' }, status: 400, code: 'invalid_input', field: 'price_cents' },
  { name: 'a price in fractions of a cent', who: 'manager', job: () => book(), verb: 'pricing', body: { price_cents: 150.5 }, status: 400, code: 'invalid_input', field: 'price_cents' },
  { name: 'a cancel note of 3,000 characters', who: 'manager', job: () => book(), verb: 'cancel', body: { note: 'x'.repeat(3000) }, status: 400, code: 'invalid_input', field: 'note' },
];

describe('bad input to a job answers 4xx naming the field', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.status} ${c.code} (${c.field})`, async () => {
      const id = await c.job();
      const before = (await call('GET', `/service-activities/${id}`, 'staff')).json();
      const error = await errorOf(await call('POST', `/service-activities/${id}/${c.verb}`, c.who, c.body));
      expect(error).toMatchObject({ status: c.status, code: c.code, fields: { [c.field]: expect.any(String) } });
      // Refused means unchanged.
      const after = (await call('GET', `/service-activities/${id}`, 'staff')).json();
      expect({ status: after.status, start: after.scheduled_start, holder: after.holder }).toEqual({ status: before.status, start: before.scheduled_start, holder: before.holder });
    });
  }

  it('names the opening hours and the zone in the message, where the vendor reads them', async () => {
    const error = await errorOf(await call('POST', `/service-activities/${await held()}/schedule`, 'vendor', window(day, '03:00', '04:00')));
    expect(error.fields!.scheduled_start).toMatch(/08:00-18:00.*America\/New_York/);
  });

  it('a vendor cannot take a job of a category it does not serve: 404, the job stays open and unseen', async () => {
    const id = await book(painting);
    const res = await call('POST', `/service-activities/${id}/accept`, 'vendor');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.body).not.toContain('ZEBRA-7781');
    expect((await call('GET', `/service-activities/${id}`, 'staff')).json()).toMatchObject({ status: 'REQUESTED', holder: null });
  });

  it('a vendor that stops serving a category is no longer offered its open jobs', async () => {
    const id = await book();
    expect((await call('GET', `/service-activities/${id}`, 'vendor2')).statusCode).toBe(200);
    await api.call('PATCH', `/residential-service-providers/${morgan}`, { token: tokens.vendor2, body: { service_categories: ['small_repairs'] } });
    expect((await call('POST', `/service-activities/${id}/accept`, 'vendor2')).statusCode).toBe(404);
  });
});

describe('an expired insurance document answers 422 naming expires_on', () => {
  const cases: Array<[string, string, number, string]> = [
    ['expired yesterday', dayFromNow(-1), 422, 'document_expired'],
    ['expiring today', dayFromNow(0), 422, 'document_expired'],
    ['expired years ago', '1999-12-31', 422, 'document_expired'],
    ['a day that does not exist', '2027-02-30', 400, 'invalid_input'],
    ['not a date', 'next year', 400, 'invalid_input'],
  ];
  for (const [name, expiresOn, status, code] of cases) {
    it(`${name} (${expiresOn}): ${status} ${code}`, async () => {
      const error = await errorOf(await handInDocument(api, tokens.vendor!, lopez, 'insurance_certificate', expiresOn));
      expect(error).toMatchObject({ status, code, fields: { expires_on: expect.any(String) } });
    });
  }

  it('keeps the current certificate: the company stays onboarded', async () => {
    await handInDocument(api, tokens.vendor!, lopez, 'insurance_certificate', dayFromNow(-1));
    const docs = (await api.call('GET', `/residential-service-providers/${lopez}/documents`, { token: tokens.vendor })).json().results as Array<{ document_kind: string; expired: boolean }>;
    expect(docs.find((d) => d.document_kind === 'insurance_certificate')).toMatchObject({ expired: false });
    expect((await api.call('GET', `/residential-service-providers/${lopez}`, { token: tokens.vendor })).json()).toMatchObject({ onboarding_steps_missing: [] });
  });
});
