import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { signPayload } from '../../common/webhook-signature.js';
import { CityPage } from '../../gateway/modules/listings/enums.js';
import { EVERY_DAY, finishOnboarding, tomorrowWindow, visitStarted } from '../api/service-marketplace-helpers.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { subscribeSse, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

// The api's own deliveries go nowhere (port 9): the events this file signs and posts are the only ones, so
// the gateway's handling is tested alone; live-services.test.ts shows the api's own deliveries feeding it.
const SECRET = randomBytes(32).toString('hex');
let stack: Stack;
const t: Record<string, string> = {};
let home: number;
let region: string;
let inspectionTypeId: string;
const open: SseSubscription[] = [];

const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const regionEnum = (slug: string) => Object.entries(CityPage).find(([, s]) => s === slug)![0];

const JOB = `id databaseId status detail timeZone scheduledStart scheduledEnd priceCents accessNotes accessRequirement heldByViewer viewerMay
  home { city street zip title } building { databaseId } serviceType { name template category visibility managerMayBook }
  holder { name provider { name } } history { action toStatus actorRole }`;
const PAYLOAD = `serviceActivity { ${JOB} } userErrors { field code message }`;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const gql = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await stack.gql(query, variables, { token: t[who] });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
};
const job = async (who: string, id: number) => (await gql(who, `query($id: ID!) { serviceActivity(id: $id) { ${JOB} } }`, { id: gid('ServiceActivity', id) })).serviceActivity;
const list = async (who: string, args = '') => (await gql(who, `{ serviceActivities(first: 50${args}) { edges { node { databaseId detail home { street } } } } }`))
  .serviceActivities.edges.map((e: any) => e.node);
const act = async (who: string, mutation: string, input: Record<string, unknown>, inputType = 'ServiceActivityInput') =>
  (await gql(who, `mutation($input: ${inputType}!) { ${mutation}(input: $input) { ${PAYLOAD} } }`, { input }))[mutation];

/** createUpload (purpose SERVICE_ACTIVITY_PHOTO), then the browser's PUT (to the api: the public origin is fictitious here). */
async function uploadJobPhoto(who: string): Promise<string> {
  const { createUpload } = await gql(who, `mutation($input: CreateUploadInput!) { createUpload(input: $input) { upload { fileId uploadUrl } userErrors { field } } }`, {
    input: { fileName: 'roof.png', contentType: 'image/png', purpose: 'SERVICE_ACTIVITY_PHOTO', sizeBytes: PNG.length },
  });
  expect(createUpload.userErrors).toEqual([]);
  const put = await fetch(createUpload.upload.uploadUrl.replace('https://files.hearth.test', stack.api.url), {
    method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  return createUpload.upload.fileId;
}

const book = async (who = 'manager', extra: Record<string, unknown> = {}) => act(who, 'bookService', {
  buildingId: gid('Building', home), serviceTypeId: inspectionTypeId, accessRequirement: 'NONE_VENDOR_DIRECT_ACCESS',
  accessNotes: 'Lockbox on the back door, code 4321', notes: 'Before listing', ...extra,
}, 'BookServiceInput');

const company = (name: string, categories: string[]) => ({
  name, serviceCategories: categories, regions: [regionEnum(region)], businessHours: EVERY_DAY, timeZone: 'America/New_York',
});
const CREATE = `mutation($input: CreateResidentialServiceProviderInput!) { createResidentialServiceProvider(input: $input) {
  provider { databaseId name serviceCategories regions timeZone onboardingCompletedAt businessHours { monday { opens closes } } users { firstName role } }
  userErrors { field code message } } }`;

/** A signed delivery as the api sends it (api/events: `service_activity.*`, subject the job). */
async function deliver(type: string, id: number) {
  const body = JSON.stringify({
    id: randomUUID(), type, created_at: new Date().toISOString(), actor_role: 'manager', actor_user_id: 2,
    trigger_source: 'HTTP', building_id: home, subject: { type: 'service_activity', id: String(id) }, data: {},
  });
  const res = await fetch(`${stack.gateway.url}/webhooks/v20`, {
    method: 'POST', body,
    headers: { 'content-type': 'application/json', 'hearth-event-id': JSON.parse(body).id, 'hearth-signature': signPayload(SECRET, body, Math.floor(Date.now() / 1000)) },
  });
  expect(res.status).toBe(200);
}

async function subscribe(token: string, id?: number) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, `subscription($id: ID) { serviceActivityUpdated(id: $id) { databaseId status detail viewerMay home { street } } }`,
    id === undefined ? {} : { id: gid('ServiceActivity', id) }, { token });
  open.push(sub);
  return sub;
}

