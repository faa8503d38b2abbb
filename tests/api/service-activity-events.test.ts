import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { finishOnboarding, providerBody, serviceTypeId, tomorrowWindow, uploadJobPhoto, visitStarted, type Activity } from './service-marketplace-helpers.js';
import { createWebhook, quietWebhooks, steppedDispatcher } from './webhooks-helpers.js';

/** Issue 14: every job change writes one service_activity.* event, with its webhooks and notifications. */
let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let home: number;
let inspection: number;
let receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  api = await createTestApi({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  for (const key of ['tenant', 'manager', 'vendor', 'staff']) {
    tokens[key] = await tokenFor(api.deps, key);
    ids[key] = await demoUserId(api.deps, key);
  }
  const [row] = await rows<{ id: number; region: string }>(api.deps.database.db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${ids.manager} AND b.region IS NOT NULL AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id)
    ORDER BY b.id LIMIT 1`);
  home = row!.id;
  await makeResident(api.deps, ids.tenant!, home);
  inspection = await serviceTypeId(api, 'initial_property_inspection');
  const created = await api.call('POST', '/residential-service-providers', { token: tokens.vendor, body: providerBody(row!.region) });
  if (created.statusCode !== 201) throw new Error(`provider: ${created.statusCode} ${created.body}`);
  // Only an onboarded company with current insurance takes jobs (docs/vendors.md).
  await finishOnboarding(api, tokens.vendor!, created.json().id as number);
});
afterEach(async () => {
  await quietWebhooks(api);
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
});
afterAll(() => api.close());

const act = async (id: number, verb: string, who: string, body: unknown = {}) => {
  const res = await api.call('POST', `/service-activities/${id}/${verb}`, { token: tokens[who], body });
  if (res.statusCode !== 200) throw new Error(`${verb}: ${res.statusCode} ${res.body}`);
  return res.json() as Activity;
};
const book = async (access = 'tenants_present'): Promise<Activity> => {
  const res = await api.call('POST', '/service-activities', {
    token: tokens.manager, body: { building_id: home, service_type_id: inspection, access_requirement: access, access_notes: 'code 4321' },
  });
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return res.json() as Activity;
};

interface EventRow { event_type: string; actor_role: string; audience_user_ids: number[]; data: Record<string, unknown> }
const eventsOf = (id: number) => rows<EventRow>(api.deps.database.db, sql`SELECT event_type, actor_role, audience_user_ids, data FROM events
  WHERE subject_type = 'service_activity' AND subject_id = ${String(id)} ORDER BY seq`);
interface NotificationRow { user_id: number; title: string; body: string; link_path: string | null; notification_group: string }
const notificationsOf = (id: number) => rows<NotificationRow>(api.deps.database.db, sql`SELECT n.user_id, n.title, n.body, n.link_path,
    n.notification_group FROM notifications n JOIN events e ON e.id = n.event_id
  WHERE e.subject_type = 'service_activity' AND e.subject_id = ${String(id)} ORDER BY n.id`);

describe('service_activity events', () => {
  it('booking writes service_activity.created; each later change one service_activity.updated, in its audience', async () => {
    const job = await book();
    await act(job.id, 'pricing', 'manager', { price_cents: 20000 });
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1));
    await act(job.id, 'reschedule', 'vendor', tomorrowWindow(2));
    await act(job.id, 'unschedule', 'manager');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1));
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_INCOMPLETE', note: 'The attic is left' });
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1)); // the return visit
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE' });
    await act(job.id, 'payment', 'staff');
    await act(job.id, 'payment', 'staff'); // paid already: no change, no event
    const events = await eventsOf(job.id);
    expect(events.map((e) => [e.event_type, e.data.action])).toEqual([
      ['service_activity.created', 'request'], ['service_activity.updated', 'set_price'], ['service_activity.updated', 'accept'],
      ['service_activity.updated', 'schedule'], ['service_activity.updated', 'reschedule'], ['service_activity.updated', 'unschedule'],
      ['service_activity.updated', 'schedule'], ['service_activity.updated', 'submit_complete'], ['service_activity.updated', 'qa_reject'],
      ['service_activity.updated', 'schedule'], ['service_activity.updated', 'submit_complete'], ['service_activity.updated', 'qa_approve'], ['service_activity.updated', 'complete'],
    ]);
    expect(events[0]!.audience_user_ids).toContain(ids.manager);
    expect(events[0]!.audience_user_ids).not.toContain(ids.vendor); // nobody holds it yet
    expect(events.at(-1)).toMatchObject({ actor_role: 'hearth-team', data: { status: 'APPOINTMENT_COMPLETED', service_activity_id: job.id } });
    for (const e of events.slice(2)) expect(e.audience_user_ids).toEqual(expect.arrayContaining([ids.manager, ids.vendor]));
    for (const e of events) expect(e.audience_user_ids).not.toContain(ids.tenant);
  });

  it('cancel, remove-vendor and staff assignment each write one event; the removed vendor stays in its audience', async () => {
    const job = await book('no_access_needed');
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'remove-vendor', 'manager', { reason: 'no_show', note: 'Never came' });
    const provider = (await rows<{ id: number }>(api.deps.database.db, sql`SELECT residential_service_provider_id AS id
      FROM residential_service_provider_users WHERE user_id = ${ids.vendor}`))[0]!.id;
    await act(job.id, 'vendor-information', 'staff', { residential_service_provider_id: provider });
    await act(job.id, 'cancel', 'manager', { note: 'Sold the house' });
    await act(job.id, 'cancel', 'manager', { note: 'again' }); // canceled already: no event
    const events = await eventsOf(job.id);
    expect(events.map((e) => e.data.action)).toEqual(['request', 'accept', 'remove_vendor', 'assign', 'cancel']);
    expect(events[2]).toMatchObject({ data: { removed_provider_id: provider, holder_provider_id: null } });
    expect(events[2]!.audience_user_ids).toContain(ids.vendor);
  });

  it('a webhook of the home\'s manager receives the events; one of another user does not', async () => {
    const mine = await startReceiver();
    const theirs = await startReceiver();
    receivers.push(mine, theirs);
    await createWebhook(api, tokens.manager!, { url: mine.url, event_types: ['service_activity.created', 'service_activity.updated'] });
    await createWebhook(api, tokens.tenant!, { url: theirs.url, event_types: ['*'] });
    const job = await book('no_access_needed');
    await act(job.id, 'accept', 'vendor');
    await steppedDispatcher(api).dispatcher.deliverDue();
    const bodies = mine.received.map((r) => JSON.parse(r.rawBody) as { type: string; subject: { type: string; id: string } });
    expect(bodies.map((b) => b.type)).toEqual(['service_activity.created', 'service_activity.updated']);
    expect(bodies[0]!.subject).toEqual({ type: 'service_activity', id: String(job.id) });
    expect(theirs.received.map((r) => JSON.parse(r.rawBody).type)).not.toContain('service_activity.updated');
  });
});

describe('service_activity notifications', () => {
  it('the manager hears the vendor accept, schedule, reschedule and hand in; the tenant hears of a visit needing them, without the price', async () => {
    const job = await book('tenants_present');
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1));
    await act(job.id, 'reschedule', 'vendor', tomorrowWindow(2));
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    const told = await notificationsOf(job.id);
    const manager = told.filter((n) => n.user_id === ids.manager);
    expect(manager.map((n) => n.title)).toEqual([
      expect.stringContaining('took the job'), expect.stringContaining('scheduled the visit'), expect.stringContaining('moved the visit'),
      expect.stringContaining('handed in the work'),
    ]);
    expect(manager[0]).toMatchObject({ notification_group: 'manager_building', link_path: `/manager/service?service_activity=${job.id}` });
    expect(manager[0]!.title).toContain('Lopez Home Services');
    const tenant = told.filter((n) => n.user_id === ids.tenant);
    expect(tenant.map((n) => n.title)).toEqual(['A visit to your home: Initial property inspection', 'A visit to your home moved: Initial property inspection']);
    expect(tenant[0]!.body).toMatch(/^Please be home: .+ \(America\/New_York\)\.$/);
    for (const n of tenant) expect(`${n.title} ${n.body}`).not.toMatch(/\$|price|cents|150|200/i);
    expect(told.some((n) => n.user_id === ids.vendor)).toBe(false); // the vendor acted: not told of their own changes
  });

  it('no tenant is told of a visit that does not need them', async () => {
    const job = await book('none_vendor_direct_access');
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1));
    expect((await notificationsOf(job.id)).filter((n) => n.user_id === ids.tenant)).toEqual([]);
  });

  it('the vendor hears the manager approve, send back, cancel and remove them', async () => {
    const job = await book('no_access_needed');
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1));
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_INCOMPLETE', note: 'The attic is left' });
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(1)); // the return visit
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE' });
    const other = await book('no_access_needed');
    await act(other.id, 'accept', 'vendor');
    await act(other.id, 'remove-vendor', 'manager', { reason: 'no_show' });
    const third = await book('no_access_needed');
    await act(third.id, 'accept', 'vendor');
    await act(third.id, 'cancel', 'manager', { note: 'Sold the house' });
    const vendorTold = async (id: number) => (await notificationsOf(id)).filter((n) => n.user_id === ids.vendor);
    expect((await vendorTold(job.id)).map((n) => [n.title.split(':')[0], n.body])).toEqual([['Work sent back', 'The attic is left'], ['Work approved', '']]);
    expect((await vendorTold(other.id)).map((n) => n.title.split(':')[0])).toEqual(['You were taken off a job']);
    expect((await vendorTold(third.id)).map((n) => [n.title.split(':')[0], n.body, n.link_path])).toEqual([['Job canceled', 'Sold the house', `/vendor/my-jobs?service_activity=${third.id}`]]);
  });
});
