import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedRoom } from '../api/applications-helpers.js';
import { preparedLease, roomsOfManager, type Lease } from '../api/leases-helpers.js';
import { act, castOf, sentApplication } from '../api/lifecycle-actions-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let tenant: string;
let manager: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  stack = await startStack();
  tenant = await stack.tokenFor('tenant');
  manager = await stack.tokenFor('manager', 'manager');
  rooms = await roomsOfManager(stack.api);
});
afterAll(() => stack?.close());

const LEASE = `id databaseId status version versionName securityDeposit { cents formatted } viewerCanSign text textSha256
  term { startDate endDate } rent { base { cents } utilities { cents } platformFee { cents } total { cents formatted } }
  tenantSignature { typedName signedAt } managerSignature { typedName signedAt }`;
const START = `mutation($input: StartLeaseSigningInput!) { startLeaseSigning(input: $input) {
  signingSession { signerRole signingToken signingUrl text textSha256 } userErrors { field code message } } }`;
const SIGN = `mutation($input: SignLeaseInput!) { signLease(input: $input) { lease { ${LEASE} } userErrors { field code message } } }`;
const COUNTERSIGN = `mutation($input: SignLeaseInput!) { countersignLease(input: $input) {
  lease { status managerSignature { typedName } lifecycle { hasUnsignedManagerLease } } userErrors { field code message } } }`;

const lifecycleGlobalId = (id: number) => Buffer.from(`Lifecycle:${id}`).toString('base64');

async function session(token: string, leaseId: string) {
  const res = await stack.gql(START, { input: { leaseId } }, { token });
  return res.data!.startLeaseSigning;
}

async function signAs(mutation: string, token: string, leaseId: string, typedName: string) {
  const { signingSession } = await session(token, leaseId);
  return stack.gql(mutation, { input: { leaseId, signingToken: signingSession.signingToken, typedName, agreed: true } }, { token });
}

describe('a tenant signs, then the manager countersigns', () => {
  let lease: Lease;
  let leaseId: string;
  beforeAll(async () => {
    // The real path: onboarding done sends the application to the manager, whose approval prepares the lease.
    const sent = await sentApplication(stack.api, await castOf(stack.api), rooms[0]);
    expect((await act(stack.api, manager, sent.id, 'approve')).statusCode).toBe(200);
    lease = (await stack.api.call('GET', `/leases?lifecycle_id=${sent.id}`, { token: tenant })).json().results[0];
  });

  it('the applications list shows the lease ready to sign, in a bounded number of REST calls', async () => {
    const res = await stack.gql(`{ viewer { applications(first: 5) { edges { node { databaseId
      lease { id databaseId status viewerCanSign text tenantSignature { typedName } rent { total { cents } } } } } } } }`, {}, { token: tenant });
    const node = res.data!.viewer.applications.edges.find((e: { node: { databaseId: string } }) => e.node.databaseId === String(lease.lifecycle_id)).node;
    leaseId = node.lease.id;
    expect(node.lease).toMatchObject({ databaseId: String(lease.id), status: 'PREPARED', viewerCanSign: true, tenantSignature: null, text: lease.text });
    expect(node.lease.rent.total.cents).toBe(lease.rent_components.TOTAL_RENT);
    expect(res.v20Calls).toBeLessThanOrEqual(3);
  });

  it('the manager cannot countersign first (the red dot is already lit); the tenant is told to type their own name', async () => {
    const dot = `{ node(id: "${lifecycleGlobalId(lease.lifecycle_id)}") { ... on Lifecycle { hasUnsignedManagerLease lease { viewerCanSign } } } }`;
    expect((await stack.gql(dot, {}, { token: manager })).data!.node).toEqual({ hasUnsignedManagerLease: true, lease: { viewerCanSign: false } });
    expect((await session(manager, leaseId)).userErrors).toEqual([expect.objectContaining({ code: 'tenant_must_sign_first' })]);
    const wrong = await signAs(SIGN, tenant, leaseId, 'Someone Else');
    expect(wrong.data!.signLease).toMatchObject({ lease: null, userErrors: [{ field: 'typedName', code: 'typed_name_mismatch', message: expect.any(String) }] });
  });

  it('the tenant signs; the manager may now countersign, and the red dot clears', async () => {
    const signed = await signAs(SIGN, tenant, leaseId, 'Tara Nguyen');
    expect(signed.data!.signLease).toMatchObject({ userErrors: [], lease: { status: 'TENANT_SIGNED', viewerCanSign: false, tenantSignature: { typedName: 'Tara Nguyen' } } });
    // The lease page names the version for people and states the deposit.
    expect(signed.data!.signLease.lease).toMatchObject({
      versionName: lease.lease_version_name, securityDeposit: { cents: lease.security_deposit_cents, formatted: expect.stringMatching(/^\$/) },
    });
    expect(signed.data!.signLease.lease.versionName).not.toMatch(/_/);

    const dot = `{ node(id: "${lifecycleGlobalId(lease.lifecycle_id)}") { ... on Lifecycle { hasUnsignedManagerLease lease { status viewerCanSign } } } }`;
    expect((await stack.gql(dot, {}, { token: manager })).data!.node).toEqual({ hasUnsignedManagerLease: true, lease: { status: 'TENANT_SIGNED', viewerCanSign: true } });

    const countersigned = await signAs(COUNTERSIGN, manager, leaseId, 'Marcus Reed');
    expect(countersigned.data!.countersignLease).toEqual({
      userErrors: [], lease: { status: 'COUNTERSIGNED', managerSignature: { typedName: 'Marcus Reed' }, lifecycle: { hasUnsignedManagerLease: false } },
    });
  });
});

describe('who may see and sign a lease', () => {
  it('another tenant, another manager and a vendor get null; signing in the manager role is refused before any REST call', async () => {
    const lease = await preparedLease(stack.api, tenant, 'tenant@hearth.test', rooms[1]);
    const query = `{ lease(databaseId: "${lease.id}") { status } }`;
    for (const token of [await stack.tokenFor('tenant2'), await stack.tokenFor('manager2', 'manager'), await stack.tokenFor('vendor')]) {
      expect((await stack.gql(query, {}, { token })).data!.lease).toBeNull();
    }
    expect((await stack.gql(query, {}, { token: tenant })).data!.lease).toEqual({ status: 'PREPARED' });
    const leaseId = Buffer.from(`Lease:${lease.id}`).toString('base64');
    const asManager = await stack.gql(SIGN, { input: { leaseId, signingToken: 'x', typedName: 'Marcus Reed', agreed: true } }, { token: manager });
    expect(asManager.data!.signLease).toEqual({ lease: null, userErrors: [expect.objectContaining({ code: 'forbidden' })] });
    expect(asManager.v20Calls).toBe(0);
    const bogus = await stack.gql(START, { input: { leaseId: 'not-an-id' } }, { token: tenant });
    expect(bogus.data!.startLeaseSigning.userErrors).toEqual([{ field: 'leaseId', code: 'not_found', message: 'No such lease.' }]);
  });
});
