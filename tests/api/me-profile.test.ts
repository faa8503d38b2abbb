import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { createHome } from './building-management-helpers.js';
import { tokenFor } from '../support/api.js';
import { finishOnboarding, providerBody } from './service-marketplace-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const SPEC_PROFILE_FIELDS = [
  'has_completed_application', 'has_signed_tenant_lease', 'has_associated_residential_service_provider',
  'renters_insurance_purchase_completed_at', 'manager_onboarding_demo_call_status', 'stripe_connect_account_connected_at',
  'email', 'occupation', 'interests', 'applicant_profile_roommate_relationship_preference',
  'renter_confirmation_questions_completed_at', 'needs_screening', 'has_us_ssn', 'is_renting_with_animal',
  'applicant_information_release_consent_submitted_at', 'service_provider_profile_photo_url',
  'applicant_profile_photo_urls', 'photo_urls', 'guarantor_connections_as_guarantor_user',
  'residential_service_provider_users',
];

const getMe = async (token: string) => (await api.call('GET', '/me/', { token })).json();
const patchMe = (token: string, body: unknown) => api.call('PATCH', '/me/', { token, body });

describe('GET /me/', () => {
  it('returns every Profile field of the spec for a new tenant, with nothing done yet', async () => {
    const { token, userId, email } = await registerUser(api);
    const res = await api.call('GET', '/me/', { token });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(Object.keys(me)).toEqual(expect.arrayContaining(SPEC_PROFILE_FIELDS));
    expect(me).toMatchObject({
      id: userId, email, roles: ['tenant'], user_role: 'tenant', is_staff: false,
      has_completed_application: false, has_signed_tenant_lease: false, has_associated_residential_service_provider: false,
      needs_screening: true, interests: [], occupation: null, manager_onboarding_demo_call_status: null,
      guarantor_connections_as_guarantor_user: [], residential_service_provider_users: [],
      has_managed_buildings: false,
    });
    expect(Date.parse(me.created_at)).toBeGreaterThan(0);
  });

  it('has_managed_buildings: the manager role alone does not count; owning or co-managing a home does (spec §6 Switch to manager)', async () => {
    const owner = await registerUser(api, 'manager');
    const helper = await registerUser(api);
    expect((await getMe(owner.token)).has_managed_buildings).toBe(false);
    const home = await createHome(api, owner.token);
    expect((await getMe(owner.token)).has_managed_buildings).toBe(true);
    expect((await getMe(helper.token)).has_managed_buildings).toBe(false);
    const added = await api.call('POST', `/buildings/${home.id}/managers`, { token: owner.token, body: { email: helper.email, permission_areas: ['leasing'] } });
    expect(added.statusCode).toBe(201);
    expect((await getMe(helper.token)).has_managed_buildings).toBe(true);
  });

  it('residential service provider facts come from the company the user belongs to (spec §6 Switch to vendor, issue 14)', async () => {
    const vendor = await tokenFor(api.deps, 'vendor', 'vendor');
    expect(await getMe(vendor)).toMatchObject({ has_associated_residential_service_provider: false, residential_service_provider_users: [] });
    const created = await api.call('POST', '/residential-service-providers', { token: vendor, body: providerBody('nc/durham', { name: 'Lopez Home Services' }) });
    expect(created.statusCode).toBe(201);
    expect(await getMe(vendor)).toMatchObject({
      has_associated_residential_service_provider: true,
      residential_service_provider_users: [{ residential_service_provider: {
        id: created.json().id, name: 'Lopez Home Services', service_provider_onboarding_completed_at: null,
      } }],
    });
    // Onboarded once its paperwork and payout account are in (docs/vendors.md).
    await finishOnboarding(api, vendor, created.json().id);
    expect((await getMe(vendor)).residential_service_provider_users).toEqual([{ residential_service_provider: {
      id: created.json().id, name: 'Lopez Home Services', service_provider_onboarding_completed_at: expect.any(String),
    } }]);
    // The seeded three-role user owns an onboarded company, whichever role its token has.
    const multi = await getMe(await tokenFor(api.deps, 'multi', 'tenant'));
    expect(multi.has_associated_residential_service_provider).toBe(true);
    expect(multi.residential_service_provider_users).toEqual([{ residential_service_provider: {
      id: expect.any(Number), name: 'Morgan Fix-It', service_provider_onboarding_completed_at: expect.any(String),
    } }]);
  });

  it('starts a new manager at the onboarding demo call', async () => {
    const { token } = await registerUser(api, 'manager');
    expect((await getMe(token)).manager_onboarding_demo_call_status).toBe('demo_call_needed');
  });

  it('refuses a request without a token and a guest token with 401', async () => {
    expect((await api.call('GET', '/me/')).statusCode).toBe(401);
    const guest = await api.call('GET', '/me/', { token: await api.guestToken() });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('unauthenticated');
  });
});

