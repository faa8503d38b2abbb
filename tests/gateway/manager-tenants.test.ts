import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, listedRooms, type ListedRoom } from '../api/applications-helpers.js';
import { finishOnboarding } from '../api/lifecycle-actions-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let rooms: ListedRoom[];
beforeAll(async () => {
  stack = await startStack();
  rooms = (await listedRooms(stack.api)).filter((r) => r.manager_email === 'manager@hearth.test');
});
afterAll(() => stack?.close());

/** The tenant applies and finishes onboarding through v20, so the manager has the application. */
async function sentApplication(room: ListedRoom) {
  const token = await stack.tokenFor('tenant');
  const application = await apply(stack.api, token, 'tenant@hearth.test', room);
  await finishOnboarding(stack.api, token, application.id);
  return application;
}

const HOMES = `query { viewer { managedHomes { buildingId title category categoryLabel sentToManagerCount bedroomCount bedrooms { id name }
  lifecycles { id databaseId state allowedActions hasUnsignedManagerLease
    applicant { displayName firstName lastName interests screening { applicant { status } } } } } } }`;
const NAV = 'query { viewer { navigation { key hasRedDot } } }';
const APPROVE = `mutation ($input: LifecycleRefInput!) { approveLifecycle(input: $input) {
  lifecycle { state hasUnsignedManagerLease allowedActions } viewer { navigation { key hasRedDot } } userErrors { field code message } } }`;
const DENY = `mutation ($input: DenyLifecycleInput!) { denyLifecycle(input: $input) {
  lifecycle { state denialReason denialReasonLabel } userErrors { field code message } } }`;

describe('the manager\'s tenants screen data', () => {
  it('lists the manager\'s homes by category with each applicant, their screening and the actions allowed', async () => {
    const sent = await sentApplication(rooms[0]);
    const res = await stack.gql(HOMES, {}, { token: await stack.tokenFor('manager', 'manager') });
    expect(res.errors).toBeUndefined();
    const home = res.data!.viewer.managedHomes.find((h: { buildingId: string }) =>
      h.buildingId === Buffer.from(`Building:${sent.building_id}`).toString('base64'));
    expect(home).toMatchObject({ category: 'CAT1_5', categoryLabel: 'Applicants sent' });
    expect(home.bedrooms).toHaveLength(home.bedroomCount);
    expect(home.bedrooms.map((b: { id: string }) => b.id)).toContain(Buffer.from(`Bedroom:${rooms[0].bedroom_id}`).toString('base64'));
    const card = home.lifecycles.find((l: { databaseId: string }) => l.databaseId === String(sent.id));
    expect(card).toMatchObject({
      state: 'SENT_TO_MANAGER', hasUnsignedManagerLease: true,
      applicant: { displayName: 'Tara Nguyen', firstName: 'Tara', lastName: 'Nguyen', screening: { applicant: { status: expect.any(String) } } },
    });
    expect(card.allowedActions).toEqual(expect.arrayContaining(['APPROVE', 'MANAGER_DENIAL', 'DEACTIVATE']));
  });

  it('the Tenants red dot stays lit through approval; another manager gets a userError and sees nothing', async () => {
    const sent = await sentApplication(rooms[1]);
    const manager = await stack.tokenFor('manager', 'manager');
    const lifecycleId = Buffer.from(`Lifecycle:${sent.id}`).toString('base64');
    const other = await stack.gql(APPROVE, { input: { lifecycleId } }, { token: await stack.tokenFor('manager2', 'manager') });
    expect(other.data!.approveLifecycle).toMatchObject({ lifecycle: null, userErrors: [{ code: 'not_found', field: 'lifecycleId' }] });
    const res = await stack.gql(APPROVE, { input: { lifecycleId } }, { token: manager });
    expect(res.data!.approveLifecycle).toMatchObject({ lifecycle: { state: 'APPROVED', hasUnsignedManagerLease: true }, userErrors: [] });
    const tenants = res.data!.approveLifecycle.viewer.navigation.find((n: { key: string }) => n.key === 'manager_tenants');
    expect(tenants).toEqual({ key: 'manager_tenants', hasRedDot: true });
    const again = await stack.gql(APPROVE, { input: { lifecycleId } }, { token: manager });
    expect(again.data!.approveLifecycle.userErrors).toEqual([expect.objectContaining({ code: 'action_not_allowed_in_state' })]);
    const nav = await stack.gql(NAV, {}, { token: await stack.tokenFor('manager2', 'manager') });
    expect(nav.data!.viewer.navigation.find((n: { key: string }) => n.key === 'manager_tenants').hasRedDot).toBe(false);
  });

  it('denies with a reason, shown in words', async () => {
    const sent = await sentApplication(rooms[2]);
    const res = await stack.gql(DENY, { input: { lifecycleId: String(sent.id), reason: 'NEVER_RESPONDED' } },
      { token: await stack.tokenFor('manager', 'manager') });
    expect(res.data!.denyLifecycle).toMatchObject({
      lifecycle: { state: 'DENIED', denialReason: 'NEVER_RESPONDED', denialReasonLabel: 'Never responded' }, userErrors: [],
    });
  });

  it('a tenant has no managed homes, and is told to switch to the manager role to approve', async () => {
    const token = await stack.tokenFor('tenant');
    const res = await stack.gql('query { viewer { managedHomes { title } managedLifecycles(first: 5) { edges { node { id } } } } }', {}, { token });
    expect(res.data!.viewer).toEqual({ managedHomes: [], managedLifecycles: { edges: [] } });
    const approve = await stack.gql(APPROVE, { input: { lifecycleId: '1' } }, { token });
    expect(approve.data!.approveLifecycle).toMatchObject({ lifecycle: null, userErrors: [{ code: 'forbidden' }] });
  });

  it('pages the manager\'s lifecycles of one category', async () => {
    const token = await stack.tokenFor('manager', 'manager');
    const res = await stack.gql(`query { viewer { managedLifecycles(category: CAT2, first: 2) {
      edges { node { state } } pageInfo { hasNextPage } } } }`, {}, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.viewer.managedLifecycles.edges.length).toBeGreaterThan(0);
  });
});

describe('the tenants list costs the same REST calls at any page size', () => {
  const PAGE = `query ($first: Int!) { viewer { managedLifecycles(first: $first) { edges { node { id state
    applicant { displayName photoUrls screening { applicant { status } } } assignedBedroom { name } lease { status } } } } } }`;

  it('a page of 2 and a page of 100 applications make the same number of v20 calls', async () => {
    await sentApplication(rooms[2]);
    const token = await stack.tokenFor('manager', 'manager');
    const small = await stack.gql(PAGE, { first: 2 }, { token });
    const large = await stack.gql(PAGE, { first: 100 }, { token });
    expect(small.errors).toBeUndefined();
    expect(large.errors).toBeUndefined();
    const withApplicant = (res: typeof small) => res.data!.viewer.managedLifecycles.edges.filter((e: any) => e.node.applicant?.screening).length;
    expect(withApplicant(small)).toBe(2);
    expect(withApplicant(large)).toBeGreaterThan(50); // more than one batch of the old lease loader
    expect(large.v20Calls).toBe(small.v20Calls);
  });

  it('another manager sees none of these applicants', async () => {
    const res = await stack.gql(PAGE, { first: 50 }, { token: await stack.tokenFor('manager2', 'manager') });
    expect(res.errors).toBeUndefined();
    const names = res.data!.viewer.managedLifecycles.edges.map((e: any) => e.node.applicant?.displayName);
    expect(names).not.toContain('Tara Nguyen');
  });
});
