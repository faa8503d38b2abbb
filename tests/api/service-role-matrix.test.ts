import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { operationsOf } from './hostile-input-helpers.js';
import {
  finishOnboarding, handInDocument, providerBody, serviceTypeId, tomorrowWindow, uploadJobPhoto, visitStarted,
} from './service-marketplace-helpers.js';
import { registerUser } from './auth-helpers.js';
import { uploadSample } from './uploads-helpers.js';

/**
 * Issue 14 "Tests": every route of the vendor marketplace against the eight parties
 * of a job, the exact status each gets, and that nobody's answer carries what they
 * must not see (the home's street, the access notes, the pay). docs/vendors.md
 * "Who sees what" is the rule: another vendor, another manager and another tenant
 * learn nothing (404), a party who sees the job but may not act on it gets 403.
 */
const PARTIES = ['holder', 'vendor2', 'manager', 'manager2', 'tenant', 'tenant2', 'staff', 'guest'] as const;
type Party = (typeof PARTIES)[number];
/** The statuses of one row, in the order of PARTIES. */
type Statuses = [number, number, number, number, number, number, number, number];

const NOTES = 'Lockbox behind the shed, code ZEBRA-7781';
const PRICE = 13_579;

let api: TestApi;
const tokens: Partial<Record<Party, string>> = {};
let home: number;
let street: string;
let region: string;
let inspection: number;
let lopez: number; // the holder's company
let morgan: number; // the other vendor's company
let inviteSeq = 0;
let holderPhoto: string; // the holder's upload for the hand-in row

beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.database.db;
  tokens.holder = await tokenFor(api.deps, 'vendor');
  tokens.vendor2 = await tokenFor(api.deps, 'multi', 'vendor');
  for (const key of ['manager', 'manager2', 'tenant', 'tenant2', 'staff'] as const) tokens[key] = await tokenFor(api.deps, key);
  const pick = async (key: string) => (await rows<{ id: number; region: string; street: string }>(db, sql`SELECT b.id, b.region, b.street FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(api.deps, key)} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`))[0]!;
  ({ id: home, region, street } = await pick('manager'));
  await makeResident(api.deps, await demoUserId(api.deps, 'tenant'), home);
  await makeResident(api.deps, await demoUserId(api.deps, 'tenant2'), (await pick('manager2')).id);
  inspection = await serviceTypeId(api, 'initial_property_inspection');
  const created = await api.call('POST', '/residential-service-providers', { token: tokens.holder, body: providerBody(region) });
  lopez = created.json().id;
  await finishOnboarding(api, tokens.holder!, lopez);
  holderPhoto = await uploadJobPhoto(api, tokens.holder!);
  // The other vendor: onboarded, same categories and region, so the open job is offered to it too.
  morgan = (await api.call('GET', '/residential-service-providers', { token: tokens.vendor2 })).json().results[0].id;
  await api.call('PATCH', `/residential-service-providers/${morgan}`, { token: tokens.vendor2, body: providerBody(region, { name: 'Morgan Fix-It' }) });
  await finishOnboarding(api, tokens.vendor2!, morgan);
});
afterAll(() => api.close());

const act = async (id: number, verb: string, who: Party, body: unknown = {}) => {
  const res = await api.call('POST', `/service-activities/${id}/${verb}`, { token: tokens[who], body });
  if (res.statusCode !== 200) throw new Error(`${verb} by ${who}: ${res.statusCode} ${res.body}`);
};

