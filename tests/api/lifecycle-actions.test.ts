import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { apply } from './applications-helpers.js';
import { act, castOf, sentApplication, type Cast, type LifecycleDto } from './lifecycle-actions-helpers.js';
import { allPages, errorOf } from './listings-helpers.js';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await createTestApi();
  cast = await castOf(api);
});
afterAll(() => api.close());

const lifecycleAs = async (token: string, id: number) =>
  (await allPages<LifecycleDto>(api, `/lifecycles?ids=${id}`, token))[0];
const me = async (token: string) => (await api.call('GET', '/me/', { token })).json();

describe('sending an application to the manager', () => {
  it('happens when the tenant finishes onboarding; the manager then sees it sent, with approve and deny offered', async () => {
    const multi = await tokenFor(api.deps, 'multi');
    const application = await apply(api, multi, 'multi@hearth.test', cast.rooms[0]);
    expect((await lifecycleAs(cast.manager, application.id))).toMatchObject({ state: 'applied', has_unsigned_manager_lease: false });
    const sent = await sentApplication(api, cast, cast.rooms[1]);
    const seen = await lifecycleAs(cast.manager, sent.id);
    // A decision is due and the manager has not signed: the Tenants red dot is on (spec §2).
    expect(seen).toMatchObject({ state: 'sent_to_manager', is_sent_to_manager: true, has_unsigned_manager_lease: true });
    expect(seen.allowed_actions.manager).toEqual(expect.arrayContaining(['approve', 'manager-denial', 'deactivate']));
    expect(seen.allowed_actions.tenant).toEqual(expect.arrayContaining(['add-promo', 'lease-negotiation']));
    const sentIds = (await allPages<LifecycleDto>(api, '/lifecycles?is_sent_to_manager=true', cast.manager)).map((l) => l.id);
    expect(sentIds).toContain(sent.id);
  });
});

describe('approving', () => {
  it('promises a room once: a second applicant for the same room and dates gets 409 bedroom_already_promised and no lease', async () => {
    const room = cast.rooms.at(-1)!;
    const first = await sentApplication(api, cast, room);
    const other = await registerUser(api, 'tenant', { first_name: 'Lee', last_name: 'Park' });
    const second = await sentApplication(api, cast, room, other.token, other.email);
    expect((await act(api, cast.manager, first.id, 'approve')).statusCode).toBe(200);
    const refused = await act(api, cast.manager, second.id, 'approve');
    expect(await errorOf(refused)).toMatchObject({ status: 409, code: 'bedroom_already_promised' });
    expect((await lifecycleAs(cast.manager, second.id))).toMatchObject({ state: 'sent_to_manager', approved_at: null });
    expect((await api.call('GET', `/leases?lifecycle_id=${second.id}`, { token: other.token })).json().results).toEqual([]);
  });

  it('moves the lifecycle to approved and lights the red dot until the lease is countersigned', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[2]);
    const res = await act(api, cast.manager, sent.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'approved', has_unsigned_manager_lease: true, manager_bedroom_lease: { signed_at: null } });
    expect(res.json().approved_at).toEqual(expect.any(String));
    expect((await me(cast.manager)).has_sent_lifecycle_with_unsigned_manager_lease).toBe(true);
    expect((await me(cast.otherManager)).has_sent_lifecycle_with_unsigned_manager_lease).toBe(false);
    const leases = (await api.call('GET', `/leases?lifecycle_id=${sent.id}`, { token: cast.tenant })).json().results;
    expect(leases).toHaveLength(1);
    expect(leases[0]).toMatchObject({ status: 'prepared' });
  });

  it('needs a bedroom: unassigned applicants cannot be approved', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[10]);
    expect((await act(api, cast.manager, sent.id, 'unassign')).json()).toMatchObject({ assigned_bedroom: null });
    expect(await errorOf(await act(api, cast.manager, sent.id, 'approve'))).toMatchObject({ status: 422, code: 'bedroom_not_assigned' });
  });

  it('refuses a second approval, naming the rule and the state', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[3]);
    await act(api, cast.manager, sent.id, 'approve');
    expect(await errorOf(await act(api, cast.manager, sent.id, 'approve'))).toMatchObject({
      status: 422, code: 'action_not_allowed_in_state', message: 'approve is not allowed while the lifecycle is approved.',
    });
  });

  it('refuses an application the tenant has not finished', async () => {
    const application = await apply(api, await tokenFor(api.deps, 'multi'), 'multi@hearth.test', cast.rooms[4]);
    expect(await errorOf(await act(api, cast.manager, application.id, 'approve')))
      .toMatchObject({ status: 422, code: 'action_not_allowed_in_state' });
  });

  it('another manager learns nothing (404); the tenant may not approve themselves (422 naming the rule); vendors are turned away', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[5]);
    expect(await errorOf(await act(api, cast.otherManager, sent.id, 'approve'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await act(api, cast.otherTenant, sent.id, 'approve'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await act(api, cast.tenant, sent.id, 'approve'))).toMatchObject({ status: 422, code: 'action_not_allowed_for_role' });
    const vendor = await tokenFor(api.deps, 'vendor', 'vendor');
    expect(await errorOf(await act(api, vendor, sent.id, 'approve'))).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await api.call('POST', `/lifecycles/${sent.id}/approve`)).statusCode).toBe(401);
    expect((await lifecycleAs(cast.manager, sent.id)).state).toBe('sent_to_manager');
  });
});

