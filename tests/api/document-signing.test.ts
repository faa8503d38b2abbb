import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { applicationBody, submit, type ListedRoom } from './applications-helpers.js';
import { errorOf } from './listings-helpers.js';
import { preparedLease, roomsOfManager, sign, startSigning, type Lease } from './leases-helpers.js';
import { act, castOf, sentApplication } from './lifecycle-actions-helpers.js';

let api: TestApi;
let tenant: string;
let tenant2: string;
let manager: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  tenant2 = await tokenFor(api.deps, 'tenant2');
  manager = await tokenFor(api.deps, 'manager', 'manager');
  rooms = await roomsOfManager(api);
});
afterAll(() => api.close());

describe('signing a lease: the tenant, then the manager', () => {
  it('starts a session with the text, records the typed name, and marks the application leased', async () => {
    const lease = await preparedLease(api, tenant, 'tenant@hearth.test', rooms[0]);
    const session = await startSigning(api, tenant, lease.id);
    expect(session.json()).toMatchObject({ signer_role: 'tenant', provider: 'local', text: lease.text, text_sha256: lease.text_sha256 });
    expect(session.json().signing_url).toBe(`/leases/${lease.id}?signing_token=${session.json().signing_token}`);

    const signed = await sign(api, tenant, lease.id, '  tara   NGUYEN ');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'tenant_signed', tenant_signature: { typed_name: 'tara   NGUYEN' }, manager_signature: null });
    const applications = await api.call('GET', '/applications/', { token: tenant });
    const lifecycle = applications.json().results.find((l: { id: number }) => l.id === lease.lifecycle_id);
    expect(lifecycle).toMatchObject({ lease_signed_at: expect.any(String), is_active: false });

    const countersigned = await sign(api, manager, lease.id, 'Marcus Reed');
    expect(countersigned.json()).toMatchObject({ status: 'countersigned', manager_signature: { typed_name: 'Marcus Reed', signed_at: expect.any(String) } });
  });

  it('refuses the manager before the tenant (422 tenant_must_sign_first)', async () => {
    const lease = await preparedLease(api, tenant, 'tenant@hearth.test', rooms[1]);
    expect(await errorOf(await startSigning(api, manager, lease.id))).toMatchObject({ status: 422, code: 'tenant_must_sign_first' });
  });

  it('answers the same signer signing again with the lease unchanged', async () => {
    const lease = await preparedLease(api, tenant, 'tenant@hearth.test', rooms[2]);
    const first = await sign(api, tenant, lease.id, 'Tara Nguyen');
    const again = await sign(api, tenant, lease.id, 'Tara Nguyen');
    expect(again.statusCode).toBe(200);
    expect(again.json().tenant_signature).toEqual(first.json().tenant_signature);
  });
});

describe('the lifecycle follows the signatures', () => {
  it('approval prepares the lease; the countersignature fills manager_bedroom_lease.signed_at and clears the red dot', async () => {
    // A tenant with no other open application, so finishing onboarding sends this one.
    const grace = await tokenFor(api.deps, 'guarantor');
    const sent = await sentApplication(api, await castOf(api), rooms[7], grace, 'guarantor@hearth.test');
    expect((await act(api, manager, sent.id, 'approve')).statusCode).toBe(200);
    const [lease] = (await api.call('GET', `/leases?lifecycle_id=${sent.id}`, { token: grace })).json().results as Lease[];
    const lifecycle = async () => (await api.call('GET', `/lifecycles?ids=${sent.id}`, { token: manager })).json().results[0];
    expect(await lifecycle()).toMatchObject({ lease_signed_at: null, manager_bedroom_lease: { signed_at: null }, has_unsigned_manager_lease: true });
    await sign(api, grace, lease.id, 'Grace Miller');
    expect(await lifecycle()).toMatchObject({ lease_signed_at: expect.any(String), manager_bedroom_lease: { signed_at: null } });
    await sign(api, manager, lease.id, 'Marcus Reed');
    expect(await lifecycle()).toMatchObject({ manager_bedroom_lease: { signed_at: expect.any(String) }, has_unsigned_manager_lease: false });
  });
});

