import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, listedRooms, type ListedRoom } from '../api/applications-helpers.js';
import { query } from '../api/listings-helpers.js';
import { startStack, type Stack } from './harness.js';

/** Issue 16, renters insurance through GraphQL (docs/renters-insurance.md): plans, buying, proof, who sees what. */
let stack: Stack;
let rooms: ListedRoom[];
beforeAll(async () => {
  stack = await startStack();
  rooms = (await listedRooms(stack.api)).filter((r) => r.manager_email === 'manager@hearth.test');
});
afterAll(() => stack?.close());

const globalId = (id: number) => Buffer.from(`Lifecycle:${id}`, 'utf8').toString('base64');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function leased(room: ListedRoom) {
  const application = await apply(stack.api, await stack.tokenFor('tenant'), 'tenant@hearth.test', room);
  await query(stack.api, sql`UPDATE lifecycles SET lease_signed_at = now(), sent_to_manager_at = now() WHERE id = ${application.id}`);
  return application;
}

const BUY = `mutation ($input: BuyRentersInsuranceInput!) { buyRentersInsurance(input: $input) {
  policy { source plan carrier policyNumber isActive startsOn monthlyPremium { cents } documentUrl }
  lifecycle { id isCoveredByRentersInsurance rentersInsurancePolicy { plan } }
  userErrors { field code message } } }`;
const PROOF = `mutation ($input: SubmitRentersInsuranceProofInput!) { submitRentersInsuranceProof(input: $input) {
  policy { source carrier } userErrors { field code message } } }`;
const SEEN = `query ($id: ID!) { node(id: $id) { ... on Lifecycle { isCoveredByRentersInsurance rentersInsurancePolicy { source plan carrier documentUrl } } } }`;

describe('renters insurance through GraphQL', () => {
  it('the tenant compares plans and buys one; the manager sees the cover; others see nothing', async () => {
    const lease = await leased(rooms[0]);
    const tenant = await stack.tokenFor('tenant');
    const plans = await stack.gql(`query ($id: ID!) { rentersInsurancePlans(lifecycleId: $id) { plan name monthlyPremium { cents formatted } } }`,
      { id: globalId(lease.id) }, { token: tenant });
    expect(plans.data!.rentersInsurancePlans.map((p: { plan: string }) => p.plan)).toEqual(['BASIC', 'STANDARD', 'PLUS']);

    const manager = await stack.tokenFor('manager', 'manager');
    const byManager = await stack.gql(BUY, { input: { lifecycleId: globalId(lease.id), plan: 'BASIC' } }, { token: manager });
    expect(byManager.data!.buyRentersInsurance).toMatchObject({ policy: null, userErrors: [expect.objectContaining({ code: 'forbidden' })] });

    const bought = await stack.gql(BUY, { input: { lifecycleId: globalId(lease.id), plan: 'STANDARD' } }, { token: tenant });
    // The application moves in later: cover starts on the move-in day, so it is not active yet.
    expect(bought.data!.buyRentersInsurance).toMatchObject({
      policy: { source: 'PURCHASE', plan: 'STANDARD', carrier: 'Hearth Renters Cover', isActive: false, startsOn: String(lease.move_in_date) },
      lifecycle: { isCoveredByRentersInsurance: false, rentersInsurancePolicy: { plan: 'STANDARD' } }, userErrors: [],
    });
    expect(bought.data!.buyRentersInsurance.policy.documentUrl).toMatch(/^https?:\/\/.+\/v20\/files\//);
    const again = await stack.gql(BUY, { input: { lifecycleId: String(lease.id), plan: 'PLUS' } }, { token: tenant });
    expect(again.data!.buyRentersInsurance.userErrors).toEqual([expect.objectContaining({ field: 'plan', code: 'renters_insurance_already_purchased' })]);

    const seen = await stack.gql(SEEN, { id: globalId(lease.id) }, { token: manager });
    expect(seen.data!.node).toMatchObject({ isCoveredByRentersInsurance: false, rentersInsurancePolicy: { source: 'PURCHASE', plan: 'STANDARD' } });
    const other = await stack.gql(SEEN, { id: globalId(lease.id) }, { token: await stack.tokenFor('manager2', 'manager') });
    expect(other.data!.node).toBeNull();
    const plansOfOthers = await stack.gql(`query ($id: ID!) { rentersInsurancePlans(lifecycleId: $id) { plan } }`,
      { id: globalId(lease.id) }, { token: await stack.tokenFor('tenant2') });
    expect(plansOfOthers.data!.rentersInsurancePlans).toEqual([]);
  });

  it('proof of an own policy: bad input comes back on its fields', async () => {
    const lease = await leased(rooms[1]);
    const tenant = await stack.tokenFor('tenant');
    const input = { lifecycleId: globalId(lease.id), carrier: 'State Farm', policyNumber: 'SF-99-1204', startsOn: inDays(0), endsOn: inDays(-5),
      fileId: '0b7d3c1e-52a4-4f5e-9a51-4b1d2f3c4a5b' };
    const bad = await stack.gql(PROOF, { input }, { token: tenant });
    expect(bad.data!.submitRentersInsuranceProof).toMatchObject({ policy: null, userErrors: [expect.objectContaining({ field: 'endsOn' })] });
    const noFile = await stack.gql(PROOF, { input: { ...input, endsOn: inDays(300) } }, { token: tenant });
    expect(noFile.data!.submitRentersInsuranceProof.userErrors).toEqual([expect.objectContaining({ field: 'fileId' })]);
  });
});