describe('denying and deactivating', () => {
  it('a denial takes a spec §8 denial reason and closes the application', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[6]);
    expect(await errorOf(await act(api, cast.manager, sent.id, 'manager-denial', { reason: 'vibes' })))
      .toMatchObject({ status: 400, code: 'invalid_input', fields: { reason: expect.any(String) } });
    expect(await errorOf(await act(api, cast.manager, sent.id, 'manager-denial', {})))
      .toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    const res = await act(api, cast.manager, sent.id, 'manager-denial', { reason: 'does_not_meet_requirements', message: 'Income too low' });
    expect(res.json()).toMatchObject({
      state: 'denied', denial_reason: 'does_not_meet_requirements', is_deactivated: true,
      deactivation_reason: 'manager_rejection', is_active: false, allowed_actions: { manager: [], tenant: [] },
    });
    expect(await errorOf(await act(api, cast.manager, sent.id, 'deactivate', { reason: 'room_taken' })))
      .toMatchObject({ status: 422, code: 'action_not_allowed_in_state' });
  });

  it('deactivation takes a closure reason a manager may choose', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[7]);
    expect(await errorOf(await act(api, cast.manager, sent.id, 'deactivate', { reason: 'internal_manual_action' })))
      .toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect(await errorOf(await act(api, cast.otherManager, sent.id, 'deactivate', { reason: 'room_taken' })))
      .toMatchObject({ status: 404 });
    const res = await act(api, cast.manager, sent.id, 'deactivate', { reason: 'room_taken' });
    expect(res.json()).toMatchObject({ state: 'deactivated', deactivation_reason: 'room_taken' });
  });

  it('a retried action with the same Idempotency-Key answers the first result', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[8]);
    const send = () => api.call('POST', `/lifecycles/${sent.id}/deactivate`, {
      token: cast.manager, body: { reason: 'no_guarantor' }, headers: { 'idempotency-key': `deactivate-${sent.id}` },
    });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'deactivated' });
  });
});

describe('GET /lifecycles for managers', () => {
  it('filters by home and category, and never shows another manager\'s', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[9]);
    const byHome = await allPages<LifecycleDto>(api, `/lifecycles?building_id=${sent.building_id}`, cast.manager);
    expect(byHome.map((l) => l.id)).toContain(sent.id);
    expect(byHome.every((l) => l.building_id === sent.building_id)).toBe(true);
    expect(await allPages<LifecycleDto>(api, `/lifecycles?building_id=${sent.building_id}`, cast.otherManager)).toEqual([]);
    const category = (await api.call('GET', `/buildings/${sent.building_id}/lifecycle-category`, { token: cast.manager })).json().category;
    const inCategory = await allPages<LifecycleDto>(api, `/lifecycles?category=${category}`, cast.manager);
    expect(inCategory.map((l) => l.id)).toContain(sent.id);
    expect((await api.call('GET', '/lifecycles?category=CAT9', { token: cast.manager })).statusCode).toBe(400);
  });
});

describe('lifecycle categories of a manager\'s homes', () => {
  it('moves a home from CAT1 to CAT1.5 when an applicant is sent and to CAT2 on approval', async () => {
    const all = (await api.call('GET', '/lifecycle-categories', { token: cast.manager })).json().results as
      { building_id: number; category: string; bedroom_count: number }[];
    expect(all.length).toBeGreaterThan(0);
    const calm = all.find((h) => h.category === 'CAT1' && cast.rooms.some((r) => r.building_id === h.building_id));
    if (!calm) throw new Error('the seed has no CAT1 home of manager@');
    const room = cast.rooms.find((r) => r.building_id === calm.building_id)!;
    const categoryOf = async () => (await api.call('GET', `/buildings/${calm.building_id}/lifecycle-category`, { token: cast.manager })).json();
    const sent = await sentApplication(api, cast, room, cast.otherTenant, 'tenant2@hearth.test');
    expect(await categoryOf()).toMatchObject({ category: 'CAT1.5', category_label: 'Applicants sent', sent_to_manager_count: 1 });
    expect((await categoryOf()).bedroom_ids).toContain(room.bedroom_id);
    await act(api, cast.manager, sent.id, 'approve');
    expect(await categoryOf()).toMatchObject({ category: 'CAT2', awaiting_countersign_count: 1 });
  });

  it('another manager\'s home is 404, and a tenant may not ask', async () => {
    expect((await api.call('GET', `/buildings/${cast.rooms[0].building_id}/lifecycle-category`, { token: cast.otherManager })).statusCode).toBe(404);
    expect((await api.call('GET', '/lifecycle-categories', { token: cast.tenant })).statusCode).toBe(403);
    const mine = (await api.call('GET', `/lifecycle-categories?ids=${cast.rooms[0].building_id}`, { token: cast.otherManager })).json();
    expect(mine.results).toEqual([]);
  });
});

describe('the applicant, as the home\'s manager sees them', () => {
  it('shows name, occupation and interests to the manager only', async () => {
    const sent = await sentApplication(api, cast, cast.rooms[11]);
    const res = await api.call('GET', `/lifecycles/${sent.id}/applicant`, { token: cast.manager });
    expect(res.json()).toMatchObject({ first_name: 'Tara', last_name: 'Nguyen', interests: expect.any(Array), photo_urls: expect.any(Array) });
    expect(res.json()).not.toHaveProperty('email');
    expect((await api.call('GET', `/lifecycles/${sent.id}/applicant`, { token: cast.otherManager })).statusCode).toBe(404);
    expect((await api.call('GET', `/lifecycles/${sent.id}/applicant`, { token: cast.tenant })).statusCode).toBe(403);
  });
});
