import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { openTicket, type Ticket } from '../api/maintenance-tickets-helpers.js';
import { serviceTypeId } from '../api/service-marketplace-helpers.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { subscribeSse, type SseMessage, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

// Tickets and services meet through GraphQL (issue 14, docs/vendors.md "Tickets and services").
let stack: Stack;
let tenant: string;
let manager: string;
let manager2: string;
let vendor: string; // the three-role demo user: Morgan Fix-It, onboarded, every demo region
let home: number;
let inspection: number;
const open: SseSubscription[] = [];

const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const TICKET = `query($id: ID!) { maintenanceTicket(id: $id) {
  ticketType ticketTypeLabel status
  serviceActivity { databaseId status detail priceCents accessNotes maintenanceTicket { databaseId } }
  updates(first: 50) { edges { node { body actorRole serviceAction serviceActivityId managerNote } } } } }`;
const BOOK = `mutation($input: BookServiceInput!) { bookService(input: $input) {
  serviceActivity { databaseId maintenanceTicket { databaseId ticketTypeLabel } } userErrors { code field } } }`;
const ACCEPT = 'mutation($input: ServiceActivityInput!) { acceptServiceActivity(input: $input) { userErrors { code } } }';

const bookInput = (ticketId: number) => ({
  buildingId: gid('Building', home), serviceTypeId: gid('ServiceType', inspection), maintenanceTicketId: gid('MaintenanceTicket', ticketId),
  accessRequirement: 'NONE_VENDOR_DIRECT_ACCESS', accessNotes: 'Key under the blue pot', priceCents: 16_000,
});

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
  await makeResident(deps, await demoUserId(deps, 'tenant'), home);
  inspection = await serviceTypeId(stack.api, 'initial_property_inspection');
  tenant = await stack.tokenFor('tenant');
  manager = await stack.tokenFor('manager', 'manager');
  manager2 = await stack.tokenFor('manager2', 'manager');
  vendor = await stack.tokenFor('multi', 'vendor');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('a ticket\'s service through GraphQL', () => {
  let ticket: Ticket;
  let jobId: number;

  it('bookService with the ticket: the ticket is a Service Request showing the job; a second booking is a userError on the ticket field', async () => {
    ticket = await openTicket(stack.api, tenant, home);
    const booked = await stack.gql(BOOK, { input: bookInput(ticket.id) }, { token: manager });
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.bookService).toMatchObject({ userErrors: [], serviceActivity: { maintenanceTicket: { databaseId: ticket.id, ticketTypeLabel: 'Service Request' } } });
    jobId = booked.data!.bookService.serviceActivity.databaseId;
    const again = await stack.gql(BOOK, { input: bookInput(ticket.id) }, { token: manager });
    expect(again.data!.bookService).toMatchObject({ serviceActivity: null, userErrors: [{ code: 'ticket_has_live_service', field: 'maintenanceTicketId' }] });

    const seen = (await stack.gql(TICKET, { id: gid('MaintenanceTicket', ticket.id) }, { token: manager })).data!.maintenanceTicket;
    expect(seen).toMatchObject({
      ticketType: 'RESIDENTIAL_SERVICE_TICKET', ticketTypeLabel: 'Service Request', status: 'IN_PROGRESS',
      serviceActivity: { databaseId: jobId, status: 'REQUESTED', detail: 'FULL', priceCents: 16_000, accessNotes: 'Key under the blue pot', maintenanceTicket: { databaseId: ticket.id } },
    });
    expect(seen.updates.edges.at(-1).node).toMatchObject({ serviceAction: 'request', serviceActivityId: gid('ServiceActivity', jobId), managerNote: 'Pay $160.00.' });
  });

  it('the tenant sees the visit and the steps, not the pay, notes or access; another manager sees nothing', async () => {
    const seen = (await stack.gql(TICKET, { id: gid('MaintenanceTicket', ticket.id) }, { token: tenant })).data!.maintenanceTicket;
    expect(seen.serviceActivity).toMatchObject({ databaseId: jobId, detail: 'VISIT', priceCents: null, accessNotes: null, maintenanceTicket: null });
    expect(seen.updates.edges.map((e: { node: { managerNote: string | null } }) => e.node.managerNote)).toEqual([null]);
    expect(JSON.stringify(seen)).not.toContain('blue pot');
    const other = await stack.gql(TICKET, { id: gid('MaintenanceTicket', ticket.id) }, { token: manager2 });
    expect(other.data!.maintenanceTicket).toBeNull();
  });

  it('the vendor\'s step reaches the tenant\'s ticketUpdated live', async () => {
    const sub = await subscribeSse(`${stack.gateway.url}/graphql`,
      'subscription($ticketId: ID!) { ticketUpdated(ticketId: $ticketId) { updates(first: 50) { edges { node { serviceAction body } } } } }',
      { ticketId: gid('MaintenanceTicket', ticket.id) }, { token: tenant });
    open.push(sub);
    expect(sub.status).toBe(200);
    const accepted = await stack.gql(ACCEPT, { input: { serviceActivityId: gid('ServiceActivity', jobId) } }, { token: vendor });
    expect(accepted.data!.acceptServiceActivity.userErrors).toEqual([]);
    const message = await nextWhere(sub, (m) => m.errors !== undefined
      || m.data?.ticketUpdated.updates.edges.some((e: { node: { serviceAction: string } }) => e.node.serviceAction === 'accept'));
    expect(message.errors).toBeUndefined();
    expect(message.data.ticketUpdated.updates.edges.at(-1).node).toEqual({ serviceAction: 'accept', body: 'Morgan Fix-It took the job.' });
    // The holder reads the job in full but never the ticket.
    const job = await stack.gql('query($id: ID!) { serviceActivity(id: $id) { detail accessNotes maintenanceTicket { id } } }', { id: gid('ServiceActivity', jobId) }, { token: vendor });
    expect(job.data!.serviceActivity).toEqual({ detail: 'FULL', accessNotes: 'Key under the blue pot', maintenanceTicket: null });
  });
});
