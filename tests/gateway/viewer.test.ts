import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const VIEWER = `{ viewer {
  isGuest currentRole roles isStaff
  user { id databaseId email firstName lastName profile { email isComplete interests occupation } }
  navigation { key label path hasRedDot }
  roleSwitches { role label }
} }`;
const paths = (res: { data?: any }) => res.data?.viewer.navigation.map((i: { path: string }) => i.path);

describe('viewer', () => {
  it('a guest has no user, no roles, no navigation and no saved listings', async () => {
    const res = await stack.gql(`{ viewer { isGuest user { email } roles navigation { key } roleSwitches { role }
      savedListings { edges { cursor } pageInfo { hasNextPage } } } }`, {}, { token: await stack.api.guestToken() });
    expect(res.data?.viewer).toEqual({
      isGuest: true, user: null, roles: [], navigation: [], roleSwitches: [],
      savedListings: { edges: [], pageInfo: { hasNextPage: false } },
    });
    expect(res.v20Calls).toBe(0);
  });

  it('a tenant sees their account and the tenant navigation, with GET /me/ alone (it also says whether the Resolution Center link shows)', async () => {
    const res = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('tenant') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer).toMatchObject({
      isGuest: false, currentRole: 'TENANT', roles: ['TENANT'], isStaff: false,
      user: { email: 'tenant@hearth.test', firstName: 'Tara', lastName: 'Nguyen', profile: { email: 'tenant@hearth.test' } },
      roleSwitches: [],
    });
    expect(paths(res)).toEqual(['/listings', '/applications', '/my-hearth', '/billing', '/profile', '/saved-listings', '/renter-support']);
    // GET /me/ only: its has_resolution_cases is false (no case yet: no Resolution Center link).
    expect(res.v20Calls).toBe(1);
  });

  it('the user id round-trips through node(id:) for its owner only', async () => {
    const token = await stack.tokenFor('tenant');
    const { data } = await stack.gql('{ viewer { user { id databaseId } } }', {}, { token });
    const id = data?.viewer.user.id;
    const mine = await stack.gql('query($id: ID!) { node(id: $id) { id ... on User { email } } }', { id }, { token });
    expect(mine.data?.node).toEqual({ id, email: 'tenant@hearth.test' });
    const someoneElse = await stack.gql('query($id: ID!) { node(id: $id) { id } }', { id }, { token: await stack.tokenFor('tenant2') });
    expect(someoneElse.data?.node).toBeNull();
  });

  it('a manager sees the manager navigation, with Set Up Automatic Payments while payments are not connected', async () => {
    const res = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('manager', 'manager') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer.currentRole).toBe('MANAGER');
    expect(paths(res)).toEqual([
      '/manager/overview', '/manager/listings', '/manager/tenants', '/manager/service', '/manager/ledger', '/manager/notifications',
      '/manager/account-link', '/manager/promote-listings', '/profile',
    ]);
    expect(res.data?.viewer.navigation.find((i: { path: string }) => i.path === '/manager/account-link').label)
      .toBe('Set Up Automatic Payments');
  });

  it('someone who also holds the manager role is offered Switch to manager while acting as tenant', async () => {
    const res = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('manager', 'tenant') });
    expect(res.data?.viewer.roleSwitches).toEqual([{ role: 'MANAGER', label: 'Switch to manager' }]);
    expect(res.data?.viewer.roles).toEqual(expect.arrayContaining(['MANAGER', 'TENANT']));
  });

  it('someone who became a manager (/list) is offered Switch to manager only once they have a home', async () => {
    const email = `owner-${Date.now()}@hearth.test`;
    const registered = await stack.gql(`mutation($input: RegisterInput!) { register(input: $input) { session { token } } }`, {
      input: { email, password: 'a long enough password', userRole: 'TENANT' },
    });
    const becameManager = await stack.gql('mutation { becomeManager { session { token } userErrors { code } } }', {},
      { token: registered.data!.register.session.token });
    // Each switch revokes the session it came from (v20 /assume-user-role), so every step uses the newest token.
    const assume = async (token: string, role: string) =>
      (await stack.gql(`mutation { assumeUserRole(input: { userRole: ${role} }) { session { token } } }`, {}, { token }))
        .data!.assumeUserRole.session.token as string;
    const tenantToken = await assume(becameManager.data!.becomeManager.session.token, 'TENANT');

    const before = await stack.gql(VIEWER, {}, { token: tenantToken });
    expect(before.data?.viewer.roles).toEqual(expect.arrayContaining(['MANAGER', 'TENANT']));
    expect(before.data?.viewer.roleSwitches).toEqual([]);
    expect(before.v20Calls).toBe(1);

    const managerToken = await assume(tenantToken, 'MANAGER');
    const created = await stack.gql(`mutation($input: CreateBuildingInput!) { createBuilding(input: $input) { userErrors { code } } }`, {
      input: { title: 'First home', propertyType: 'SFR', address: { street: '1 Elm St', city: 'Durham', state: 'NC', zip: '27701' } },
    }, { token: managerToken });
    expect(created.data?.createBuilding.userErrors).toEqual([]);
    const after = await stack.gql(VIEWER, {}, { token: await assume(managerToken, 'TENANT') });
    expect(after.data?.viewer.roleSwitches).toEqual([{ role: 'MANAGER', label: 'Switch to manager' }]);
  });

  it('a vendor who has not finished onboarding is sent to /vendor/onboard first', async () => {
    const res = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('vendor') });
    expect(paths(res)).toEqual(['/vendor/onboard', '/vendor/jobs', '/vendor/my-jobs', '/vendor/dashboard', '/vendor/settings']);
    expect(res.data?.viewer.roleSwitches).toEqual([]);
  });

  it('the seeded three-role user belongs to an onboarded company: Switch to vendor as tenant, the vendor pages open as vendor (issue 14)', async () => {
    const asTenant = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('multi', 'tenant') });
    expect(asTenant.errors).toBeUndefined();
    expect(asTenant.data?.viewer.roleSwitches).toEqual([{ role: 'MANAGER', label: 'Switch to manager' }, { role: 'VENDOR', label: 'Switch to vendor' }]);
    const asVendor = await stack.gql('{ viewer { currentRole user { profile { isServiceProviderOnboardingCompleted } } navigation { path } } }', {},
      { token: await stack.tokenFor('multi', 'vendor') });
    expect(asVendor.errors).toBeUndefined();
    expect(asVendor.data?.viewer.user.profile.isServiceProviderOnboardingCompleted).toBe(true);
    expect(paths(asVendor)).not.toContain('/vendor/onboard');
    expect(paths(asVendor)).toContain('/vendor/jobs');
  });

  it('a staff member is staff', async () => {
    const res = await stack.gql('{ viewer { isStaff } }', {}, { token: await stack.tokenFor('staff') });
    expect(res.data?.viewer.isStaff).toBe(true);
  });
});

