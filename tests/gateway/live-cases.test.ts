import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../api/events/record.js';
import { demoUserId } from '../support/residents.js';
import { subscribeSse, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

// Resolution cases arrive with issue 7; their events exist already. Until then a
// party to a case is someone in the audience of its events (v20 /events).
const CASE_ID = 501;
const CASE_UPDATED = 'subscription($id: ID!) { caseUpdated(caseId: $id) { caseId eventType occurredAt } }';

let stack: Stack;
let tenant: string;
let outsider: string;
let tenantId: number;
let outsiderId: number;
const open: SseSubscription[] = [];

function caseEvent(audience: number[]) {
  return stack.api.deps.database.db.transaction((tx) => recordEvent(tx, {
    type: 'resolution_case.updated', actor: { role: 'hearth-team', userId: null },
    subject: { type: 'resolution_case', id: CASE_ID }, audience, data: { note: 'a proposal' },
  }));
}

async function subscribe(token: string) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, CASE_UPDATED, { id: String(CASE_ID) }, { token });
  open.push(sub);
  return sub;
}

beforeAll(async () => {
  stack = await startStack();
  await stack.gateway.webhookRegistered;
  tenantId = await demoUserId(stack.api.deps, 'tenant');
  outsiderId = await demoUserId(stack.api.deps, 'tenant2');
  tenant = await stack.tokenFor('tenant');
  outsider = await stack.tokenFor('tenant2');
  await caseEvent([tenantId]);
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('caseUpdated over SSE', () => {
  it('someone who is not a party cannot subscribe (NOT_FOUND), nor with a malformed id', async () => {
    expect((await (await subscribe(outsider)).next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await subscribeSse(`${stack.gateway.url}/graphql`, CASE_UPDATED, { id: 'x' }, { token: tenant });
    open.push(malformed);
    expect((await malformed.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a party hears each change of the case they may read; someone else\'s event on the same case is not sent', async () => {
    const sub = await subscribe(tenant);
    expect(sub.status).toBe(200);
    const recordedAt = Date.now();
    await caseEvent([tenantId]);
    // The event recorded before subscribing may still be on its way: wait for the new one.
    let message = await sub.next(10_000);
    while (Date.parse(message.data.caseUpdated.occurredAt) < recordedAt - 1000) message = await sub.next(10_000);
    expect(message.data.caseUpdated).toMatchObject({ caseId: String(CASE_ID), eventType: 'resolution_case.updated' });

    // An event on the same case whose audience is someone else: v20 does not list it for the tenant.
    const before = sub.messages.length;
    await caseEvent([outsiderId]);
    await new Promise((r) => setTimeout(r, 2500));
    expect(sub.messages.length).toBe(before);
  });
});