/** The job in each state the routes act on; a fresh one per call that may change it. */
const jobs = {
  open: async () => {
    const res = await api.call('POST', '/service-activities', {
      token: tokens.manager,
      body: { building_id: home, service_type_id: inspection, access_requirement: 'none_vendor_direct_access', access_notes: NOTES, price_cents: PRICE },
    });
    if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  },
  held: async () => {
    const id = await jobs.open();
    await act(id, 'accept', 'holder');
    return id;
  },
  scheduled: async () => {
    const id = await jobs.held();
    await act(id, 'schedule', 'holder', tomorrowWindow());
    return id;
  },
  started: async () => {
    const id = await jobs.scheduled();
    await visitStarted(api, id);
    return id;
  },
  pendingQa: async () => {
    const id = await jobs.started();
    await act(id, 'status', 'holder', { status: 'SUBMITTED_PENDING_QA', note: 'All fine', photo_file_ids: [await uploadJobPhoto(api, tokens.holder!)] });
    return id;
  },
  approved: async () => {
    const id = await jobs.pendingQa();
    await act(id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE' });
    return id;
  },
};

interface Request { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown }
interface Row {
  /** The route as /openapi.json names it. */
  route: string;
  /** What the call is about, when one route has several rows. */
  on?: string;
  /** Builds the request for one party (fresh state where the call may change it). */
  request: (party: Party) => Promise<Request>;
  expect: Statuses;
  /** Parties the call makes the job's holder (a fresh job each): they see the home in the answer. */
  takes?: Party[];
}

const activityRow = (route: string, on: keyof typeof jobs, verb: string | null, expected: Statuses, body: unknown = {}, takes: Party[] = []): Row => ({
  route, on, expect: expected, takes,
  request: async () => {
    const id = await jobs[on]();
    return verb === null ? { method: 'GET', url: `/service-activities/${id}` } : { method: 'POST', url: `/service-activities/${id}/${verb}`, body };
  },
});

/** Reads share one job per state (a read changes nothing). */
const shared = new Map<string, Promise<number>>();
const sharedJob = (on: keyof typeof jobs) => {
  if (!shared.has(on)) shared.set(on, jobs[on]());
  return shared.get(on)!;
};

const ownUpload = async (party: Party) => uploadSample(api, tokens[party === 'staff' ? 'staff' : 'holder']!, 'service_provider_document', 'pdf');

//            holder vendor2 manager manager2 tenant tenant2 staff guest
const ROWS: Row[] = [
  { route: 'GET /service-types', request: async () => ({ method: 'GET', url: '/service-types' }), expect: [200, 200, 200, 200, 200, 200, 200, 401] },
  { route: 'GET /tenant-sales-regions', request: async () => ({ method: 'GET', url: '/tenant-sales-regions' }), expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /geocoding/timezone', request: async () => ({ method: 'POST', url: '/geocoding/timezone', body: { region } }), expect: [200, 200, 200, 200, 200, 200, 200, 401] },
  {
    route: 'GET /test-payments/provider-connect/{state}', on: 'the company owner\'s link (the link is the credential)',
    request: async () => {
      const link = await api.call('POST', `/residential-service-providers/${lopez}/payout-account`, { token: tokens.holder });
      return { method: 'GET', url: (link.json().url as string).replace(/^\/v20/, '') };
    },
    expect: [302, 302, 302, 302, 302, 302, 302, 302],
  },
  {
    route: 'GET /test-payments/provider-connect/{state}', on: 'a forged link',
    request: async () => ({ method: 'GET', url: '/test-payments/provider-connect/forged.state' }), expect: [404, 404, 404, 404, 404, 404, 404, 404],
  },
  // Companies: its people and staff; everyone else 404 (nobody learns a company exists).
  { route: 'POST /residential-service-providers', request: async () => ({ method: 'POST', url: '/residential-service-providers', body: providerBody(region) }), expect: [409, 409, 403, 403, 403, 403, 403, 401] },
  { route: 'GET /residential-service-providers', request: async () => ({ method: 'GET', url: '/residential-service-providers' }), expect: [200, 200, 403, 403, 403, 403, 200, 401] },
  { route: 'GET /residential-service-providers/{id}', request: async () => ({ method: 'GET', url: `/residential-service-providers/${lopez}` }), expect: [200, 404, 404, 404, 404, 404, 200, 401] },
  {
    route: 'PATCH /residential-service-providers/{id}', request: async () => ({ method: 'PATCH', url: `/residential-service-providers/${lopez}`, body: { name: 'Lopez Home Services' } }),
    expect: [200, 404, 404, 404, 404, 404, 200, 401],
  },
  {
    route: 'POST /residential-service-providers/{id}/provider-users',
    request: async () => ({ method: 'POST', url: `/residential-service-providers/${lopez}/provider-users`, body: { email: `matrix-${++inviteSeq}@example.com` } }),
    expect: [201, 404, 404, 404, 404, 404, 201, 401],
  },
  {
    route: 'POST /residential-service-providers/accept-invite', on: 'an invitation to someone else',
    request: async () => ({ method: 'POST', url: '/residential-service-providers/accept-invite', body: withoutEmail(await inviteElsewhere()) }),
    expect: [403, 403, 403, 403, 403, 403, 403, 401],
  },
  {
    route: 'POST /residential-service-providers/accept-invite', on: 'a wrong token',
    request: async () => ({ method: 'POST', url: '/residential-service-providers/accept-invite', body: { ...withoutEmail(await inviteElsewhere()), token: 'wrong' } }),
    expect: [404, 404, 404, 404, 404, 404, 404, 401],
  },
  {
    route: 'POST /residential-service-providers/{id}/onboarding-completion', request: async () => ({ method: 'POST', url: `/residential-service-providers/${lopez}/onboarding-completion` }),
    expect: [200, 404, 404, 404, 404, 404, 200, 401],
  },
  {
    route: 'POST /residential-service-providers/{id}/payout-account', request: async () => ({ method: 'POST', url: `/residential-service-providers/${lopez}/payout-account` }),
    expect: [200, 404, 403, 403, 403, 403, 403, 401],
  },
  {
    route: 'GET /residential-service-providers/{id}/payout-account', request: async () => ({ method: 'GET', url: `/residential-service-providers/${lopez}/payout-account` }),
    expect: [200, 404, 404, 404, 404, 404, 200, 401],
  },
  {
    route: 'POST /residential-service-providers/{id}/documents',
    request: async (party) => ({ method: 'POST', url: `/residential-service-providers/${lopez}/documents`, body: { document_kind: 'w9', file_id: await ownUpload(party) } }),
    expect: [201, 404, 404, 404, 404, 404, 201, 401],
  },
  {
    route: 'GET /residential-service-providers/{id}/payouts', request: async () => ({ method: 'GET', url: `/residential-service-providers/${lopez}/payouts` }),
    expect: [200, 404, 404, 404, 404, 404, 200, 401],
  },
  {
    route: 'GET /residential-service-providers/{id}/documents', request: async () => ({ method: 'GET', url: `/residential-service-providers/${lopez}/documents` }),
    expect: [200, 404, 404, 404, 404, 404, 200, 401],
  },
  // Jobs. Lists answer everyone signed in, each with what they may see (checked below).
  { route: 'GET /service-activities', request: async () => ({ method: 'GET', url: '/service-activities?limit=100' }), expect: [200, 200, 200, 200, 200, 200, 200, 401] },
  { route: 'GET /service-activities/requested', request: async () => ({ method: 'GET', url: '/service-activities/requested?limit=100' }), expect: [200, 200, 200, 200, 200, 200, 200, 401] },
  { route: 'GET /service-activities/scheduled', request: async () => ({ method: 'GET', url: '/service-activities/scheduled?limit=100' }), expect: [200, 200, 200, 200, 200, 200, 200, 401] },
  {
    route: 'POST /service-activities', request: async () => ({ method: 'POST', url: '/service-activities', body: { building_id: home, service_type_id: inspection, access_requirement: 'tenants_present', access_notes: NOTES, price_cents: PRICE } }),
    expect: [403, 403, 201, 422, 403, 403, 201, 401],
  },
  { route: 'GET /service-activities/{id}', on: 'an open job', request: async () => ({ method: 'GET', url: `/service-activities/${await sharedJob('open')}` }), expect: [200, 200, 200, 404, 200, 404, 200, 401] },
  { route: 'GET /service-activities/{id}', on: 'a scheduled job', request: async () => ({ method: 'GET', url: `/service-activities/${await sharedJob('scheduled')}` }), expect: [200, 404, 200, 404, 200, 404, 200, 401] },
  // The batch form of the single read: everyone signed in gets 200, with only the jobs they may see (each as its single read shows it).
  { route: 'GET /service-activities/in-full', on: 'an open and a scheduled job', request: async () => ({ method: 'GET', url: `/service-activities/in-full?ids=${await sharedJob('open')},${await sharedJob('scheduled')}` }), expect: [200, 200, 200, 200, 200, 200, 200, 401] },
  activityRow('POST /service-activities/{id}/accept', 'open', 'accept', [200, 200, 403, 403, 403, 403, 403, 401], {}, ['holder', 'vendor2']),
  activityRow('POST /service-activities/{id}/accept', 'held', 'accept', [200, 409, 403, 403, 403, 403, 403, 401]),
  activityRow('POST /service-activities/{id}/pricing', 'open', 'pricing', [403, 403, 200, 404, 403, 404, 200, 401], { price_cents: 20_000 }),
  activityRow('POST /service-activities/{id}/automatic-pricing-type', 'open', 'automatic-pricing-type', [403, 403, 200, 404, 403, 404, 200, 401], { automatic_pricing_type: 'manual' }),
  activityRow('POST /service-activities/{id}/vendor-information', 'open', 'vendor-information', [403, 403, 403, 403, 403, 403, 200, 401], { get residential_service_provider_id() { return lopez; } }),
  activityRow('POST /service-activities/{id}/schedule', 'held', 'schedule', [200, 404, 403, 404, 403, 404, 200, 401], tomorrowWindow()),
  activityRow('POST /service-activities/{id}/reschedule', 'scheduled', 'reschedule', [200, 404, 403, 404, 403, 404, 200, 401], tomorrowWindow(2)),
  activityRow('POST /service-activities/{id}/unschedule', 'scheduled', 'unschedule', [200, 404, 200, 404, 403, 404, 200, 401]),
  activityRow('POST /service-activities/{id}/cancel', 'scheduled', 'cancel', [403, 404, 200, 404, 403, 404, 200, 401]),
  // One photo of the holder's: only the holder's call uses it (the others are refused before the photos are looked at).
  activityRow('POST /service-activities/{id}/status', 'started', 'status', [200, 404, 403, 404, 403, 404, 403, 401],
    { status: 'SUBMITTED_PENDING_QA', note: 'All fine', get photo_file_ids() { return [holderPhoto]; } }),
  activityRow('POST /service-activities/{id}/on-my-way', 'scheduled', 'on-my-way', [200, 404, 403, 404, 403, 404, 403, 401], { eta_minutes: 15 }),
  activityRow('POST /service-activities/{id}/status', 'pendingQa', 'status', [403, 404, 200, 404, 403, 404, 200, 401], { status: 'SUBMITTED_VENDOR_COMPLETE' }),
  activityRow('POST /service-activities/{id}/payment', 'approved', 'payment', [403, 403, 403, 403, 403, 403, 200, 401]),
  activityRow('POST /service-activities/{id}/remove-vendor', 'scheduled', 'remove-vendor', [403, 404, 200, 404, 403, 404, 200, 401], { reason: 'no_show' }),
  { route: 'GET /residential-service-providers/{id}/invites', request: async () => ({ method: 'GET', url: `/residential-service-providers/${lopez}/invites` }), expect: [200, 404, 404, 404, 404, 404, 200, 401] },
  {
    route: 'DELETE /residential-service-providers/{id}/invites/{invite_id}', on: 'a fresh invitation each',
    request: async () => ({ method: 'DELETE', url: `/residential-service-providers/${lopez}/invites/${(await inviteElsewhere()).invite_id}` }),
    expect: [204, 404, 404, 404, 404, 404, 204, 401],
  },
  {
    route: 'DELETE /residential-service-providers/{id}/provider-users/{user_id}', on: 'a fresh member each',
    request: async () => ({ method: 'DELETE', url: `/residential-service-providers/${lopez}/provider-users/${await freshMember()}` }),
    expect: [204, 404, 404, 404, 404, 404, 204, 401],
  },
];

const withoutEmail = ({ email: _email, ...invite }: { invite_id: number; token: string; email: string }) => invite;

/** Someone who joined the holder's company through an invitation: their user id. */
async function freshMember(): Promise<number> {
  const invite = await inviteElsewhere();
  const person = await registerUser(api, 'vendor', { email: invite.email });
  const accepted = await api.call('POST', '/residential-service-providers/accept-invite', { token: person.token, body: { invite_id: invite.invite_id, token: invite.token } });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return person.userId;
}

/** An open invitation of the holder's company to an address none of the parties has. */
async function inviteElsewhere(): Promise<{ invite_id: number; token: string; email: string }> {
  const email = `elsewhere-${++inviteSeq}@example.com`;
  const sent = await api.call('POST', `/residential-service-providers/${lopez}/provider-users`, { token: tokens.holder, body: { email } });
  if (sent.statusCode !== 201) throw new Error(`invite: ${sent.statusCode} ${sent.body}`);
  const [mail] = await rows<{ body: string }>(api.deps.database.db, sql`SELECT body FROM outbox_messages WHERE to_email = ${email} ORDER BY id DESC LIMIT 1`);
  const link = new URL(mail!.body.split('\n').at(-1)!, 'http://x');
  return { invite_id: Number(link.searchParams.get('invite_id')), token: link.searchParams.get('token')!, email };
}

/**
 * What a party's answer must never carry, whatever the status: the street and the
 * access notes reach only the home's manager, staff and the vendor holding the job;
 * the pay only them and the vendors it is offered to. A refusal carries none of it.
 */
function leaks(party: Party, status: number, body: string, takes: Party[] = []): string[] {
  const found: string[] = [];
  const refused = status >= 400;
  const seesHome = !refused && ['holder', 'manager', 'staff', ...takes].includes(party);
  const seesPay = !refused && ['holder', 'vendor2', 'manager', 'staff'].includes(party);
  if (!seesHome && body.includes(street)) found.push('street');
  if (!seesHome && body.includes('ZEBRA-7781')) found.push('access notes');
  if (!seesPay && body.includes(String(PRICE))) found.push('price');
  return found;
}

describe('the role matrix of the vendor marketplace', () => {
  it('has a row for every vendor marketplace route of /openapi.json', async () => {
    const marketplace = /^\/(service-types|residential-service-providers|service-activities|tenant-sales-regions|geocoding\/timezone|test-payments\/provider-connect)/;
    const routes = (await operationsOf(api)).filter((op) => marketplace.test(op.path)).map((op) => `${op.method} ${op.path}`);
    expect(routes.length).toBeGreaterThan(25);
    expect([...new Set(ROWS.map((r) => r.route))].sort()).toEqual([...new Set(routes)].sort());
  });

  for (const row of ROWS) {
    it(`${row.route}${row.on ? ` (${row.on})` : ''}: ${row.expect.join(' ')}`, async () => {
      const statuses: number[] = [];
      const leaked: string[] = [];
      for (const party of PARTIES) {
        const req = await row.request(party);
        const res = await api.call(req.method, req.url, { token: tokens[party], body: req.body });
        statuses.push(res.statusCode);
        if (res.statusCode >= 500) leaked.push(`${party}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        for (const what of leaks(party, res.statusCode, res.body, row.takes)) leaked.push(`${party} (${res.statusCode}) sees the ${what}`);
      }
      expect(statuses, PARTIES.join(' ')).toEqual(row.expect);
      expect(leaked).toEqual([]);
    });
  }
});

describe('what the lists and a job show each party', () => {
  it('lists: only the holder, the home\'s manager, its tenant and staff find a held job; the other vendor finds it only while open', async () => {
    const open = await jobs.open();
    const held = await jobs.scheduled();
    const found: Record<string, string[]> = {};
    for (const party of PARTIES.filter((p) => p !== 'guest')) {
      const ids = ((await api.call('GET', '/service-activities?limit=100', { token: tokens[party] })).json().results as Array<{ id: number }>).map((a) => a.id);
      found[party] = [ids.includes(open) ? 'open' : '', ids.includes(held) ? 'held' : ''].filter(Boolean);
    }
    expect(found).toEqual({
      holder: ['open', 'held'], vendor2: ['open'], manager: ['open', 'held'], manager2: [], tenant: ['open', 'held'], tenant2: [], staff: ['open', 'held'],
    });
  });

  it('one job, as each party who sees it reads it: full, offer (no address, no access) or visit (times only)', async () => {
    const id = await sharedJob('scheduled');
    const read = async (party: Party) => (await api.call('GET', `/service-activities/${id}`, { token: tokens[party] })).json();
    expect(await read('holder')).toMatchObject({ detail: 'full', home: { street }, access_notes: NOTES, price_cents: PRICE });
    expect(await read('manager')).toMatchObject({ detail: 'full', home: { street }, access_notes: NOTES, price_cents: PRICE });
    expect(await read('staff')).toMatchObject({ detail: 'full', home: { street }, access_notes: NOTES, price_cents: PRICE });
    expect(await read('tenant')).toMatchObject({ detail: 'visit', home: { street: null }, access_notes: null, price_cents: null, scheduled_start: expect.any(String) });
    const offer = (await api.call('GET', `/service-activities/${await sharedJob('open')}`, { token: tokens.vendor2 })).json();
    // Not even the home's id: it leads to the listing, whose page names the street.
    expect(offer).toMatchObject({ detail: 'offer', building_id: null, home: { street: null, zip: null }, access_notes: null, price_cents: PRICE, viewer_may: ['accept'] });
  });

  it('a company\'s documents, payout account and payouts reach only its people and staff', async () => {
    await handInDocument(api, tokens.holder!, lopez, 'insurance_certificate', new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10));
    const account = (await api.call('GET', `/residential-service-providers/${lopez}/payout-account`, { token: tokens.holder })).json().account_id as string;
    expect(account).toEqual(expect.any(String));
    for (const party of ['vendor2', 'manager', 'tenant'] as const) {
      for (const what of ['documents', 'payout-account', 'payouts']) {
        const res = await api.call('GET', `/residential-service-providers/${lopez}/${what}`, { token: tokens[party] });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toMatch(/download_url|Lopez/);
        expect(res.body).not.toContain(account);
      }
    }
  });
});