describe('updateProfile', () => {
  const UPDATE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) {
    user { firstName profile { occupation interests applicantProfileRoommateRelationshipPreference isComplete } }
    userErrors { field code message } } }`;

  it('answering occupation, interests and roommate preference completes the profile (spec §5)', async () => {
    const token = await stack.tokenFor('guarantor');
    const before = await stack.gql('{ viewer { user { profile { isComplete } } } }', {}, { token });
    expect(before.data?.viewer.user.profile.isComplete).toBe(false);
    const res = await stack.gql(UPDATE, {
      input: { occupation: 'Nurse', interests: ['hiking', 'jazz'], roommateRelationshipPreference: 'BALANCED' },
    }, { token });
    expect(res.data?.updateProfile).toEqual({
      user: { firstName: 'Grace', profile: { occupation: 'Nurse', interests: ['hiking', 'jazz'], applicantProfileRoommateRelationshipPreference: 'BALANCED', isComplete: true } },
      userErrors: [],
    });
  });

  it('an invalid field is a userError on the input field name', async () => {
    const res = await stack.gql(UPDATE, { input: { phoneNumber: 'call me' } }, { token: await stack.tokenFor('tenant2') });
    expect(res.data?.updateProfile).toEqual({ user: null, userErrors: [{ field: 'phoneNumber', code: 'invalid_input', message: expect.any(String) }] });
  });

  it('clearing the occupation makes the profile incomplete again', async () => {
    const token = await stack.tokenFor('guarantor');
    const res = await stack.gql(UPDATE, { input: { occupation: null } }, { token });
    expect(res.data?.updateProfile.user.profile).toMatchObject({ occupation: null, isComplete: false });
  });

  it('a guest is asked to sign in', async () => {
    const res = await stack.gql(UPDATE, { input: { occupation: 'x' } }, { token: await stack.api.guestToken() });
    expect(res.data?.updateProfile.userErrors).toEqual([{ field: null, code: 'unauthenticated', message: expect.any(String) }]);
  });
});
