import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE_NAMES } from '../../common/event-types.js';
import { verifySignature } from '../../common/webhook-signature.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { act, castOf, sentApplication, type Cast } from './lifecycle-actions-helpers.js';
import { leaseJourney, userIdByEmail } from './live-helpers.js';
import { createWebhook, quietWebhooks, steppedDispatcher } from './webhooks-helpers.js';

interface Event {
  id: string; seq: number; type: string; actor_role: string; actor_user_id: number | null; building_id: number | null;
  subject: { type: string; id: string }; data: Record<string, unknown>;
}

let api: TestApi;
let cast: Cast;
let staff: string;
let journey: Awaited<ReturnType<typeof leaseJourney>>;
let receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  api = await createTestApi({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  cast = await castOf(api);
  staff = await tokenFor(api.deps, 'staff');
  journey = await leaseJourney(api, cast, cast.rooms[0]!);
});
afterEach(async () => {
  await quietWebhooks(api);
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
});
afterAll(() => api.close());

async function events(token: string | undefined, q = '') {
  const res = await api.call('GET', `/events${q}`, { token });
  return { status: res.statusCode, body: res.json() as { results: Event[]; next_cursor: string | null } };
}

describe('GET /event-types', () => {
  it('lists the catalogue to anyone', async () => {
    const res = await api.call('GET', '/event-types');
    expect(res.statusCode).toBe(200);
    const types = res.json().event_types as { type: string; subject_type: string; description: string }[];
    expect(types.map((t) => t.type)).toEqual(EVENT_TYPE_NAMES);
    expect(types).toContainEqual({ type: 'lease.countersigned', subject_type: 'lease', description: expect.any(String) });
  });
});

describe('GET /events', () => {
  it('shows the tenant and the manager the events of their application, oldest first', async () => {
    const lifecycleId = String(journey.application.id);
    const expected = ['application.sent', 'application.approved'];
    for (const token of [cast.tenant, cast.manager]) {
      const { body } = await events(token, `?subject_type=lifecycle&subject_id=${lifecycleId}`);
      expect(body.results.map((e) => e.type)).toEqual(expected);
    }
    const leaseEvents = (await events(cast.tenant, `?subject_type=lease&subject_id=${journey.lease.id}`)).body.results;
    expect(leaseEvents.map((e) => e.type)).toEqual(['lease.tenant_signed', 'lease.countersigned']);
    expect(leaseEvents[1]).toMatchObject({
      actor_role: 'manager', actor_user_id: await userIdByEmail(api, 'manager@hearth.test'), building_id: journey.application.building_id,
      subject: { type: 'lease', id: String(journey.lease.id) }, data: { lease_id: journey.lease.id, lifecycle_id: journey.application.id },
    });
  });

  it('never shows a tenant another\'s events; staff see all', async () => {
    const other = (await events(cast.otherTenant)).body.results;
    expect(other.filter((e) => e.subject.type === 'lifecycle' || e.subject.type === 'lease')).toEqual([]);
    expect((await events(cast.otherManager, `?subject_type=lifecycle&subject_id=${journey.application.id}`)).body.results).toEqual([]);
    const all = (await events(staff, `?subject_type=lifecycle&subject_id=${journey.application.id}`)).body.results;
    expect(all.map((e) => e.type)).toEqual(['application.sent', 'application.approved']);
    // notification.created tells only the notified user.
    const tenantId = await userIdByEmail(api, 'tenant@hearth.test');
    const notes = (await events(cast.tenant, '?type=notification.created')).body.results;
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((e) => e.data.user_id === tenantId)).toBe(true);
    expect((await events(undefined)).status).toBe(401);
  });

  it('filters by type and pages with after= or next_cursor', async () => {
    const approvals = (await events(staff, '?type=application.approved')).body.results;
    expect(approvals.length).toBeGreaterThan(0);
    expect(approvals.every((e) => e.type === 'application.approved')).toBe(true);
    const page1 = (await events(cast.tenant, '?limit=2')).body;
    expect(page1.results).toHaveLength(2);
    expect(page1.results[0]!.seq).toBeLessThan(page1.results[1]!.seq);
    const viaCursor = (await events(cast.tenant, `?limit=2&cursor=${page1.next_cursor}`)).body.results;
    const viaAfter = (await events(cast.tenant, `?limit=2&after=${page1.results[1]!.seq}`)).body.results;
    expect(viaCursor.map((e) => e.id)).toEqual(viaAfter.map((e) => e.id));
    expect(viaCursor[0]!.seq).toBeGreaterThan(page1.results[1]!.seq);
    for (const q of ['?type=lease.exploded', '?after=-1', '?limit=101', '?cursor=nope', '?subject_type=Lease!']) {
      expect((await events(cast.tenant, q)).status, q).toBe(400);
    }
  });
});

describe('owner-scoped webhooks hear the events of their audience', () => {
  it('the tenant\'s webhook gets their approval; another tenant\'s does not', async () => {
    const mine = await startReceiver();
    const theirs = await startReceiver();
    receivers.push(mine, theirs);
    const hook = await createWebhook(api, cast.tenant, { url: mine.url, event_types: ['application.approved'] });
    await createWebhook(api, cast.otherTenant, { url: theirs.url, event_types: ['*'] });
    const application = await sentApplication(api, cast, cast.rooms[1]!);
    expect((await act(api, cast.manager, application.id, 'approve')).statusCode).toBe(200);
    await steppedDispatcher(api).dispatcher.deliverDue();
    expect(theirs.received).toHaveLength(0);
    expect(mine.received).toHaveLength(1);
    const body = JSON.parse(mine.received[0]!.rawBody);
    expect(body).toMatchObject({ type: 'application.approved', subject: { type: 'lifecycle', id: String(application.id) } });
    expect(verifySignature(hook.secret, mine.received[0]!.rawBody, mine.received[0]!.headers['hearth-signature'] as string).ok).toBe(true);
  });
});
