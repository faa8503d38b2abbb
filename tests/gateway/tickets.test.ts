import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let tenant: string;
let outsider: string;
let manager: string;
let homeId: number;
let managerUserId: number;

const buildingGlobalId = (id: number) => Buffer.from(`Building:${id}`).toString('base64');
const OPEN = `mutation($input: OpenMaintenanceTicketInput!) { openMaintenanceTicket(input: $input) {
  ticket { id databaseId title ticketType ticketTypeLabel area areaLabel accessRequirement status createdByRole
    createdBy { firstName } supportCategory { name description } building { id } viewerMay { reply changeStatus assign manageUsers } }
  viewer { maintenanceTickets(first: 5) { edges { node { databaseId } } } }
  userErrors { field code message } } }`;

beforeAll(async () => {
  stack = await startStack();
  const deps = stack.api.deps;
  const home = await demoHomeOf(deps, 'manager');
  homeId = home.buildingId;
  managerUserId = home.managerUserId;
  await makeResident(deps, await demoUserId(deps, 'tenant'), homeId);
  await makeResident(deps, await demoUserId(deps, 'tenant2'), (await demoHomeOf(deps, 'manager2')).buildingId);
  tenant = await stack.tokenFor('tenant');
  outsider = await stack.tokenFor('tenant2');
  manager = await stack.tokenFor('manager', 'manager');
});
afterAll(() => stack?.close());

