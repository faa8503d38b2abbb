// /my-hearth through GraphQL: Viewer.myHome and Viewer.referral are the tenant's own,
// null for other roles without a v20 call; createReferralCode answers a renter without
// a signed lease with a userError, and a resident with their code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const PAGE = `{ viewer {
  myHome { title bedroomName moveInDate moveOutDate address { city } access { method } housemates { firstName roommateAnswers { question answer } }
    openRooms { name totalRent { formatted } } checklist { depositPaidAt autopayOn accessReady } }
  referral { eligible code friendCredit { formatted } uses { friendFirstName } }
} }`;
const CREATE = 'mutation { createReferralCode { referral { code eligible } userErrors { code message } } }';

describe('the renter\'s home in the graph', () => {
  it('is null for a manager, without a v20 call, and refused as a mutation', async () => {
    const token = await stack.tokenFor('manager', 'manager');
    const page = await stack.gql(PAGE, {}, { token });
    expect(page.errors).toBeUndefined();
    expect(page.data!.viewer).toEqual({ myHome: null, referral: null });
    expect(page.v20Calls).toBe(0);
    const created = await stack.gql(CREATE, {}, { token });
    expect(created.data!.createReferralCode.referral).toBeNull();
    expect(created.data!.createReferralCode.userErrors[0].code).toBe('forbidden');
  });

  it('has no home before a lease, and the invite code is refused with a reason', async () => {
    const token = await stack.tokenFor('tenant2', 'tenant');
    const page = await stack.gql(PAGE, {}, { token });
    expect(page.data!.viewer.myHome).toBeNull();
    expect(page.data!.viewer.referral).toMatchObject({ eligible: false, code: null, friendCredit: { formatted: '$100' } });
    const created = await stack.gql(CREATE, {}, { token });
    expect(created.data!.createReferralCode.userErrors).toEqual([expect.objectContaining({ code: 'referral_needs_signed_lease' })]);
  });

  it('shows a resident their home and issues their code', async () => {
    const home = await demoHomeOf(stack.api.deps, 'manager');
    await makeResident(stack.api.deps, await demoUserId(stack.api.deps, 'tenant'), home.buildingId);
    const token = await stack.tokenFor('tenant', 'tenant');
    const page = await stack.gql(PAGE, {}, { token });
    expect(page.errors).toBeUndefined();
    expect(page.data!.viewer.myHome.title).toBe(home.title);
    expect(page.v20Calls).toBe(2);
    const created = await stack.gql(CREATE, {}, { token });
    expect(created.data!.createReferralCode).toMatchObject({ referral: { eligible: true, code: expect.stringMatching(/^FRIEND-/) }, userErrors: [] });
  });
});
