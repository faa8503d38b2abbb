import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { demoUserId } from '../support/residents.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import type { ListedRoom } from './applications-helpers.js';
import { registerUser, type Registered } from './auth-helpers.js';
import { roomsOfManager, sign, startSigning, type Lease } from './leases-helpers.js';
import { act, castOf, sentApplication } from './lifecycle-actions-helpers.js';
import { errorOf } from './listings-helpers.js';
import { RENTER_INFO, screeningCall } from './screening-helpers.js';

/**
 * A person's name comes from one place (users.first_name / last_name) and reaches
 * the lease, the manager's applicant card and notifications. Every renter here
 * registered through /email-register without a name, like a real newcomer.
 */
let api: TestApi;
let manager: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager', 'manager');
  rooms = await roomsOfManager(api);
});
afterAll(() => api.close());

async function approvedLease(renter: Registered, room: ListedRoom): Promise<Lease> {
  const sent = await sentApplication(api, await castOf(api), room, renter.token, renter.email);
  expect((await act(api, manager, sent.id, 'approve')).statusCode).toBe(200);
  return (await api.call('GET', `/leases?lifecycle_id=${sent.id}`, { token: renter.token })).json().results[0] as Lease;
}

const applicantCard = async (lifecycleId: number) =>
  (await api.call('GET', `/lifecycles/${lifecycleId}/applicant`, { token: manager })).json();

const managerNotificationTitles = async () =>
  ((await api.call('GET', '/notifications?limit=50', { token: manager })).json().results as { title: string }[]).map((n) => n.title);

describe('the legal name given at screening names the renter everywhere', () => {
  it('fills the profile, the applicant card, the manager\'s notification and the lease, which the renter then signs', async () => {
    const renter = await registerUser(api);
    expect((await screeningCall(api, renter.token, 'renter-info', RENTER_INFO)).statusCode).toBe(200);
    expect((await api.call('GET', '/me/', { token: renter.token })).json()).toMatchObject({ first_name: 'Rosa', last_name: 'Diaz' });

    const lease = await approvedLease(renter, rooms[0]!);
    expect(lease.text).toContain('Tenant: Rosa Diaz.');
    expect(await applicantCard(lease.lifecycle_id)).toMatchObject({ display_name: 'Rosa Diaz', first_name: 'Rosa', last_name: 'Diaz' });
    expect(await managerNotificationTitles()).toContainEqual(expect.stringMatching(/^Rosa Diaz applied to /));
    expect((await sign(api, renter.token, lease.id, 'Rosa Diaz')).json()).toMatchObject({ status: 'tenant_signed' });
    expect(await managerNotificationTitles()).toContainEqual(expect.stringMatching(/^Rosa Diaz signed the lease for /));
  });

  it('keeps a name the renter chose over the legal name', async () => {
    const renter = await registerUser(api, 'tenant', { first_name: 'Ro', last_name: 'Diaz' });
    await screeningCall(api, renter.token, 'renter-info', RENTER_INFO);
    expect((await api.call('GET', '/me/', { token: renter.token })).json()).toMatchObject({ first_name: 'Ro', last_name: 'Diaz' });
  });
});

describe('a renter who never gave a name', () => {
  it('is shown by a fallback, is asked for the name before signing, and the lease carries it once given', async () => {
    const renter = await registerUser(api);
    const lease = await approvedLease(renter, rooms[1]!);
    expect(lease.text).not.toContain('Tenant: .');
    expect(lease.text).toContain('Tenant: (the Tenant adds their full name before signing).');
    expect((await applicantCard(lease.lifecycle_id)).display_name).toBe('Applicant without a name yet');
    expect(await managerNotificationTitles()).toContainEqual(expect.stringMatching(/^An applicant applied to /));

    expect(await errorOf(await startSigning(api, renter.token, lease.id)))
      .toMatchObject({ status: 422, code: 'profile_name_required', fields: { first_name: expect.any(String), last_name: expect.any(String) } });

    const named = await api.call('PATCH', '/me/', { token: renter.token, body: { first_name: 'Ada', last_name: 'Lovelace' } });
    expect(named.statusCode).toBe(200);
    const reread = (await api.call('GET', `/leases/${lease.id}`, { token: renter.token })).json() as Lease;
    expect(reread.text).toContain('Tenant: Ada Lovelace.');
    expect(reread.text_sha256).not.toBe(lease.text_sha256);
    expect((await sign(api, renter.token, lease.id, 'ada lovelace')).json()).toMatchObject({ status: 'tenant_signed' });
    expect((await applicantCard(lease.lifecycle_id)).display_name).toBe('Ada Lovelace');
  });

  it('never changes the text of a lease once it is signed', async () => {
    const renter = await registerUser(api, 'tenant', { first_name: 'Bea', last_name: 'Stone' });
    const lease = await approvedLease(renter, rooms[2]!);
    await sign(api, renter.token, lease.id, 'Bea Stone');
    await api.call('PATCH', '/me/', { token: renter.token, body: { last_name: 'Stone-Hale' } });
    expect((await api.call('GET', `/leases/${lease.id}`, { token: renter.token })).json().text).toBe(lease.text);
  });
});

describe('a landlord without a name', () => {
  it('cannot list a home, and no lease is prepared with a blank where they belong, until they give it', async () => {
    const { firstName, lastName } = demoUser('manager');
    const managerId = await demoUserId(api.deps, 'manager');
    const room = rooms[3]!;
    const renter = await registerUser(api, 'tenant', { first_name: 'Cy', last_name: 'Ng' });
    const sent = await sentApplication(api, await castOf(api), room, renter.token, renter.email);
    await api.deps.database.db.execute(sql`UPDATE users SET last_name = '' WHERE id = ${managerId}`);
    try {
      const problems = (await api.call('GET', `/buildings/${room.building_id}/configuration-errors`, { token: manager })).json();
      expect(JSON.stringify(problems)).toContain('owner_without_name');
      expect(await errorOf(await act(api, manager, sent.id, 'approve'))).toMatchObject({ status: 422, code: 'landlord_name_required' });
      expect((await api.call('GET', `/leases?lifecycle_id=${sent.id}`, { token: renter.token })).json().results).toEqual([]);
    } finally {
      await api.deps.database.db.execute(sql`UPDATE users SET last_name = ${lastName} WHERE id = ${managerId}`);
    }
    expect((await act(api, manager, sent.id, 'approve')).statusCode).toBe(200);
    const [lease] = (await api.call('GET', `/leases?lifecycle_id=${sent.id}`, { token: renter.token })).json().results as Lease[];
    expect(lease!.text).toContain(`Landlord: ${firstName} ${lastName},`);
  });
});