describe('tickets through GraphQL', () => {
  let ticketId: string;

  it('a tenant sees the homes they live in and the support categories', async () => {
    const res = await stack.gql('{ viewer { supportHomes { id } } supportCategories { id databaseId name description } }', {}, { token: tenant });
    expect(res.errors).toBeUndefined();
    expect(res.data!.viewer.supportHomes).toEqual([{ id: buildingGlobalId(homeId) }]);
    expect(res.data!.supportCategories[0]).toMatchObject({ databaseId: 1, name: 'Heating and cooling', description: expect.any(String) });
  });

  it('a tenant opens a ticket; the payload shows it in their list, and v20 was asked a bounded number of times', async () => {
    const categories = (await stack.gql('{ supportCategories { id } }', {}, { token: tenant })).data!.supportCategories;
    const res = await stack.gql(OPEN, { input: {
      buildingId: buildingGlobalId(homeId), supportCategoryId: categories[0].id, area: 'BEDROOM_2', accessRequirement: 'TENANTS_PRESENT',
      title: 'Broken heater', description: 'Cold and noisy.',
    } }, { token: tenant });
    const payload = res.data!.openMaintenanceTicket;
    expect(payload.userErrors).toEqual([]);
    expect(payload.ticket).toMatchObject({
      title: 'Broken heater', ticketType: 'MAINTENANCE_REQUEST', ticketTypeLabel: 'Tenant Support Ticket', area: 'BEDROOM_2',
      areaLabel: 'Bedroom 2', accessRequirement: 'TENANTS_PRESENT', status: 'NOT_STARTED', createdByRole: 'TENANT',
      createdBy: { firstName: 'Tara' }, supportCategory: { name: 'Heating and cooling' }, building: { id: buildingGlobalId(homeId) },
      viewerMay: { reply: true, changeStatus: false, assign: false, manageUsers: true },
    });
    expect(payload.viewer.maintenanceTickets.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toContain(payload.ticket.databaseId);
    expect(res.v20Calls).toBeLessThanOrEqual(5);
    ticketId = payload.ticket.id;
  });

  it('v20 refusals are userErrors (a field, a code); a malformed id never reaches v20', async () => {
    const bad = await stack.gql(OPEN, { input: {
      buildingId: buildingGlobalId(homeId), area: 'OTHER', accessRequirement: 'NO_ACCESS_NEEDED', title: ' ', description: 'x',
    } }, { token: tenant });
    expect(bad.data!.openMaintenanceTicket.userErrors).toEqual([expect.objectContaining({ field: 'title' })]);
    const notMine = await stack.gql(OPEN, { input: {
      buildingId: buildingGlobalId(homeId), area: 'OTHER', accessRequirement: 'NO_ACCESS_NEEDED', title: 'Hi', description: 'x',
    } }, { token: outsider });
    expect(notMine.data!.openMaintenanceTicket.ticket).toBeNull();
    expect(notMine.data!.openMaintenanceTicket.userErrors).toHaveLength(1);
    const malformed = await stack.gql(`mutation($input: OpenMaintenanceTicketInput!) { openMaintenanceTicket(input: $input) {
      ticket { id } userErrors { field code message } } }`, { input: {
      buildingId: 'nope', area: 'OTHER', accessRequirement: 'NO_ACCESS_NEEDED', title: 'Hi', description: 'x',
    } }, { token: tenant });
    expect(malformed.data!.openMaintenanceTicket.userErrors).toEqual([expect.objectContaining({ field: 'buildingId', code: 'not_found' })]);
    expect(malformed.v20Calls).toBe(0);
  });

  it('the manager replies, changes the status and takes responsibility; the tenant reads the timeline', async () => {
    const reply = await stack.gql(`mutation($input: AddTicketUpdateInput!) { addTicketUpdate(input: $input) {
      update { body statusFrom statusTo actorRole } ticket { status updatesCount } userErrors { code } } }`,
    { input: { ticketId, body: 'Coming Tuesday.', status: 'IN_PROGRESS' } }, { token: manager });
    expect(reply.data!.addTicketUpdate).toMatchObject({
      update: { body: 'Coming Tuesday.', statusFrom: 'NOT_STARTED', statusTo: 'IN_PROGRESS', actorRole: 'MANAGER' },
      ticket: { status: 'IN_PROGRESS', updatesCount: 1 }, userErrors: [],
    });
    const assigned = await stack.gql(`mutation($input: SetTicketResponsibilityInput!) { setTicketResponsibility(input: $input) {
      ticket { responsibleManager { userId firstName } } userErrors { code } } }`,
    { input: { ticketId, responsibleUserId: String(managerUserId) } }, { token: manager });
    expect(assigned.data!.setTicketResponsibility).toEqual({ ticket: { responsibleManager: { userId: String(managerUserId), firstName: 'Marcus' } }, userErrors: [] });

    const read = await stack.gql(`query($id: ID!) { maintenanceTicket(id: $id) { status responsibleManager { firstName }
      updates { edges { node { body author { firstName } } } } } }`, { id: ticketId }, { token: tenant });
    expect(read.data!.maintenanceTicket).toEqual({
      status: 'IN_PROGRESS', responsibleManager: { firstName: 'Marcus' }, updates: { edges: [{ node: { body: 'Coming Tuesday.', author: { firstName: 'Marcus' } } }] },
    });
  });

  it('a tenant may not change the status: a userError, nothing changes', async () => {
    const res = await stack.gql(`mutation($input: AddTicketUpdateInput!) { addTicketUpdate(input: $input) { ticket { status } userErrors { code } } }`,
      { input: { ticketId, status: 'COMPLETED' } }, { token: tenant });
    expect(res.data!.addTicketUpdate.ticket).toBeNull();
    expect(res.data!.addTicketUpdate.userErrors).toHaveLength(1);
  });

  it('someone else\'s ticket is null, by maintenanceTicket and by node', async () => {
    const res = await stack.gql('query($id: ID!) { maintenanceTicket(id: $id) { id } node(id: $id) { id } }', { id: ticketId }, { token: outsider });
    expect(res.data).toEqual({ maintenanceTicket: null, node: null });
    const mine = await stack.gql('query($id: ID!) { node(id: $id) { ... on MaintenanceTicket { title } } }', { id: ticketId }, { token: tenant });
    expect(mine.data!.node).toEqual({ title: 'Broken heater' });
  });

  it('the manager filters their tickets by home and status', async () => {
    const res = await stack.gql(`query($b: ID) { viewer {
      open: maintenanceTickets(buildingId: $b, status: IN_PROGRESS) { edges { node { id } } }
      done: maintenanceTickets(buildingId: $b, status: COMPLETED) { edges { node { id } } } } }`, { b: buildingGlobalId(homeId) }, { token: manager });
    expect(res.data!.viewer.open.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(ticketId);
    expect(res.data!.viewer.done.edges).toEqual([]);
  });
});
