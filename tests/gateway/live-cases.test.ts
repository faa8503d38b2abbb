import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { recordEvent } from '../../api/events/record.js';
import { openTerminationCase } from '../api/resolution-helpers.js';
import { demoUserId } from '../support/residents.js';
import { counterSum } from '../support/gateway-metrics.js';
import { subscribeSse, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

// caseUpdated re-reads the case (GET /resolution-cases/{id}) with each subscriber's token.
const CASE_UPDATED = 'subscription($id: ID!) { caseUpdated(caseId: $id) { caseId eventType occurredAt resolutionCase { id status viewerRole } } }';

let stack: Stack;
let tenant: string;
let outsider: string;
let caseId: number;
let buildingId: number;
const open: SseSubscription[] = [];

/** An event on the case whose audience does not matter: what the subscriber may read decides. */
function caseEvent(audience: number[] = []) {
  return stack.api.deps.database.db.transaction((tx) => recordEvent(tx, {
    type: 'resolution_case.updated', actor: { role: 'hearth-team', userId: null },
    subject: { type: 'resolution_case', id: caseId }, audience, data: { case_id: caseId, action: 'escalate' },
  }));
}

/** GET /resolution-cases calls the gateway has made so far (each subscriber's re-read is one). */
const caseReads = () => counterSum(stack.gateway.url, 'hearth_v20_requests_total', { method: 'GET', route: '/resolution-cases' });

async function subscribe(token: string, id: string) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, CASE_UPDATED, { id }, { token });
  open.push(sub);
  return sub;
}

beforeAll(async () => {
  stack = await startStack();
  await stack.gateway.webhookRegistered;
  tenant = await stack.tokenFor('tenant');
  outsider = await stack.tokenFor('tenant2');
  const opened = await openTerminationCase(stack.api, tenant);
  caseId = opened.case.id;
  buildingId = opened.tenancy.buildingId;
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('caseUpdated over SSE', () => {
  it('someone who cannot see the case cannot subscribe (NOT_FOUND), nor with a malformed or unknown id', async () => {
    expect((await (await subscribe(outsider, String(caseId))).next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await (await subscribe(tenant, 'x')).next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await (await subscribe(tenant, '999999')).next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a party hears each change with the case as they see it now, by REST id or global id', async () => {
    const globalId = Buffer.from(`ResolutionCase:${caseId}`).toString('base64');
    for (const id of [String(caseId), globalId]) {
      const sub = await subscribe(tenant, id);
      expect(sub.status).toBe(200);
      const recordedAt = Date.now();
      await caseEvent();
      // An event recorded before subscribing may still be on its way: wait for the new one.
      let message = await sub.next(10_000);
      while (Date.parse(message.data.caseUpdated.occurredAt) < recordedAt - 1000) message = await sub.next(10_000);
      expect(message.data.caseUpdated).toMatchObject({
        caseId: String(caseId), eventType: 'resolution_case.updated', resolutionCase: { id: globalId, status: 'OPEN', viewerRole: 'TENANT' },
      });
    }
  });

  it('a subscriber who may no longer see the case gets nothing more (the re-read is a 404), the tenant still does', async () => {
    // manager2 co-manages the tenant's home with the resolution center area, then loses the area.
    const db = stack.api.deps.database.db;
    const manager2Id = await demoUserId(stack.api.deps, 'manager2');
    await db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${buildingId}, ${manager2Id}, ARRAY['resolution_center'], ${manager2Id})`);
    const coManager = await subscribe(await stack.tokenFor('manager2', 'manager'), String(caseId));
    const tenantSub = await subscribe(tenant, String(caseId));
    expect([coManager.status, tenantSub.status]).toEqual([200, 200]);
    await db.execute(sql`UPDATE building_managers SET permission_areas = ARRAY['leasing'] WHERE building_id = ${buildingId} AND user_id = ${manager2Id}`);

    const readsBefore = await caseReads();
    const recordedAt = Date.now();
    await caseEvent();
    let message = await tenantSub.next(10_000);
    while (Date.parse(message.data.caseUpdated.occurredAt) < recordedAt - 1000) message = await tenantSub.next(10_000);
    // Both subscribers have re-read the case (the co-manager's read found nothing) ...
    await expect.poll(caseReads, { timeout: 10_000 }).toBeGreaterThanOrEqual(readsBefore + 2);
    // ... so giving the area back now lets only later events through. The co-manager's
    // stream delivers in order: once the next event arrives, the first would have come before it.
    await db.execute(sql`UPDATE building_managers SET permission_areas = ARRAY['resolution_center'] WHERE building_id = ${buildingId} AND user_id = ${manager2Id}`);
    const againAt = Date.now();
    await caseEvent();
    const next = await coManager.next(10_000);
    expect(Date.parse(next.data.caseUpdated.occurredAt)).toBeGreaterThanOrEqual(againAt - 1000);
    expect(next.data.caseUpdated.resolutionCase.viewerRole).toBe('MANAGER');
    expect(coManager.messages.filter((m) => {
      const at = Date.parse(m.data?.caseUpdated?.occurredAt ?? '0');
      return at >= recordedAt - 1000 && at < againAt - 1000;
    })).toEqual([]);
  });
});