beforeAll(async () => {
  stack = await startStack({ WEBHOOK_SHARED_SECRET: SECRET, GATEWAY_WEBHOOK_URL: 'http://127.0.0.1:9/webhooks/v20' }, { WEBHOOK_SHARED_SECRET: SECRET });
  const deps = stack.api.deps;
  const pick = async (key: string) => (await rows<{ id: number; region: string }>(deps.database.db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(deps, key)} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`))[0]!;
  ({ id: home, region } = await pick('manager'));
  await makeResident(deps, await demoUserId(deps, 'tenant'), home);
  await makeResident(deps, await demoUserId(deps, 'tenant2'), (await pick('manager2')).id);
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) t[key] = await stack.tokenFor(key);
  t.vendor2 = await stack.tokenFor('multi', 'vendor');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('service types and companies', () => {
  it('lists the types with their visibility; a manager books only those it may', async () => {
    const { serviceTypes } = await gql('manager', '{ serviceTypes { id template category visibility managerMayBook } }');
    const inspection = serviceTypes.find((x: any) => x.template === 'INITIAL_PROPERTY_INSPECTION');
    expect(inspection).toMatchObject({ category: 'PROPERTY_INSPECTIONS', visibility: 'MARKETPLACE_BOOKING_ONLY', managerMayBook: true });
    inspectionTypeId = inspection.id;
    const bookable = (await gql('manager', '{ serviceTypes(managerMayBook: true) { managerMayBook } }')).serviceTypes;
    expect(bookable.length).toBeGreaterThan(0);
    expect(bookable.every((x: any) => x.managerMayBook)).toBe(true);
  });

  it('a vendor creates its company; bad input names the field', async () => {
    const bad = (await gql('vendor', CREATE, { input: { ...company('Lopez Home Services', ['PROPERTY_INSPECTIONS']), timeZone: 'Mars/Olympus' } })).createResidentialServiceProvider;
    expect(bad.provider).toBeNull();
    expect(bad.userErrors).toEqual([expect.objectContaining({ field: 'timeZone', code: 'invalid_input' })]);
    const created = (await gql('vendor', CREATE, { input: company('Lopez Home Services', ['PROPERTY_INSPECTIONS', 'SMALL_REPAIRS']) })).createResidentialServiceProvider;
    expect(created.userErrors).toEqual([]);
    expect(created.provider).toMatchObject({
      name: 'Lopez Home Services', serviceCategories: ['PROPERTY_INSPECTIONS', 'SMALL_REPAIRS'], regions: [regionEnum(region)],
      timeZone: 'America/New_York', onboardingCompletedAt: null, businessHours: { monday: { opens: '08:00', closes: '18:00' } },
      users: [{ firstName: 'Vera', role: 'OWNER' }],
    });
    // Onboarded once the paperwork and the payout account are in (handed in over REST: the gateway does not take them).
    await finishOnboarding(stack.api, t.vendor!, Number(created.provider.databaseId));
    expect((await gql('vendor', '{ myResidentialServiceProvider { onboardingCompletedAt } }')).myResidentialServiceProvider)
      .toEqual({ onboardingCompletedAt: expect.any(String) });
    const again = (await gql('vendor', CREATE, { input: company('Lopez Again', ['SMALL_REPAIRS']) })).createResidentialServiceProvider;
    expect(again.userErrors).toEqual([expect.objectContaining({ code: 'already_in_service_provider' })]);
    // The three-role demo user (vendor2) owns the seeded company, onboarded and serving every demo region: it takes no second one.
    expect((await gql('vendor2', CREATE, { input: company('Morgan Again', ['PROPERTY_INSPECTIONS']) })).createResidentialServiceProvider.userErrors)
      .toEqual([expect.objectContaining({ code: 'already_in_service_provider' })]);
    expect((await gql('vendor2', '{ myResidentialServiceProvider { name serviceCategories regions onboardingCompletedAt } }')).myResidentialServiceProvider).toMatchObject({
      name: 'Morgan Fix-It', serviceCategories: expect.arrayContaining(['PROPERTY_INSPECTIONS']), regions: expect.arrayContaining([regionEnum(region)]),
      onboardingCompletedAt: expect.any(String),
    });
    expect((await gql('vendor', '{ myResidentialServiceProvider { name } }')).myResidentialServiceProvider).toEqual({ name: 'Lopez Home Services' });
    expect((await gql('manager', '{ myResidentialServiceProvider { name } }')).myResidentialServiceProvider).toBeNull();
  });

  it('a manager cannot create a company (VENDOR field): a userError, no REST call', async () => {
    const res = await stack.gql(CREATE, { input: company('Nope', ['SMALL_REPAIRS']) }, { token: t.manager });
    expect(res.data!.createResidentialServiceProvider).toMatchObject({ provider: null, userErrors: [{ code: 'forbidden' }] });
    expect(res.v20Calls).toBe(0);
  });

  it('the owner changes the company; a bad weekday hour names the field', async () => {
    const mine = (await gql('vendor', '{ myResidentialServiceProvider { id } }')).myResidentialServiceProvider;
    const UPDATE = `mutation($input: UpdateResidentialServiceProviderInput!) { updateResidentialServiceProvider(input: $input) {
      provider { name } userErrors { field code } } }`;
    const ok = (await gql('vendor', UPDATE, { input: { providerId: mine.id, name: 'Lopez & Sons' } })).updateResidentialServiceProvider;
    expect(ok).toEqual({ provider: { name: 'Lopez & Sons' }, userErrors: [] });
    const bad = (await gql('vendor', UPDATE, { input: { providerId: mine.id, businessHours: { monday: { opens: '18:00', closes: '08:00' } } } })).updateResidentialServiceProvider;
    expect(bad.userErrors).toEqual([{ field: 'businessHours.monday.closes', code: 'invalid_input' }]);
    // Another vendor's company is not theirs to see.
    const other = (await gql('vendor2', UPDATE, { input: { providerId: mine.id, name: 'Hijack' } })).updateResidentialServiceProvider;
    expect(other).toEqual({ provider: null, userErrors: [{ field: 'providerId', code: 'not_found' }] });
  });
});

describe('a job from booking to the visit', () => {
  let id: number;

  it('a manager books a service and sees it in full', async () => {
    const booked = await book();
    expect(booked.userErrors).toEqual([]);
    const j = booked.serviceActivity;
    id = j.databaseId;
    expect(j).toMatchObject({
      status: 'REQUESTED', detail: 'FULL', accessNotes: 'Lockbox on the back door, code 4321', accessRequirement: 'NONE_VENDOR_DIRECT_ACCESS',
      home: { street: expect.any(String) }, building: { databaseId: String(home) }, holder: null,
      serviceType: { template: 'INITIAL_PROPERTY_INSPECTION', category: 'PROPERTY_INSPECTIONS', visibility: 'MARKETPLACE_BOOKING_ONLY' },
      history: [{ toStatus: 'REQUESTED', actorRole: 'MANAGER' }],
    });
    expect(j.viewerMay).toEqual(expect.arrayContaining(['CANCEL', 'SET_PRICE']));
    expect(j.viewerMay).not.toContain('ACCEPT');
    expect((await list('manager')).map((x: any) => x.databaseId)).toContain(id);
    expect((await list('manager', ', status: REQUESTED')).map((x: any) => x.databaseId)).toContain(id);
    expect((await list('manager', ', status: APPOINTMENT_SCHEDULED')).map((x: any) => x.databaseId)).not.toContain(id);
    // Category and region are filtered by the gateway (v20's list does not take them).
    expect((await list('manager', ', category: PROPERTY_INSPECTIONS')).map((x: any) => x.databaseId)).toContain(id);
    expect((await list('manager', ', category: SMALL_REPAIRS')).map((x: any) => x.databaseId)).not.toContain(id);
    expect((await list('manager', `, region: ${regionEnum(region)}`)).map((x: any) => x.databaseId)).toContain(id);
    const elsewhere = Object.keys(CityPage).find((k) => k !== regionEnum(region))!;
    expect((await list('manager', `, region: ${elsewhere}`)).map((x: any) => x.databaseId)).not.toContain(id);
  });

  it('refuses a type a manager may not book, naming the field', async () => {
    const { serviceTypes } = await gql('manager', '{ serviceTypes(managerMayBook: false) { id visibility } }');
    const never = serviceTypes.find((x: any) => x.visibility === 'NEVER_SELECT');
    const res = await book('manager', { serviceTypeId: never.id });
    expect(res).toMatchObject({ serviceActivity: null, userErrors: [{ field: 'serviceTypeId', code: 'service_type_not_bookable' }] });
    const other = await book('manager2');
    expect(other).toMatchObject({ serviceActivity: null, userErrors: [{ field: 'buildingId', code: 'not_a_manager_of_home' }] });
  });

  it('a vendor sees the open job without the address or access, and may only accept it', async () => {
    const j = await job('vendor', id);
    expect(j).toMatchObject({ detail: 'OFFER', accessNotes: null, accessRequirement: null, building: null, heldByViewer: false, history: [] });
    expect(j.home).toMatchObject({ street: null, zip: null, title: null, city: expect.any(String) });
    expect(j.viewerMay).toEqual(['ACCEPT']);
    const offered = await list('vendor', ', scope: OPEN');
    expect(offered.find((x: any) => x.databaseId === id)).toEqual({ databaseId: id, detail: 'OFFER', home: { street: null } });
    // Before accepting, the visit cannot be set: the rule refuses it as a userError.
    const early = await act('vendor', 'scheduleServiceActivity', { serviceActivityId: gid('ServiceActivity', id), ...window() }, 'ScheduleServiceActivityInput');
    expect(early).toEqual({ serviceActivity: null, userErrors: [{ field: null, code: 'forbidden', message: 'Only the vendor holding this job may do this.' }] });
  });

  it('a tenant of the home sees the visit only; other tenants and managers see nothing', async () => {
    expect(await job('tenant', id)).toMatchObject({ detail: 'VISIT', priceCents: null, accessNotes: null, viewerMay: [], home: { street: null } });
    expect(await job('tenant2', id)).toBeNull();
    expect(await job('manager2', id)).toBeNull();
    expect((await list('tenant2')).map((x: any) => x.databaseId)).not.toContain(id);
    const res = await stack.gql(`mutation($input: ServiceActivityInput!) { acceptServiceActivity(input: $input) { userErrors { code } } }`,
      { input: { serviceActivityId: gid('ServiceActivity', id) } }, { token: t.tenant });
    expect(res.data!.acceptServiceActivity.userErrors).toEqual([{ code: 'forbidden' }]);
  });

  it('the vendor accepts and then sees the job in full; the other vendor then sees nothing', async () => {
    const accepted = await act('vendor', 'acceptServiceActivity', { serviceActivityId: gid('ServiceActivity', id) });
    expect(accepted.userErrors).toEqual([]);
    expect(accepted.serviceActivity).toMatchObject({
      status: 'REQUESTED', detail: 'FULL', heldByViewer: true, accessNotes: 'Lockbox on the back door, code 4321',
      home: { street: expect.any(String) }, holder: { name: 'Lopez & Sons', provider: { name: 'Lopez & Sons' } },
    });
    expect(accepted.serviceActivity.viewerMay).toContain('SCHEDULE');
    expect(await job('vendor2', id)).toBeNull();
    expect((await list('vendor2')).map((x: any) => x.databaseId)).not.toContain(id);
    // Offered the same job (category and region), it learns it was taken.
    const late = await act('vendor2', 'acceptServiceActivity', { serviceActivityId: gid('ServiceActivity', id) });
    expect(late).toEqual({ serviceActivity: null, userErrors: [expect.objectContaining({ field: null, code: 'service_activity_taken' })] });
    const meddle = await act('vendor2', 'scheduleServiceActivity', { serviceActivityId: gid('ServiceActivity', id), ...window() }, 'ScheduleServiceActivityInput');
    expect(meddle.userErrors).toEqual([expect.objectContaining({ field: 'serviceActivityId', code: 'not_found' })]);
  });

  it('a visit in the past is refused naming scheduledStart; a visit tomorrow is set', async () => {
    const past = await act('vendor', 'scheduleServiceActivity', {
      serviceActivityId: gid('ServiceActivity', id), scheduledStart: '2020-01-06T15:00:00Z', scheduledEnd: '2020-01-06T17:00:00Z',
    }, 'ScheduleServiceActivityInput');
    expect(past).toEqual({ serviceActivity: null, userErrors: [expect.objectContaining({ field: 'scheduledStart', code: 'schedule_in_past' })] });
    const backwards = await act('vendor', 'scheduleServiceActivity', {
      serviceActivityId: gid('ServiceActivity', id), scheduledStart: window().scheduledEnd, scheduledEnd: window().scheduledStart,
    }, 'ScheduleServiceActivityInput');
    expect(backwards.userErrors).toEqual([expect.objectContaining({ field: 'scheduledEnd', code: 'invalid_input' })]);
    const set = await act('vendor', 'scheduleServiceActivity', { serviceActivityId: gid('ServiceActivity', id), ...window() }, 'ScheduleServiceActivityInput');
    expect(set.userErrors).toEqual([]);
    expect(set.serviceActivity).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', scheduledStart: new Date(window().scheduledStart).toISOString() });
    expect(set.serviceActivity.viewerMay).toEqual(expect.arrayContaining(['RESCHEDULE', 'UNSCHEDULE']));
    expect((await list('vendor', ', status: APPOINTMENT_SCHEDULED')).map((x: any) => x.databaseId)).toContain(id);
    expect(await job('tenant', id)).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', scheduledStart: set.serviceActivity.scheduledStart });
  });

  it('a hand-in before the visit and one without a note are refused; the manager removes the vendor with a reason', async () => {
    const early = await act('vendor', 'setServiceActivityStatus', { serviceActivityId: gid('ServiceActivity', id), status: 'SUBMITTED_PENDING_QA' }, 'SetServiceActivityStatusInput');
    expect(early.userErrors).toEqual([expect.objectContaining({ code: 'visit_not_started' })]);
    const removed = await act('manager', 'removeServiceActivityVendor', { serviceActivityId: gid('ServiceActivity', id), reason: 'NO_SHOW' }, 'RemoveServiceActivityVendorInput');
    expect(removed.userErrors).toEqual([]);
    expect(removed.serviceActivity).toMatchObject({ status: 'REQUESTED', holder: null, scheduledStart: null });
    expect(removed.serviceActivity.history.at(-1)).toMatchObject({ action: 'remove_vendor', toStatus: 'REQUESTED' });
    const canceled = await act('manager', 'cancelServiceActivity', { serviceActivityId: gid('ServiceActivity', id), note: 'Done ourselves' }, 'CancelServiceActivityInput');
    expect(canceled.serviceActivity).toMatchObject({ status: 'APPOINTMENT_CANCELED', viewerMay: [] });
  });

  it('node(id:) finds the job as the viewer may see it', async () => {
    const q = `query($id: ID!) { node(id: $id) { __typename ... on ServiceActivity { databaseId detail } } }`;
    expect((await gql('manager', q, { id: gid('ServiceActivity', id) })).node).toEqual({ __typename: 'ServiceActivity', databaseId: id, detail: 'FULL' });
    expect((await gql('manager2', q, { id: gid('ServiceActivity', id) })).node).toBeNull();
  });
});

describe('handing in and checking the work', () => {
  it('reschedule, unschedule, schedule again; the hand-in needs a note when incomplete; the manager approves', async () => {
    const j = (await book()).serviceActivity;
    const input = (extra: Record<string, unknown> = {}) => ({ serviceActivityId: j.id, ...extra });
    expect((await act('vendor', 'acceptServiceActivity', input())).userErrors).toEqual([]);
    expect((await act('vendor', 'scheduleServiceActivity', input(window()), 'ScheduleServiceActivityInput')).serviceActivity.status).toBe('APPOINTMENT_SCHEDULED');
    const later = tomorrowWindow(2);
    const moved = await act('vendor', 'rescheduleServiceActivity', input({ scheduledStart: later.scheduled_start, scheduledEnd: later.scheduled_end }), 'ScheduleServiceActivityInput');
    expect(moved.serviceActivity).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', scheduledStart: new Date(later.scheduled_start).toISOString() });
    expect((await act('manager', 'unscheduleServiceActivity', input())).serviceActivity).toMatchObject({ status: 'REQUESTED', scheduledStart: null, holder: { name: 'Lopez & Sons' } });
    await act('vendor', 'scheduleServiceActivity', input(window()), 'ScheduleServiceActivityInput');
    await visitStarted(stack.api, j.databaseId);

    const noNote = await act('vendor', 'setServiceActivityStatus', input({ status: 'SUBMITTED_VENDOR_INCOMPLETE' }), 'SetServiceActivityStatusInput');
    expect(noNote.userErrors).toEqual([expect.objectContaining({ field: 'note', code: 'note_required' })]);
    const noPhoto = await act('vendor', 'setServiceActivityStatus', input({ status: 'SUBMITTED_PENDING_QA' }), 'SetServiceActivityStatusInput');
    expect(noPhoto.userErrors).toEqual([expect.objectContaining({ field: 'photoFileIds', code: 'photos_required' })]);
    const foreign = await uploadJobPhoto('manager');
    const refused = await act('vendor', 'setServiceActivityStatus', input({ status: 'SUBMITTED_PENDING_QA', photoFileIds: [foreign] }), 'SetServiceActivityStatusInput');
    expect(refused.userErrors).toEqual([expect.objectContaining({ field: 'photoFileIds.0', code: 'invalid_input' })]);
    const photo = await uploadJobPhoto('vendor');
    const done = await act('vendor', 'setServiceActivityStatus', input({ status: 'SUBMITTED_PENDING_QA', checklist: [{ item: 'Roof', done: true }], photoFileIds: [photo] }), 'SetServiceActivityStatusInput');
    expect(done.userErrors).toEqual([]);
    expect(done.serviceActivity.status).toBe('SUBMITTED_PENDING_QA');
    // The manager sees the photo through a signed address (absolute, on the api's public origin); a tenant of the home sees none.
    const PHOTOS = `query($id: ID!) { serviceActivity(id: $id) { detail photos { fileId url fileName handIn handedInAt } } }`;
    const seen = (await gql('manager', PHOTOS, { id: j.id })).serviceActivity;
    expect(seen.photos).toEqual([expect.objectContaining({ fileId: photo, fileName: 'roof.png', handIn: 'SUBMIT_COMPLETE' })]);
    const bytes = await fetch(seen.photos[0].url.replace('https://files.hearth.test', stack.api.url));
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await gql('tenant', PHOTOS, { id: j.id })).serviceActivity).toEqual({ detail: 'VISIT', photos: [] });
    expect((await gql('vendor2', PHOTOS, { id: j.id })).serviceActivity).toBeNull();
    // In a list too (v20 lists carry no photos: read once more for those who see the job in full).
    const listed = (await gql('manager', `{ serviceActivities(first: 50) { edges { node { databaseId photos { fileId } } } } }`))
      .serviceActivities.edges.map((e: any) => e.node).find((n: any) => n.databaseId === j.databaseId);
    expect(listed.photos).toEqual([{ fileId: photo }]);
    // The holder cannot approve its own work; the manager may.
    expect((await act('vendor', 'setServiceActivityStatus', input({ status: 'SUBMITTED_VENDOR_COMPLETE' }), 'SetServiceActivityStatusInput')).userErrors)
      .toEqual([expect.objectContaining({ code: 'service_activity_action_forbidden' })]);
    expect((await job('manager', j.databaseId)).viewerMay).toEqual(expect.arrayContaining(['QA_APPROVE', 'QA_REJECT']));
    const approved = await act('manager', 'setServiceActivityStatus', input({ status: 'SUBMITTED_VENDOR_COMPLETE' }), 'SetServiceActivityStatusInput');
    expect(approved.serviceActivity).toMatchObject({ status: 'SUBMITTED_VENDOR_COMPLETE' });
    expect(approved.serviceActivity.history.map((h: any) => h.action)).toEqual(['request', 'accept', 'schedule', 'reschedule', 'unschedule', 'schedule', 'submit_complete', 'qa_approve']);
  });

  it('a paid job is the company\'s payout: the same amount, its job, newest first; another company sees none of it', async () => {
    const j = (await book()).serviceActivity;
    const input = { serviceActivityId: j.id };
    await act('vendor', 'acceptServiceActivity', input);
    await act('vendor', 'scheduleServiceActivity', { ...input, ...window() }, 'ScheduleServiceActivityInput');
    await visitStarted(stack.api, j.databaseId);
    await act('vendor', 'setServiceActivityStatus', { ...input, status: 'SUBMITTED_PENDING_QA', checklist: [{ item: 'Roof', done: true }], photoFileIds: [await uploadJobPhoto('vendor')] }, 'SetServiceActivityStatusInput');
    await act('manager', 'setServiceActivityStatus', { ...input, status: 'SUBMITTED_VENDOR_COMPLETE' }, 'SetServiceActivityStatusInput');
    const paid = await stack.api.call('POST', `/service-activities/${j.databaseId}/payment`, { token: await stack.tokenFor('staff') });
    expect(paid.statusCode, paid.body).toBe(200);
    const PAYOUTS = `{ myResidentialServiceProvider { payouts(first: 5) { edges { node { amountCents status serviceTypeName serviceActivity { databaseId priceCents } } } } } }`;
    const mine = (await gql('vendor', PAYOUTS)).myResidentialServiceProvider.payouts.edges.map((e: any) => e.node);
    expect(mine[0]).toMatchObject({ status: expect.stringMatching(/^(PAID|AWAITING_PAYOUT_ACCOUNT)$/), serviceActivity: { databaseId: j.databaseId } });
    expect(mine[0].amountCents).toBe(mine[0].serviceActivity.priceCents);
    const theirs = (await gql('vendor2', PAYOUTS)).myResidentialServiceProvider;
    expect(theirs?.payouts.edges.map((e: any) => e.node.serviceActivity?.databaseId) ?? []).not.toContain(j.databaseId);
  });
});

describe('markServiceActivityOnMyWay', () => {
  const ON_MY_WAY = `mutation($input: MarkServiceActivityOnMyWayInput!) { markServiceActivityOnMyWay(input: $input) {
    serviceActivity { status onMyWayAt onMyWayEtaMinutes viewerMay } userErrors { field code message } } }`;
  const say = async (who: string, input: Record<string, unknown>) => (await gql(who, ON_MY_WAY, { input })).markServiceActivityOnMyWay;

  it('the holder of a scheduled job says it with an ETA (again: the new one counts); others get userErrors', async () => {
    const j = (await book()).serviceActivity;
    await act('vendor', 'acceptServiceActivity', { serviceActivityId: j.id });
    const early = await say('vendor', { serviceActivityId: j.id, etaMinutes: 20 });
    expect(early.userErrors).toEqual([expect.objectContaining({ code: 'service_activity_transition_not_allowed' })]);
    const scheduled = await act('vendor', 'scheduleServiceActivity', { serviceActivityId: j.id, ...window() }, 'ScheduleServiceActivityInput');
    expect(scheduled.serviceActivity.viewerMay).toContain('ON_MY_WAY');
    const first = await say('vendor', { serviceActivityId: j.id, etaMinutes: 20 });
    expect(first).toMatchObject({ userErrors: [], serviceActivity: { status: 'APPOINTMENT_SCHEDULED', onMyWayAt: expect.any(String), onMyWayEtaMinutes: 20 } });
    expect((await say('vendor', { serviceActivityId: j.id, etaMinutes: 5 })).serviceActivity.onMyWayEtaMinutes).toBe(5);
    expect((await say('vendor', { serviceActivityId: j.id, etaMinutes: 500 })).userErrors).toEqual([expect.objectContaining({ field: 'etaMinutes' })]);
    expect((await say('manager', { serviceActivityId: j.id })).userErrors).toEqual([expect.objectContaining({ code: 'service_activity_action_forbidden' })]);
    expect((await say('vendor2', { serviceActivityId: j.id })).userErrors).toEqual([expect.objectContaining({ field: 'serviceActivityId', code: 'not_found' })]);
    expect((await gql('manager', `query($id: ID!) { serviceActivity(id: $id) { onMyWayEtaMinutes } }`, { id: j.id })).serviceActivity.onMyWayEtaMinutes).toBe(5);
  });
});

describe('serviceActivityUpdated', () => {
  it('sends a job\'s changes, read with the subscriber\'s own token; refuses a job the viewer cannot see', async () => {
    const j = (await book()).serviceActivity;
    const sub = await subscribe(t.vendor, j.databaseId);
    expect(sub.status).toBe(200);
    await gql('vendor', `mutation($input: ServiceActivityInput!) { acceptServiceActivity(input: $input) { userErrors { code } } }`, { input: { serviceActivityId: j.id } });
    await deliver('service_activity.updated', j.databaseId);
    const message = await sub.next(10_000);
    expect(message.errors).toBeUndefined();
    expect(message.data.serviceActivityUpdated).toMatchObject({ databaseId: j.databaseId, detail: 'FULL', home: { street: expect.any(String) } });
    expect(message.data.serviceActivityUpdated.viewerMay).toContain('SCHEDULE');

    const refused = await subscribe(t.tenant2, j.databaseId);
    const first = await refused.next(10_000);
    expect(first.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('without an id: a vendor\'s feed gets the new jobs offered to it and nothing it may not see', async () => {
    const held = (await book()).serviceActivity;
    await gql('vendor', `mutation($input: ServiceActivityInput!) { acceptServiceActivity(input: $input) { userErrors { code } } }`, { input: { serviceActivityId: held.id } });
    const feed = await subscribe(t.vendor2);
    expect(feed.status).toBe(200);
    await deliver('service_activity.updated', held.databaseId); // held by the other company: not vendor2's
    const fresh = (await book()).serviceActivity;
    await deliver('service_activity.created', fresh.databaseId);
    let message = await feed.next(10_000);
    while (message.data?.serviceActivityUpdated.databaseId !== fresh.databaseId) message = await feed.next(10_000);
    expect(message.data.serviceActivityUpdated).toMatchObject({ status: 'REQUESTED', detail: 'OFFER', viewerMay: ['ACCEPT'], home: { street: null } });
    expect(feed.messages.map((m) => m.data?.serviceActivityUpdated.databaseId)).not.toContain(held.databaseId);
  });
});

function window() {
  const w = tomorrowWindow();
  return { scheduledStart: w.scheduled_start, scheduledEnd: w.scheduled_end };
}

describe('a vendor\'s own jobs as the My jobs screen lists them', () => {
  const MY_JOBS = `query($first: Int!) { serviceActivities(first: $first, scope: MINE) { edges { node { databaseId status detail
    home { street } photos { fileId } history { action } } } } }`;

  it('costs the same REST calls for a page of 3 and a page of 12, photos and timeline included; another company sees none of them', async () => {
    const deps = stack.api.deps;
    const [company] = await rows<{ id: number }>(deps.database.db, sql`SELECT pu.residential_service_provider_id AS id
      FROM residential_service_provider_users pu WHERE pu.user_id = ${await demoUserId(deps, 'multi')}`);
    const window = tomorrowWindow(3);
    await deps.database.db.execute(sql`INSERT INTO service_activities (building_id, service_type_id, time_zone, access_requirement, price_cents,
        requested_by_user_id, requested_by_actor_role, status, holder_provider_id, held_since, scheduled_start, scheduled_end)
      SELECT ${home}, ${Number(Buffer.from(inspectionTypeId, 'base64').toString().split(':')[1])}, 'America/New_York', 'no_access_needed', 9000,
        ${await demoUserId(deps, 'manager')}, 'manager', 'APPOINTMENT_SCHEDULED', ${company!.id}, now(),
        ${window.scheduled_start}::timestamptz, ${window.scheduled_end}::timestamptz
      FROM generate_series(1, 12)`);
    const small = await stack.gql(MY_JOBS, { first: 3 }, { token: t.vendor2 });
    const large = await stack.gql(MY_JOBS, { first: 12 }, { token: t.vendor2 });
    expect(large.errors).toBeUndefined();
    const jobs = (r: typeof small) => r.data!.serviceActivities.edges.map((e: any) => e.node);
    expect(jobs(small)).toHaveLength(3);
    expect(jobs(large)).toHaveLength(12);
    expect(jobs(large).every((j: any) => j.status === 'APPOINTMENT_SCHEDULED' && j.detail === 'FULL' && j.home.street && Array.isArray(j.photos))).toBe(true);
    // The page, then one batched read of the jobs in full (their photos and timelines): not one call per job.
    expect(small.v20Calls).toBe(large.v20Calls);
    expect(large.v20Calls).toBeLessThanOrEqual(2);

    const ids = jobs(large).map((j: any) => j.databaseId as number);
    const others = await gql('vendor', `{ nodes(ids: ${JSON.stringify(ids.map((id: number) => gid('ServiceActivity', id)))}) { id } }`);
    expect(others.nodes.every((n: unknown) => n === null)).toBe(true);
  });
});