describe('one signed lease per bedroom and overlapping dates', () => {
  it('refuses a second tenant signing for the same room and dates (409), then new applications for it (422)', async () => {
    const room = rooms[3];
    const first = await preparedLease(api, tenant, 'tenant@hearth.test', room);
    const second = await preparedLease(api, tenant2, 'tenant2@hearth.test', room);
    expect((await sign(api, tenant, first.id, 'Tara Nguyen')).statusCode).toBe(200);
    expect(await errorOf(await sign(api, tenant2, second.id, 'Theo Park'))).toMatchObject({ status: 409, code: 'lease_overlaps_signed_lease' });
    expect((await api.call('GET', `/leases/${second.id}`, { token: tenant2 })).json().status).toBe('prepared');

    const staff = await tokenFor(api.deps, 'staff');
    const refused = await submit(api, staff, await applicationBody(api, 'staff@hearth.test', room));
    expect(await errorOf(refused)).toMatchObject({ status: 422, code: 'bedroom_not_available', fields: { move_in_date: expect.any(String) } });
  });
});

describe('refusals that say what to fix, and tell outsiders nothing', () => {
  it('needs the box ticked, the full name typed as on the profile, and a valid token', async () => {
    const lease = await preparedLease(api, tenant2, 'tenant2@hearth.test', rooms[4]);
    expect(await errorOf(await sign(api, tenant2, lease.id, 'Theo Park', { agreed: false }))).toMatchObject({ status: 400, code: 'invalid_input', fields: { agreed: expect.any(String) } });
    expect(await errorOf(await sign(api, tenant2, lease.id, ' '))).toMatchObject({ status: 400, fields: { typed_name: expect.any(String) } });
    expect(await errorOf(await sign(api, tenant2, lease.id, 'Someone Else'))).toMatchObject({ status: 400, code: 'typed_name_mismatch', fields: { typed_name: 'Type your full name exactly: Theo Park.' } });
    const forged = await api.call('POST', '/document-signed', { token: tenant2, body: { lease_id: lease.id, signing_token: 'abc.def', typed_name: 'Theo Park', agreed: true } });
    expect(await errorOf(forged)).toMatchObject({ status: 400, code: 'invalid_signing_token', fields: { signing_token: expect.any(String) } });
    expect((await api.call('GET', `/leases/${lease.id}`, { token: tenant2 })).json().status).toBe('prepared');
  });

  it('gives other tenants and managers 404, and will not take a token issued to someone else', async () => {
    const lease = await preparedLease(api, tenant2, 'tenant2@hearth.test', rooms[5]);
    for (const token of [tenant, await tokenFor(api.deps, 'manager2', 'manager')]) {
      expect(await errorOf(await startSigning(api, token, lease.id))).toMatchObject({ status: 404, code: 'not_found' });
    }
    const session = (await startSigning(api, tenant2, lease.id)).json();
    const stolen = await api.call('POST', '/document-signed', { token: tenant, body: { lease_id: lease.id, signing_token: session.signing_token, typed_name: 'Tara Nguyen', agreed: true } });
    expect(await errorOf(stolen)).toMatchObject({ status: 400, code: 'invalid_signing_token' });
    expect((await startSigning(api, await tokenFor(api.deps, 'vendor'), lease.id)).statusCode).toBe(403);
  });

  it('refuses to sign the lease of a withdrawn application', async () => {
    const lease = await preparedLease(api, tenant2, 'tenant2@hearth.test', rooms[6]);
    await api.call('POST', `/applications/${lease.lifecycle_id}/withdraw`, { token: tenant2, body: { reason: 'other' } });
    expect(await errorOf(await sign(api, tenant2, lease.id, 'Theo Park'))).toMatchObject({ status: 422, code: 'application_not_active' });
  });
});
