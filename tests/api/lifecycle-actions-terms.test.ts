import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { apply } from './applications-helpers.js';
import { act, castOf, leasedLifecycle, type Cast } from './lifecycle-actions-helpers.js';
import { errorOf } from './listings-helpers.js';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await createTestApi();
  cast = await castOf(api);
});
afterAll(() => api.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('renewals and relocation under a lease', () => {
  it('the tenant asks to renew, the manager offers a rent, the tenant declines: not renewing', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[0]);
    expect((await act(api, cast.tenant, lease.id, 'request-renewal')).json()).toMatchObject({ state: 'renewal_requested' });
    const suggestion = await act(api, cast.manager, lease.id, 'calculate-renewal-rent', { increase_percent: 5 });
    expect(suggestion.json().renewal_rent_cents).toBe(Math.round(suggestion.json().current_rent_components.TOTAL_RENT * 1.05 / 100) * 100);
    expect(await errorOf(await act(api, cast.manager, lease.id, 'calculate-renewal-rent', { increase_percent: 50 })))
      .toMatchObject({ status: 400, fields: { increase_percent: expect.any(String) } });
    expect(await errorOf(await act(api, cast.manager, lease.id, 'start-renewal', { renewal_rent_cents: -5 })))
      .toMatchObject({ status: 400, fields: { renewal_rent_cents: expect.any(String) } });
    const offered = await act(api, cast.manager, lease.id, 'start-renewal', { renewal_rent_cents: suggestion.json().renewal_rent_cents });
    expect(offered.json()).toMatchObject({ state: 'renewal_offered', allowed_actions: { tenant: ['decline-renewal-offer', 'early-lease-termination-vacate-date', 'renters-insurance-policy', 'occupant-addendum-attachment-uris'] } });
    expect(await errorOf(await act(api, cast.manager, lease.id, 'decline-renewal-offer')))
      .toMatchObject({ status: 422, code: 'action_not_allowed_for_role' });
    expect((await act(api, cast.tenant, lease.id, 'decline-renewal-offer')).json()).toMatchObject({ state: 'non_renewal' });
    expect(await errorOf(await act(api, cast.tenant, lease.id, 'request-renewal')))
      .toMatchObject({ status: 422, code: 'action_not_allowed_in_state' });
  });

  it('relocation needs a reason; another manager cannot see the lease', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[1]);
    expect(await errorOf(await act(api, cast.tenant, lease.id, 'request-relocation', { reason: '' })))
      .toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect(await errorOf(await act(api, cast.otherManager, lease.id, 'non-renewal'))).toMatchObject({ status: 404 });
    expect((await act(api, cast.tenant, lease.id, 'request-relocation', { reason: 'Closer to my new job' })).json())
      .toMatchObject({ state: 'relocation_requested' });
  });

  it('an early vacate date falls from today until the lease ends', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[2]);
    expect(await errorOf(await act(api, cast.manager, lease.id, 'early-lease-termination-vacate-date', { vacate_date: inDays(-3) })))
      .toMatchObject({ status: 400, fields: { vacate_date: expect.any(String) } });
    // The lease's end in words, as the lease page shows it.
    expect(await errorOf(await act(api, cast.manager, lease.id, 'early-lease-termination-vacate-date', { vacate_date: '2099-01-01' })))
      .toMatchObject({ status: 400, fields: { vacate_date: `Choose a date before the lease ends on ${formatDate(String(lease.move_out_date))}.` } });
    const vacate = inDays(30);
    expect((await act(api, cast.tenant, lease.id, 'early-lease-termination-vacate-date', { vacate_date: vacate })).json())
      .toMatchObject({ early_lease_termination_vacate_date: vacate });
  });

  it('occupant addendum documents are recorded on a lease (renters insurance: renters-insurance.test.ts)', async () => {
    const lease = await leasedLifecycle(api, cast, cast.rooms[3]);
    expect(await errorOf(await act(api, cast.tenant, lease.id, 'occupant-addendum-attachment-uris', { uris: ['javascript:alert(1)'] })))
      .toMatchObject({ status: 400 });
    const uris = ['https://files.example.com/addendum.pdf'];
    expect((await act(api, cast.manager, lease.id, 'occupant-addendum-attachment-uris', { uris })).json())
      .toMatchObject({ occupant_addendum_attachment_uris: uris });
  });
});

