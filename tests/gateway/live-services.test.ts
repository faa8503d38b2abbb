import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { serviceTypeId } from '../api/service-marketplace-helpers.js';
import { counterSum } from '../support/gateway-metrics.js';
import { demoUserId } from '../support/residents.js';
import { subscribeSse, type SseMessage, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

// serviceActivityUpdated fed by the api's own webhook deliveries of service_activity.* (issue 14):
// nothing here posts an event; services.test.ts tests the gateway's handling with signed ones.
const UPDATED = 'subscription($id: ID) { serviceActivityUpdated(id: $id) { databaseId status detail viewerMay home { street } } }';

let stack: Stack;
let manager: string;
let vendor2: string; // the three-role demo user: owns the seeded, onboarded Morgan Fix-It, serving every demo region
let home: number;
let inspection: number;
const open: SseSubscription[] = [];

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
/** Deliveries this gateway has published to subscribers so far (its /metrics). */
const published = () => counterSum(stack.gateway.url, 'hearth_live_deliveries_total', { outcome: 'accepted' });

async function subscribe(token: string, id?: number) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, UPDATED, id === undefined ? {} : { id: gid('ServiceActivity', id) }, { token });
  open.push(sub);
  return sub;
}

async function nextWhere(sub: SseSubscription, test: (m: SseMessage) => boolean) {
  for (;;) {
    const message = await sub.next(10_000);
    if (test(message)) return message;
  }
}

beforeAll(async () => {
  stack = await startStack();
  await stack.gateway.webhookRegistered;
  const deps = stack.api.deps;
  home = (await rows<{ id: number }>(deps.database.db, sql`SELECT b.id FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(deps, 'manager')} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`))[0]!.id;
  inspection = await serviceTypeId(stack.api, 'initial_property_inspection');
  manager = await stack.tokenFor('manager', 'manager');
  vendor2 = await stack.tokenFor('multi', 'vendor');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('serviceActivityUpdated over the api\'s deliveries', () => {
  it('a vendor\'s feed gets the job booked as an offer; its subscription to the job gets it in full once accepted', async () => {
    const before = await published();
    const feed = await subscribe(vendor2);
    expect(feed.status).toBe(200);
    const booked = await stack.api.call('POST', '/service-activities', {
      token: manager, body: { building_id: home, service_type_id: inspection, access_requirement: 'none_vendor_direct_access' },
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as number;
    const offer = await nextWhere(feed, (m) => m.data?.serviceActivityUpdated.databaseId === id);
    expect(offer.errors).toBeUndefined();
    expect(offer.data.serviceActivityUpdated).toMatchObject({ status: 'REQUESTED', detail: 'OFFER', viewerMay: ['ACCEPT'], home: { street: null } });

    const sub = await subscribe(vendor2, id);
    expect(sub.status).toBe(200);
    const accepted = await stack.gql(`mutation($input: ServiceActivityInput!) { acceptServiceActivity(input: $input) { userErrors { code } } }`,
      { input: { serviceActivityId: gid('ServiceActivity', id) } }, { token: vendor2 });
    expect(accepted.data!.acceptServiceActivity.userErrors).toEqual([]);
    // The booking's delivery may still reach the job's subscription: wait for the change that made it ours.
    const message = await nextWhere(sub, (m) => m.errors !== undefined || m.data?.serviceActivityUpdated.detail === 'FULL');
    expect(message.errors).toBeUndefined();
    expect(message.data.serviceActivityUpdated).toMatchObject({ databaseId: id, detail: 'FULL', home: { street: expect.any(String) } });
    expect(message.data.serviceActivityUpdated.viewerMay).toContain('SCHEDULE');
    expect(await published()).toBeGreaterThanOrEqual(before + 2); // the created and the updated event, as the api delivered them
  });
});
