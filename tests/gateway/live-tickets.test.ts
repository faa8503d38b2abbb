import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTicket, type Ticket } from '../api/maintenance-tickets-helpers.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { subscribeSse, type SseMessage, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let tenant: string;
let outsider: string;
let manager: string;
let ticket: Ticket;
const open: SseSubscription[] = [];

const ticketGlobalId = (id: number) => Buffer.from(`MaintenanceTicket:${id}`).toString('base64');
const TICKET_UPDATED = `subscription($ticketId: ID!) { ticketUpdated(ticketId: $ticketId) {
  id databaseId status title updatesCount viewerMay { reply changeStatus }
  updates(first: 20) { edges { node { body statusTo author { firstName } } } } } }`;

/**
 * The first message that satisfies `test`. Events are at least once and in no
 * promised order: an earlier change (the ticket's opening) may still arrive.
 */
async function nextWhere(sub: SseSubscription, test: (m: SseMessage) => boolean) {
  for (;;) {
    const message = await sub.next();
    if (test(message)) return message;
  }
}

async function subscribe(query: string, variables: Record<string, unknown>, token: string) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, query, variables, { token });
  open.push(sub);
  return sub;
}

beforeAll(async () => {
  stack = await startStack();
  await stack.gateway.webhookRegistered;
  const deps = stack.api.deps;
  // The tenant lives in one of the manager's homes; the outsider in one of manager2's.
  const home = await demoHomeOf(deps, 'manager');
  const otherHome = await demoHomeOf(deps, 'manager2');
  await makeResident(deps, await demoUserId(deps, 'tenant'), home.buildingId);
  await makeResident(deps, await demoUserId(deps, 'tenant2'), otherHome.buildingId);
  tenant = await stack.tokenFor('tenant');
  outsider = await stack.tokenFor('tenant2');
  manager = await stack.tokenFor('manager', 'manager');
  ticket = await openTicket(stack.api, tenant, home.buildingId);
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('ticketUpdated over SSE', () => {
  it('the api accepted the gateway webhook at start-up', async () => {
    await expect(stack.gateway.webhookRegistered).resolves.toBeUndefined();
  });

  it('reaches the tenant after the manager replies through GraphQL, read with the tenant\'s own token', async () => {
    const sub = await subscribe(TICKET_UPDATED, { ticketId: ticketGlobalId(ticket.id) }, tenant);
    expect(sub.status).toBe(200);
    const reply = await stack.gql(`mutation($input: AddTicketUpdateInput!) { addTicketUpdate(input: $input) {
      update { body } ticket { status updatesCount } userErrors { code field message } } }`,
    { input: { ticketId: ticketGlobalId(ticket.id), body: 'On my way tomorrow.', status: 'IN_PROGRESS' } }, { token: manager });
    expect(reply.data!.addTicketUpdate).toMatchObject({ update: { body: 'On my way tomorrow.' }, ticket: { status: 'IN_PROGRESS' }, userErrors: [] });

    const message = await nextWhere(sub, (m) => m.data?.ticketUpdated.status === 'IN_PROGRESS');
    expect(message.errors).toBeUndefined();
    const seen = message.data.ticketUpdated;
    expect(seen).toMatchObject({ databaseId: ticket.id, status: 'IN_PROGRESS', title: ticket.title });
    // The tenant's view, not the manager's: a tenant may reply but not move the status.
    expect(seen.viewerMay).toEqual({ reply: true, changeStatus: false });
    expect(seen.updates.edges.at(-1).node).toMatchObject({ body: 'On my way tomorrow.', statusTo: 'IN_PROGRESS', author: { firstName: 'Marcus' } });
  });

  it('reaches the subscriber after a REST write too (another reply by the tenant)', async () => {
    const sub = await subscribe(TICKET_UPDATED, { ticketId: ticketGlobalId(ticket.id) }, manager);
    const res = await stack.api.call('POST', `/maintenance-tickets/${ticket.id}/updates`, { token: tenant, body: { body: 'Thanks!' } });
    expect(res.statusCode).toBe(201);
    const message = await nextWhere(sub, (m) => m.data?.ticketUpdated.updates.edges.at(-1).node.body === 'Thanks!');
    expect(message.data.ticketUpdated.viewerMay.changeStatus).toBe(true);
  });

  it('a tenant of another home cannot subscribe to the ticket (NOT_FOUND) and never receives its events', async () => {
    const refused = await subscribe(TICKET_UPDATED, { ticketId: ticketGlobalId(ticket.id) }, outsider);
    const message = await refused.next();
    expect(message.data ?? null).toBeNull();
    expect(message.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await refused.completed;

    const res = await stack.api.call('POST', `/maintenance-tickets/${ticket.id}/updates`, { token: manager, body: { body: 'Done soon.' } });
    expect(res.statusCode).toBe(201);
    expect(refused.messages).toHaveLength(1);
  });

  it('an unknown or malformed ticket id is NOT_FOUND; a guest is told to sign in', async () => {
    for (const ticketId of [ticketGlobalId(999_999), 'nonsense']) {
      const sub = await subscribe(TICKET_UPDATED, { ticketId }, tenant);
      expect((await sub.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const guest = await subscribe(TICKET_UPDATED, { ticketId: ticketGlobalId(ticket.id) }, await stack.api.guestToken());
    expect((await guest.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
