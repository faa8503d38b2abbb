import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { signConnectState } from '../../api/routes/payout-accounts/connect-state.js';
import { fileSigningSecret } from '../../api/uploads/file-links.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { registerUser } from './auth-helpers.js';
import {
  connectPayoutAccount, dayFromNow, errorOf, handInDocument, providerBody, serviceTypeId, type Activity,
} from './service-marketplace-helpers.js';
import { uploadSample } from './uploads-helpers.js';

/** Issue 14: a vendor's paperwork, payout account, onboarding, payout; regions and time zones (docs/vendors.md). */
let api: TestApi;
const tokens: Record<string, string> = {};
let home: number;
let region: string;
let inspection: number;
let lopez: number; // vendor's company (owner: Vera)
let okafor: number; // vendor2's company: a new vendor's, nothing handed in (the seeded demo company is onboarded)

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, body?: unknown) => api.call(method, url, { token: tokens[who], body });
const db = () => api.deps.database.db;
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db(), q))[0]!;

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['manager', 'vendor', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  tokens.vendor2 = (await registerUser(api, 'vendor')).token;
  tokens.guest = await api.guestToken();
  ({ id: home, region } = await one<{ id: number; region: string }>(sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(api.deps, 'manager')} AND b.region IS NOT NULL ORDER BY b.id LIMIT 1`));
  inspection = await serviceTypeId(api, 'initial_property_inspection');
  lopez = (await call('POST', '/residential-service-providers', 'vendor', providerBody(region))).json().id;
  const created = await call('POST', '/residential-service-providers', 'vendor2', providerBody(region, { name: 'Okafor Repairs' }));
  if (created.statusCode !== 201) throw new Error(`provider: ${created.statusCode} ${created.body}`);
  okafor = created.json().id;
});
afterAll(() => api.close());

const book = async (price = 15_000): Promise<Activity> => {
  const res = await call('POST', '/service-activities', 'manager', { building_id: home, service_type_id: inspection, access_requirement: 'no_access_needed', price_cents: price });
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return res.json() as Activity;
};
const provider = async (id: number) => (await call('GET', `/residential-service-providers/${id}`, 'staff')).json();

describe('provider documents: insurance certificate and W-9', () => {
  it('bad input names the field: no or past expiry, a W-9 with one, unknown kind, a file not yours or of another purpose', async () => {
    const post = (body: unknown, who = 'vendor') => call('POST', `/residential-service-providers/${lopez}/documents`, who, body);
    const file = await uploadSample(api, tokens.vendor!, 'service_provider_document', 'pdf');
    expect(await errorOf(await post({ document_kind: 'insurance_certificate', file_id: file }))).toMatchObject({ status: 400, fields: { expires_on: expect.stringContaining('expires') } });
    expect(await errorOf(await post({ document_kind: 'insurance_certificate', file_id: file, expires_on: dayFromNow(-1) })))
      .toMatchObject({ status: 422, code: 'document_expired', fields: { expires_on: expect.stringContaining('expired') } });
    expect(await errorOf(await post({ document_kind: 'insurance_certificate', file_id: file, expires_on: dayFromNow(0) }))).toMatchObject({ status: 422, code: 'document_expired' });
    expect(await errorOf(await post({ document_kind: 'insurance_certificate', file_id: file, expires_on: '2027-02-30' }))).toMatchObject({ status: 400, fields: { expires_on: expect.any(String) } });
    expect(await errorOf(await post({ document_kind: 'w9', file_id: file, expires_on: dayFromNow(30) }))).toMatchObject({ status: 400, fields: { expires_on: expect.stringContaining('W-9') } });
    expect(await errorOf(await post({ document_kind: 'passport', file_id: file }))).toMatchObject({ status: 400, fields: { document_kind: expect.any(String) } });
    const theirs = await uploadSample(api, tokens.vendor2!, 'service_provider_document', 'pdf');
    expect(await errorOf(await post({ document_kind: 'w9', file_id: theirs }))).toMatchObject({ status: 400, fields: { file_id: expect.any(String) } });
    const otherPurpose = await uploadSample(api, tokens.vendor!, 'identity_document', 'pdf');
    expect(await errorOf(await post({ document_kind: 'w9', file_id: otherPurpose }))).toMatchObject({ status: 400, fields: { file_id: expect.any(String) } });
    expect((await call('GET', `/residential-service-providers/${lopez}/documents`, 'vendor')).json().results).toEqual([]);
  });

  it('role matrix: the company\'s owner and staff hand in; its people and staff read; another vendor and managers 404; guests 401', async () => {
    const insurance = await handInDocument(api, tokens.vendor!, lopez, 'insurance_certificate', dayFromNow(200));
    expect(insurance.statusCode).toBe(201);
    expect(insurance.json()).toMatchObject({ document_kind: 'insurance_certificate', expires_on: dayFromNow(200), expired: false, file_name: 'sample.pdf' });
    expect((await handInDocument(api, tokens.vendor2!, lopez, 'w9')).statusCode).toBe(404);
    expect((await handInDocument(api, tokens.staff!, lopez, 'w9')).statusCode).toBe(201);
    const manager = await uploadSample(api, tokens.manager!, 'service_provider_document', 'pdf');
    expect((await call('POST', `/residential-service-providers/${lopez}/documents`, 'manager', { document_kind: 'w9', file_id: manager })).statusCode).toBe(404);
    expect((await call('POST', `/residential-service-providers/${lopez}/documents`, 'guest', { document_kind: 'w9', file_id: manager })).statusCode).toBe(401);
    const read = (who: string) => call('GET', `/residential-service-providers/${lopez}/documents`, who);
    expect(((await read('vendor')).json().results as Array<{ document_kind: string }>).map((d) => d.document_kind)).toEqual(['insurance_certificate', 'w9']);
    expect((await read('staff')).statusCode).toBe(200);
    expect((await read('vendor2')).statusCode).toBe(404);
    expect((await read('manager')).statusCode).toBe(404);
    expect((await read('guest')).statusCode).toBe(401);
    const download = await api.app.inject({ method: 'GET', url: (await read('vendor')).json().results[0].download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('a member of the company reads its documents and payout account; only the owner hands in or connects (403)', async () => {
    const grace = await demoUserId(api.deps, 'guarantor');
    await db().execute(sql`UPDATE users SET roles = array_append(roles, 'vendor') WHERE id = ${grace}`);
    await db().execute(sql`INSERT INTO residential_service_provider_users (residential_service_provider_id, user_id, provider_role)
      VALUES (${lopez}, ${grace}, 'member')`);
    tokens.member = await tokenFor(api.deps, 'guarantor', 'vendor');
    expect((await call('GET', `/residential-service-providers/${lopez}/documents`, 'member')).statusCode).toBe(200);
    expect((await call('GET', `/residential-service-providers/${lopez}/payout-account`, 'member')).statusCode).toBe(200);
    expect(await errorOf(await handInDocument(api, tokens.member!, lopez, 'w9'))).toMatchObject({ status: 403 });
    expect((await call('POST', `/residential-service-providers/${lopez}/payout-account`, 'member')).statusCode).toBe(403);
    expect((await call('POST', `/residential-service-providers/${lopez}/onboarding-completion`, 'member')).statusCode).toBe(422);
  });

  it('a new document replaces the current one of its kind; the old one is kept as replaced', async () => {
    expect((await handInDocument(api, tokens.vendor!, lopez, 'w9')).statusCode).toBe(201);
    const kept = await one<{ current: number; replaced: number }>(sql`SELECT count(*) FILTER (WHERE replaced_at IS NULL)::int AS current,
      count(*) FILTER (WHERE replaced_at IS NOT NULL)::int AS replaced FROM residential_service_provider_documents
      WHERE residential_service_provider_id = ${lopez} AND document_kind = 'w9'`);
    expect(kept).toEqual({ current: 1, replaced: 1 });
  });
});

describe('payout account and onboarding completion', () => {
  it('onboarding-completion names each missing step; the payout account is the last', async () => {
    expect(await errorOf(await call('POST', `/residential-service-providers/${okafor}/onboarding-completion`, 'vendor2')))
      .toMatchObject({ status: 422, code: 'onboarding_incomplete', fields: { insurance_certificate: expect.any(String), w9: expect.any(String), payout_account: expect.any(String) } });
    const lopezMissing = await errorOf(await call('POST', `/residential-service-providers/${lopez}/onboarding-completion`, 'vendor'));
    expect(lopezMissing).toMatchObject({ status: 422, code: 'onboarding_incomplete' });
    expect(Object.keys(lopezMissing.fields!)).toEqual(['payout_account']);
    expect(await provider(lopez)).toMatchObject({ service_provider_onboarding_completed_at: null, onboarding_steps_missing: ['payout_account'] });
    for (const who of ['vendor2', 'manager']) expect((await call('POST', `/residential-service-providers/${lopez}/onboarding-completion`, who)).statusCode).toBe(404);
    expect((await call('POST', `/residential-service-providers/${lopez}/onboarding-completion`, 'guest')).statusCode).toBe(401);
  });

  it('role matrix of the payout account: the owner connects; its people and staff read; others 404, 403 or 401', async () => {
    const link = (who: string) => call('POST', `/residential-service-providers/${lopez}/payout-account`, who);
    expect((await link('vendor2')).statusCode).toBe(404);
    expect((await link('manager')).statusCode).toBe(403);
    expect((await link('staff')).statusCode).toBe(403);
    expect((await link('guest')).statusCode).toBe(401);
    const read = (who: string) => call('GET', `/residential-service-providers/${lopez}/payout-account`, who);
    expect((await read('vendor')).json()).toEqual({ account_id: null, onboarding_started_at: null, connected_at: null });
    for (const [who, status] of [['staff', 200], ['vendor2', 404], ['manager', 404], ['guest', 401]] as const) expect((await read(who)).statusCode).toBe(status);
    // A manager's state (another scope) for the same number, or a tampered one, connects nothing.
    const managerState = signConnectState(fileSigningSecret(api.deps.config), lopez);
    expect((await api.app.inject({ method: 'GET', url: `/v20/test-payments/provider-connect/${managerState}` })).statusCode).toBe(404);
    const connected = await connectPayoutAccount(api, tokens.vendor!, lopez);
    expect(connected.statusCode).toBe(302);
    expect(connected.headers.location).toBe('/vendor/onboard?payout_connected=1');
    expect((await read('vendor')).json()).toMatchObject({ account_id: expect.stringMatching(/^acct_test_/), connected_at: expect.any(String) });
    const done = await call('POST', `/residential-service-providers/${lopez}/onboarding-completion`, 'vendor');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ service_provider_onboarding_completed_at: expect.any(String), onboarding_steps_missing: [] });
  });
});

describe('expired insurance', () => {
  it('blocks accepting new jobs (422 naming insurance_certificate) and the onboarding, until a current certificate is handed in', async () => {
    const job = await book();
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).json()).toMatchObject({ viewer_may: ['accept'] });
    await db().execute(sql`UPDATE residential_service_provider_documents SET expires_on = current_date - 1
      WHERE residential_service_provider_id = ${lopez} AND document_kind = 'insurance_certificate' AND replaced_at IS NULL`);
    expect(await errorOf(await call('POST', `/service-activities/${job.id}/accept`, 'vendor')))
      .toMatchObject({ status: 422, code: 'insurance_not_current', fields: { insurance_certificate: expect.stringContaining('expired') } });
    expect(await errorOf(await call('POST', `/service-activities/${job.id}/vendor-information`, 'staff', { residential_service_provider_id: lopez })))
      .toMatchObject({ status: 422, fields: { insurance_certificate: expect.any(String) } });
    expect((await call('GET', `/residential-service-providers/${lopez}/documents`, 'vendor')).json().results[0]).toMatchObject({ expired: true });
    expect(await errorOf(await call('POST', `/residential-service-providers/${lopez}/onboarding-completion`, 'vendor')))
      .toMatchObject({ status: 422, fields: { insurance_certificate: expect.stringContaining('expired') } });
    expect(await provider(lopez)).toMatchObject({ service_provider_onboarding_completed_at: null, onboarding_steps_missing: ['insurance_certificate'] });
    expect((await call('POST', `/service-activities/${job.id}/accept`, 'vendor')).statusCode).toBe(404); // no longer offered
    expect((await handInDocument(api, tokens.vendor!, lopez, 'insurance_certificate', dayFromNow(365))).statusCode).toBe(201);
    expect((await call('POST', `/service-activities/${job.id}/accept`, 'vendor')).statusCode).toBe(200);
  });
});

/** A job accepted by `who` and approved: straight to SUBMITTED_VENDOR_COMPLETE (the steps between are tested elsewhere). */
async function approvedJob(who: string, price: number): Promise<number> {
  const job = await book(price);
  const accepted = await call('POST', `/service-activities/${job.id}/accept`, who);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  await db().execute(sql`UPDATE service_activities SET status = 'SUBMITTED_VENDOR_COMPLETE', scheduled_start = now() - interval '2 hours',
    scheduled_end = now() - interval '1 hour', submitted_at = now() WHERE id = ${job.id}`);
  return job.id;
}

const payoutsOf = (activityId: number) => rows<{ residential_service_provider_id: number; amount_cents: number; status: string; provider_payout_id: string | null;
  ledger_item_type: string; charge_type: string }>(db(), sql`SELECT residential_service_provider_id, amount_cents::int AS amount_cents, status,
    provider_payout_id, ledger_item_type, charge_type FROM residential_service_provider_payouts WHERE source_key = ${`service-activity:${activityId}:vendor-payout`}`);

describe('the vendor\'s payout', () => {
  it('paying a job pays its holder once, under 20 concurrent retries, beside the manager\'s one charge', async () => {
    const id = await approvedJob('vendor', 20_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/service-activities/${id}/payment`, 'staff')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await call('POST', `/service-activities/${id}/payment`, 'staff')).statusCode).toBe(200);
    expect(await payoutsOf(id)).toEqual([{
      residential_service_provider_id: lopez, amount_cents: 20_000, status: 'paid', provider_payout_id: expect.stringMatching(/^po_test_/),
      ledger_item_type: 'residential service payment', charge_type: 'residential service payment',
    }]);
    const charges = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE posting_key = ${`service-activity:${id}:manager-charge`}`);
    expect(charges.n).toBe(1);
  });

  it('a job priced 0 pays nothing', async () => {
    const id = await approvedJob('vendor', 0);
    expect((await call('POST', `/service-activities/${id}/payment`, 'staff')).statusCode).toBe(200);
    expect(await payoutsOf(id)).toEqual([]);
  });

  it('without a connected account the payout waits, and is sent once the company connects one', async () => {
    // Okafor: onboarded before payout accounts were required (set directly), insurance current.
    expect((await handInDocument(api, tokens.vendor2!, okafor, 'insurance_certificate', dayFromNow(90))).statusCode).toBe(201);
    await db().execute(sql`UPDATE residential_service_providers SET service_provider_onboarding_completed_at = now() WHERE id = ${okafor}`);
    const id = await approvedJob('vendor2', 7_500);
    await Promise.all(Array.from({ length: 5 }, () => call('POST', `/service-activities/${id}/payment`, 'staff')));
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ residential_service_provider_id: okafor, status: 'awaiting_payout_account', provider_payout_id: null })]);
    expect((await connectPayoutAccount(api, tokens.vendor2!, okafor)).statusCode).toBe(302);
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ amount_cents: 7_500, status: 'paid', provider_payout_id: expect.stringMatching(/^po_test_/) })]);
    expect((await connectPayoutAccount(api, tokens.vendor2!, okafor)).statusCode).toBe(302);
    expect(await payoutsOf(id)).toHaveLength(1);
  });

  it('GET /payouts lists the company\'s payouts newest first, paged, to its people and staff only', async () => {
    const first = await approvedJob('vendor', 12_300);
    const second = await approvedJob('vendor', 4_500);
    for (const id of [first, second]) expect((await call('POST', `/service-activities/${id}/payment`, 'staff')).statusCode).toBe(200);
    const url = `/residential-service-providers/${lopez}/payouts`;
    const page = await call('GET', `${url}?limit=1`, 'vendor');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().results).toEqual([expect.objectContaining({ service_activity_id: second, amount_cents: 4_500, status: 'paid', city: expect.any(String) })]);
    expect(page.json().results[0]).not.toHaveProperty('street');
    const next = await call('GET', `${url}?limit=1&cursor=${encodeURIComponent(page.json().next_cursor)}`, 'vendor');
    expect(next.json().results.map((p: { service_activity_id: number }) => p.service_activity_id)).toEqual([first]);
    // The amount is the job's price, the one charged to the manager.
    const charge = await one<{ amount_cents: number }>(sql`SELECT amount_cents::int AS amount_cents FROM ledger_entries WHERE posting_key = ${`service-activity:${first}:manager-charge`}`);
    expect(charge.amount_cents).toBe(-12_300);
    expect((await call('GET', url, 'staff')).statusCode).toBe(200);
    for (const who of ['vendor2', 'manager']) expect((await call('GET', url, who)).statusCode).toBe(404);
    expect((await call('GET', url, 'guest')).statusCode).toBe(401);
    expect((await call('GET', `${url}?cursor=nonsense`, 'vendor')).statusCode).toBe(400);
  });
});

describe('GET /tenant-sales-regions', () => {
  it('anyone gets the city pages with their cities and time zones', async () => {
    for (const who of ['vendor', 'vendor2', 'manager', 'staff', 'guest']) expect((await call('GET', '/tenant-sales-regions', who)).statusCode).toBe(200);
    const res = await api.call('GET', '/tenant-sales-regions');
    expect(res.statusCode).toBe(200);
    const regions = res.json().results as Array<{ slug: string; title: string; time_zone: string; cities: string[] }>;
    expect(regions.map((r) => r.title)).toEqual(expect.arrayContaining(['Atlanta', 'Charlotte', 'Durham', 'Raleigh']));
    expect(regions.find((r) => r.slug === 'nc/durham')).toMatchObject({ time_zone: 'America/New_York', cities: ['Durham'] });
    expect(regions.find((r) => r.slug === 'tx/austin')).toMatchObject({ time_zone: 'America/Chicago' });
    expect(regions.map((r) => r.slug)).toContain(region);
  });
});

describe('POST /geocoding/timezone', () => {
  const zone = (body: unknown, who = 'vendor') => call('POST', '/geocoding/timezone', who, body);

  it('answers a region, a city or a point from the local table, to anyone signed in', async () => {
    expect((await zone({ region: 'ga/atlanta' })).json()).toEqual({ time_zone: 'America/New_York', region: 'ga/atlanta', city: null });
    expect((await zone({ city: 'San Antonio', state: 'TX' }, 'manager')).json()).toEqual({ time_zone: 'America/Chicago', region: 'tx/san-antonio', city: 'San Antonio' });
    expect((await zone({ latitude: 36.1, longitude: -80.25 }, 'staff')).json()).toMatchObject({ time_zone: 'America/New_York', region: 'triad', city: 'Winston Salem' });
    expect((await zone({ latitude: 32.75, longitude: -97.33 }, 'vendor2')).json()).toMatchObject({ time_zone: 'America/Chicago', region: 'dallas-fort-worth' });
    expect((await zone({ region: 'nc/raleigh' }, 'guest')).statusCode).toBe(401);
    expect((await api.call('POST', '/geocoding/timezone', { body: { region: 'nc/raleigh' } })).statusCode).toBe(401);
  });

  it('an unknown place is 422 naming the field; malformed input 400 naming it', async () => {
    expect(await errorOf(await zone({ region: 'fr/paris' }))).toMatchObject({ status: 422, code: 'unknown_location', fields: { region: expect.stringContaining('nc/durham') } });
    expect(await errorOf(await zone({ city: 'Boise' }))).toMatchObject({ status: 422, code: 'unknown_location', fields: { city: expect.any(String) } });
    expect(await errorOf(await zone({ city: 'Austin', state: 'GA' }))).toMatchObject({ status: 422, fields: { city: expect.any(String) } });
    expect(await errorOf(await zone({ latitude: 40.71, longitude: -74.0 }))).toMatchObject({ status: 422, code: 'unknown_location', fields: { latitude: expect.any(String) } });
    expect(await errorOf(await zone({}))).toMatchObject({ status: 400, fields: { region: expect.any(String) } });
    expect(await errorOf(await zone({ latitude: 95, longitude: 0 }))).toMatchObject({ status: 400, fields: { latitude: expect.any(String) } });
    expect(await errorOf(await zone({ latitude: 35 }))).toMatchObject({ status: 400, fields: { longitude: expect.any(String) } });
    expect(await errorOf(await zone({ region: 'nc/durham', city: 'Durham' }))).toMatchObject({ status: 400, fields: { region: expect.any(String) } });
  });
});
