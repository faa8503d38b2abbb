import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, listedRooms, type ListedRoom } from '../api/applications-helpers.js';
import { query } from '../api/listings-helpers.js';
import { startStack, type Stack } from './harness.js';
import { addDays } from 'date-fns';

let stack: Stack;
let rooms: ListedRoom[];
beforeAll(async () => {
  stack = await startStack();
  rooms = (await listedRooms(stack.api)).filter((r) => r.manager_email === 'manager@hearth.test');
});
afterAll(() => stack?.close());

const PAYLOAD = 'lifecycle { state allowedActions renewalRentCents earlyLeaseTerminationVacateDate assignedBedroom { id } } userErrors { field code message }';
const inDays = (days: number) => addDays(new Date(), days).toISOString().slice(0, 10);

/** A lease signed before approvals existed (like the demo housemates): in force. */
async function leased(room: ListedRoom) {
  const application = await apply(stack.api, await stack.tokenFor('tenant'), 'tenant@hearth.test', room);
  await query(stack.api, sql`UPDATE lifecycles SET lease_signed_at = now(), sent_to_manager_at = now() WHERE id = ${application.id}`);
  return application;
}

describe('running a lease through GraphQL', () => {
  it('the manager offers a renewal and the tenant declines it', async () => {
    const lease = await leased(rooms[0]);
    const manager = await stack.tokenFor('manager', 'manager');
    const offer = await stack.gql(`mutation ($input: StartLifecycleRenewalInput!) { startLifecycleRenewal(input: $input) { ${PAYLOAD} } }`,
      { input: { lifecycleId: String(lease.id), renewalRentCents: 131000 } }, { token: manager });
    expect(offer.data!.startLifecycleRenewal).toMatchObject({ lifecycle: { state: 'RENEWAL_OFFERED', renewalRentCents: 131000 }, userErrors: [] });
    const take = `mutation ($input: TakeLifecycleActionInput!) { takeLifecycleAction(input: $input) { ${PAYLOAD} } }`;
    const byManager = await stack.gql(take, { input: { lifecycleId: String(lease.id), action: 'APPROVE' } }, { token: manager });
    expect(byManager.data!.takeLifecycleAction.userErrors).toEqual([expect.objectContaining({ field: 'action', code: 'invalid_input' })]);
    const wrongParty = await stack.gql(take, { input: { lifecycleId: String(lease.id), action: 'DECLINE_RENEWAL_OFFER' } }, { token: manager });
    expect(wrongParty.data!.takeLifecycleAction.userErrors).toEqual([expect.objectContaining({ code: 'action_not_allowed_for_role' })]);
    const declined = await stack.gql(take, { input: { lifecycleId: String(lease.id), action: 'DECLINE_RENEWAL_OFFER' } },
      { token: await stack.tokenFor('tenant') });
    expect(declined.data!.takeLifecycleAction).toMatchObject({ lifecycle: { state: 'NON_RENEWAL' }, userErrors: [] });
  });

  it('an early vacate date out of range comes back on its field', async () => {
    const lease = await leased(rooms[1]);
    const mutation = `mutation ($input: SetEarlyLeaseTerminationVacateDateInput!) { setEarlyLeaseTerminationVacateDate(input: $input) { ${PAYLOAD} } }`;
    const token = await stack.tokenFor('tenant');
    const bad = await stack.gql(mutation, { input: { lifecycleId: String(lease.id), vacateDate: inDays(-2) } }, { token });
    expect(bad.data!.setEarlyLeaseTerminationVacateDate.userErrors).toEqual([expect.objectContaining({ field: 'vacateDate' })]);
    const good = await stack.gql(mutation, { input: { lifecycleId: String(lease.id), vacateDate: inDays(20) } }, { token });
    expect(good.data!.setEarlyLeaseTerminationVacateDate.lifecycle.earlyLeaseTerminationVacateDate).toBe(inDays(20));
  });

  it('assigns a bedroom of the same home only', async () => {
    const application = await apply(stack.api, await stack.tokenFor('tenant2'), 'tenant2@hearth.test', rooms[2]);
    const elsewhere = rooms.find((r) => r.building_id !== rooms[2].building_id)!;
    const mutation = `mutation ($input: AssignLifecycleBedroomInput!) { assignLifecycleBedroom(input: $input) { ${PAYLOAD} } }`;
    const manager = await stack.tokenFor('manager', 'manager');
    const res = await stack.gql(mutation, { input: { lifecycleId: String(application.id), bedroomId: String(elsewhere.bedroom_id) } }, { token: manager });
    expect(res.data!.assignLifecycleBedroom.userErrors).toEqual([expect.objectContaining({ field: 'bedroomId' })]);
    const other = await stack.gql(mutation, { input: { lifecycleId: String(application.id), bedroomId: String(rooms[2].bedroom_id) } },
      { token: await stack.tokenFor('manager2', 'manager') });
    expect(other.data!.assignLifecycleBedroom.userErrors).toEqual([expect.objectContaining({ code: 'not_found', field: 'lifecycleId' })]);
  });
});