describe('terms of an application', () => {
  it('assigns another bedroom of the same home only', async () => {
    const application = await apply(api, cast.tenant, 'tenant@hearth.test', cast.rooms[4]);
    const sibling = cast.rooms.find((r) => r.building_id === application.building_id && r.bedroom_id !== cast.rooms[4].bedroom_id);
    const elsewhere = cast.rooms.find((r) => r.building_id !== application.building_id)!;
    expect(await errorOf(await act(api, cast.manager, application.id, 'assign', { bedroom_id: elsewhere.bedroom_id })))
      .toMatchObject({ status: 400, fields: { bedroom_id: expect.any(String) } });
    if (sibling) {
      expect((await act(api, cast.manager, application.id, 'assign', { bedroom_id: sibling.bedroom_id })).json())
        .toMatchObject({ assigned_bedroom: { id: sibling.bedroom_id } });
    }
    expect(await errorOf(await act(api, cast.tenant, application.id, 'assign', { bedroom_id: cast.rooms[4].bedroom_id })))
      .toMatchObject({ status: 422, code: 'action_not_allowed_for_role' });
  });

  it('adds, previews and removes promo codes; the automatic promo picks the best Hearth credit', async () => {
    const application = await apply(api, cast.tenant, 'tenant@hearth.test', cast.rooms[9]);
    expect(await errorOf(await act(api, cast.tenant, application.id, 'add-promo', { promo_code: 'NOPE' })))
      .toMatchObject({ status: 422, code: 'unknown_promo_code' });
    expect((await act(api, cast.tenant, application.id, 'add-promo', { promo_code: 'first50' })).json()).toMatchObject({ promo_code: 'FIRST50' });
    const pricing = (await api.call('GET', `/lifecycles/${application.id}/pricing`, { token: cast.manager })).json();
    expect(pricing.first_month_total_cents).toBe(pricing.rent_components.TOTAL_RENT - 5000);
    const preview = (await api.call('POST', `/lifecycles/${application.id}/preview-pricing`, { token: cast.tenant, body: { promo_code: null } })).json();
    expect(preview).toMatchObject({ promo: null, first_month_total_cents: pricing.rent_components.TOTAL_RENT });
    expect((await api.call('GET', `/lifecycles/${application.id}/pricing`, { token: cast.otherManager })).statusCode).toBe(404);
    expect(await errorOf(await act(api, cast.manager, application.id, 'apply-automatic-promo')))
      .toMatchObject({ status: 422, code: 'promo_code_already_applied' });
    expect((await act(api, cast.manager, application.id, 'remove-promo')).json()).toMatchObject({ promo_code: null });
    expect(await errorOf(await act(api, cast.tenant, application.id, 'remove-promo'))).toMatchObject({ status: 422, code: 'no_promo_code' });
    expect((await act(api, cast.manager, application.id, 'apply-automatic-promo')).json().promo_code).toBe('HEARTH1000');
  });

  it('the tenant proposes terms only within the manager\'s bounds', async () => {
    const application = await apply(api, cast.tenant, 'tenant@hearth.test', cast.rooms[12]);
    const propose = (body: object) => act(api, cast.tenant, application.id, 'lease-negotiation', body);
    const proposal = { move_in_date: inDays(20), lease_months: 6, rent_cents: 90000 };
    expect(await errorOf(await propose(proposal))).toMatchObject({ status: 422, code: 'no_lease_negotiation_parameters' });
    const bounds = { earliest_move_in_date: inDays(14), latest_move_in_date: inDays(45), min_lease_months: 6, max_lease_months: 12, min_rent_cents: 85000 };
    expect(await errorOf(await act(api, cast.manager, application.id, 'lease-negotiation-parameters', { ...bounds, max_lease_months: 3 })))
      .toMatchObject({ status: 400, fields: { max_lease_months: expect.any(String) } });
    expect((await act(api, cast.manager, application.id, 'lease-negotiation-parameters', bounds)).statusCode).toBe(200);
    expect(await errorOf(await propose({ ...proposal, move_in_date: inDays(60), lease_months: 24, rent_cents: 1000 }))).toMatchObject({
      status: 422, code: 'lease_negotiation_out_of_bounds', fields: {
        move_in_date: `Choose a move-in date from ${formatDate(inDays(14))} to ${formatDate(inDays(45))}.`,
        lease_months: expect.any(String), rent_cents: expect.any(String),
      },
    });
    const agreed = (await propose(proposal)).json();
    expect(agreed).toMatchObject({ move_in_date: proposal.move_in_date, lease_negotiation: { lease_months: 6, rent_cents: 90000 } });
    expect(await errorOf(await act(api, cast.manager, application.id, 'lease-negotiation', proposal)))
      .toMatchObject({ status: 422, code: 'action_not_allowed_for_role' });
  });
});