describe('PATCH /me/', () => {
  it('saves the roommate profile and returns the updated profile', async () => {
    const { token } = await registerUser(api);
    const res = await patchMe(token, {
      first_name: ' Rosa ', last_name: 'Diaz', phone_number: '+1 919 555 0100', occupation: 'Nurse',
      interests: ['hiking', 'cooking', 'hiking'], applicant_profile_roommate_relationship_preference: 'balanced',
      is_renting_with_animal: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      first_name: 'Rosa', last_name: 'Diaz', phone_number: '+1 919 555 0100', occupation: 'Nurse',
      interests: ['hiking', 'cooking'], applicant_profile_roommate_relationship_preference: 'balanced',
      is_renting_with_animal: true,
    };
    expect(res.json()).toMatchObject(expected);
    expect(await getMe(token)).toMatchObject(expected);
  });

  it('changes only the fields sent, and clears a field sent as null', async () => {
    const { token } = await registerUser(api, 'tenant', { first_name: 'Kim' });
    await patchMe(token, { occupation: 'Teacher', interests: ['chess'] });
    const res = await patchMe(token, { occupation: null });
    expect(res.json()).toMatchObject({ first_name: 'Kim', occupation: null, interests: ['chess'] });
  });

  it('refuses is_staff with 400 naming the field, and changes nothing', async () => {
    const { token } = await registerUser(api);
    const res = await patchMe(token, { is_staff: true, occupation: 'Hacker' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(Object.keys(res.json().error.fields)).toEqual(['is_staff']);
    expect(await getMe(token)).toMatchObject({ is_staff: false, occupation: null });
  });

  it('refuses email and roles, which are not changed here', async () => {
    const { token, email } = await registerUser(api);
    const res = await patchMe(token, { email: 'other@example.com', roles: ['manager'] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'roles']);
    expect(await getMe(token)).toMatchObject({ email, roles: ['tenant'] });
  });

  it('names each invalid value', async () => {
    const { token } = await registerUser(api);
    const res = await patchMe(token, {
      applicant_profile_roommate_relationship_preference: 'party',
      interests: ['x'.repeat(41)],
      phone_number: 'call me',
      first_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining([
      'applicant_profile_roommate_relationship_preference', 'interests.0', 'phone_number', 'first_name',
    ]));
  });

  it('changes only the caller\'s own profile', async () => {
    const a = await registerUser(api, 'tenant', { first_name: 'Ann' });
    const b = await registerUser(api, 'tenant', { first_name: 'Ben' });
    await patchMe(b.token, { first_name: 'Benjamin' });
    expect((await getMe(a.token)).first_name).toBe('Ann');
    expect((await getMe(b.token)).first_name).toBe('Benjamin');
  });

  it('needs a signed-in user', async () => {
    const res = await api.call('PATCH', '/me/', { token: await api.guestToken(), body: { first_name: 'Guest' } });
    expect(res.statusCode).toBe(401);
  });
});
