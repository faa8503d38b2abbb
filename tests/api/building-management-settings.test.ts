import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { createHome, createListableHome, newBedroom } from './building-management-helpers.js';
import { errorOf, query } from './listings-helpers.js';

let api: TestApi;
let manager: string;
let manager2: string;
beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager');
  manager2 = await tokenFor(api.deps, 'manager2');
});
afterAll(() => api.close());

/** A listed home of `manager` with a tenant's active application for its first bedroom. */
async function homeWithApplicant(): Promise<{ home: number; bedroom: number }> {
  const home = await createListableHome(api, manager);
  await api.call('POST', `/buildings/${home}/listing-page-behavior`, { token: manager, body: { listed: true } });
  const bedroom = (await api.call('GET', `/g/buildings/${home}`, { token: manager })).json().bedroom_ids[0];
  const tenant = await tokenFor(api.deps, 'tenant2');
  const me = (await api.call('GET', '/me/', { token: tenant })).json();
  const res = await api.call('POST', '/submit-application', {
    token: tenant, body: { user_id: me.id, bedroom_listing_id: bedroom, move_in_date: '2030-02-01', move_out_date: '2031-02-01', pets: [] },
  });
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return { home, bedroom };
}

describe('pricing', () => {
  it('reads and sets pricing mode and adjustment, refusing values the spec does not list', async () => {
    const home = await createHome(api, manager);
    expect((await api.call('GET', `/buildings/${home.id}/pricing`, { token: manager })).json())
      .toEqual({ building_id: home.id, pricing_mode: 'manual', price_adjustment_type: null, price_adjustment_value: null });
    const set = await api.call('PUT', `/buildings/${home.id}/pricing`, { token: manager, body: { pricing_mode: 'automatic_price_drops_v1', price_adjustment_type: 'margin_ratio', price_adjustment_value: 0.05 } });
    expect(set.json()).toMatchObject({ pricing_mode: 'automatic_price_drops_v1', price_adjustment_type: 'margin_ratio', price_adjustment_value: 0.05, deactivated_lifecycle_ids: [] });
    expect((await errorOf(await api.call('PUT', `/buildings/${home.id}/pricing`, { token: manager, body: { pricing_mode: 'manual', price_adjustment_type: 'percent', price_adjustment_value: 5 } }))).fields).toHaveProperty('price_adjustment_type');
    expect((await errorOf(await api.call('PUT', `/buildings/${home.id}/pricing`, { token: manager, body: { pricing_mode: 'manual', price_adjustment_type: 'margin_ratio', price_adjustment_value: 5 } }))).fields).toHaveProperty('price_adjustment_value');
    expect((await api.call('GET', `/buildings/${home.id}/pricing`, { token: manager2 })).statusCode).toBe(404);
  });

  it('previews which applications a price change would deactivate, then deactivates exactly those', async () => {
    const { home } = await homeWithApplicant();
    const body = { pricing_mode: 'manual', price_adjustment_type: 'absolute', price_adjustment_value: 5_000 };
    const preview = (await api.call('POST', `/buildings/${home}/preview-deactivated-lifecycles`, { token: manager, body })).json();
    expect(preview.results).toHaveLength(1);
    expect(preview.results[0]).toMatchObject({ tenant_first_name: 'Theo' });
    expect((await api.call('POST', `/buildings/${home}/preview-deactivated-lifecycles`, { token: manager, body: { pricing_mode: 'automatic_price_drops_v1' } })).json().results).toEqual([]);
    const set = (await api.call('PUT', `/buildings/${home}/pricing`, { token: manager, body })).json();
    expect(set.deactivated_lifecycle_ids).toEqual([preview.results[0].lifecycle_id]);
    const [row] = await query<{ reason: string }>(api, sql`SELECT deactivation_reason AS reason FROM lifecycles WHERE id = ${preview.results[0].lifecycle_id}`);
    expect(row.reason).toBe('automatic_deactivation_on_pricing_configuration_change_by_manager');
  });
});

describe('deleting a bedroom someone applied for', () => {
  it('is refused with 409 bedroom_has_active_lease', async () => {
    const { bedroom } = await homeWithApplicant();
    const res = await errorOf(await api.call('DELETE', `/bedrooms/${bedroom}`, { token: manager }));
    expect(res).toMatchObject({ status: 409, code: 'bedroom_has_active_lease' });
  });

  it('stays refused once the lease is signed, and keeps a past tenant\'s bedroom on record (409 bedroom_has_history)', async () => {
    const { bedroom } = await homeWithApplicant();
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET lease_signed_at = now() WHERE assigned_bedroom_id = ${bedroom}`);
    expect((await errorOf(await api.call('DELETE', `/bedrooms/${bedroom}`, { token: manager }))).code).toBe('bedroom_has_active_lease');
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET move_in_date = '2020-01-01', move_out_date = '2021-01-01' WHERE assigned_bedroom_id = ${bedroom}`);
    expect(await errorOf(await api.call('DELETE', `/bedrooms/${bedroom}`, { token: manager }))).toMatchObject({ status: 409, code: 'bedroom_has_history' });
  });
});

describe('home settings and lifecycle dates', () => {
  it('keeps access, utilities, furnishings and wifi, and logs each change without the wifi password', async () => {
    const home = await createHome(api, manager);
    await api.call('PUT', `/buildings/${home.id}/initial-access-method`, { token: manager, body: { access_method: 'lockbox', access_instructions: 'Lockbox on the back door, code 1234.' } });
    await api.call('PUT', `/buildings/${home.id}/utility-provider-info`, { token: manager, body: { utilities: [{ utility: 'electricity', provider_name: 'Duke Energy' }] } });
    await api.call('PUT', `/buildings/${home.id}/common-space-furnishings-setup-info`, { token: manager, body: { is_furnished: true, items: ['sofa', 'dining table'] } });
    const wifi = await api.call('PUT', `/buildings/${home.id}/wifi-network-info`, { token: manager, body: { network_name: 'Maple', password: 'sekret-pass' } });
    expect(wifi.json()).toMatchObject({
      access_method: 'lockbox', access_instructions: 'Lockbox on the back door, code 1234.',
      utility_provider_info: [{ utility: 'electricity', provider_name: 'Duke Energy', account_number: null }],
      common_space_furnishings_setup_info: { is_furnished: true, items: ['sofa', 'dining table'], notes: '' },
      wifi_network_info: { network_name: 'Maple', password: 'sekret-pass' },
    });
    const log = (await api.call('GET', `/buildings/${home.id}/property-log`, { token: manager })).json().results;
    expect(log.map((e: { action: string }) => e.action).slice(0, 4)).toEqual(['wifi_network_changed', 'furnishings_changed', 'utility_providers_changed', 'access_method_changed']);
    expect(JSON.stringify(log)).not.toContain('sekret-pass');
    expect((await errorOf(await api.call('PUT', `/buildings/${home.id}/initial-access-method`, { token: manager, body: { access_method: 'doorman' } }))).fields).toHaveProperty('access_method');
    expect((await api.call('GET', `/buildings/${home.id}/settings`, { token: manager2 })).statusCode).toBe(404);
  });

  it('marks move-in ready, failure to deliver (which blocks listing), and a decommission date that becomes final', async () => {
    const id = await createListableHome(api, manager);
    expect((await api.call('POST', `/buildings/${id}/mark-move-in-ready`, { token: manager })).json().move_in_ready_at).toMatch(/Z$/);
    expect((await errorOf(await api.call('POST', `/buildings/${id}/set-decommission-date-finalized`, { token: manager }))).code).toBe('decommission_date_missing');
    expect((await api.call('POST', `/buildings/${id}/set-decommission-date`, { token: manager, body: { decommission_date: '2031-06-30' } })).json().decommission_date).toBe('2031-06-30');
    expect((await api.call('POST', `/buildings/${id}/set-decommission-date-finalized`, { token: manager })).json().decommission_date_finalized_at).toMatch(/Z$/);
    expect((await errorOf(await api.call('POST', `/buildings/${id}/set-decommission-date`, { token: manager, body: { decommission_date: '2032-01-01' } }))).code).toBe('decommission_date_finalized');
    const errors = (await api.call('GET', `/buildings/${id}/configuration-errors`, { token: manager })).json();
    expect(errors.errors.map((e: { code: string }) => e.code)).toEqual(['decommissioned']);

    const other = await createListableHome(api, manager);
    expect((await errorOf(await api.call('POST', `/buildings/${other}/set-failure-to-deliver`, { token: manager, body: {} }))).fields).toHaveProperty('reason');
    await api.call('POST', `/buildings/${other}/set-failure-to-deliver`, { token: manager, body: { reason: 'The renovation is not finished.' } });
    expect((await api.call('POST', `/buildings/${other}/listing-page-behavior`, { token: manager, body: { listed: true } })).json().error.code).toBe('home_not_listable');
  });

  it('mails the manager a lease-up summary through the outbox', async () => {
    const id = await createListableHome(api, manager);
    const res = await api.call('POST', `/buildings/${id}/send-lease-up-email`, { token: manager });
    expect(res.json().lease_up_email_sent_at).toMatch(/Z$/);
    const [mail] = await query<{ to_email: string; body: string }>(api, sql`SELECT to_email, body FROM outbox_messages WHERE kind = 'lease_up_update' ORDER BY id DESC LIMIT 1`);
    expect(mail.to_email).toBe('manager@hearth.test');
    expect(mail.body).toContain('0 of 1 bedrooms leased');
    expect((await api.call('POST', `/buildings/${id}/send-lease-up-email`, { token: manager2 })).statusCode).toBe(404);
  });
});

describe('the market around a home', () => {
  it('finds similar listed homes in the same region and estimates rental ranges', async () => {
    const id = await createListableHome(api, manager);
    const similar = (await api.call('GET', `/buildings/${id}/similar-buildings`, { token: manager })).json().results;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((h: { region: string; id: number; listed_at: string | null }) => h.region === 'nc/durham' && h.id !== id && h.listed_at)).toBe(true);
    const ranges = (await api.call('GET', `/buildings/${id}/estimated-rental-ranges`, { token: manager })).json();
    expect(ranges.overall.low_cents).toBeLessThanOrEqual(ranges.overall.median_cents);
    expect(ranges.overall.median_cents).toBeLessThanOrEqual(ranges.overall.high_cents);
    expect(ranges.bedrooms).toHaveLength(1);
    expect((await api.call('GET', `/buildings/${id}/estimated-rental-ranges`, { token: manager2 })).statusCode).toBe(404);
  });
});

describe('listing AI', () => {
  it('writes a description from the home\'s data, analyses the listing and reads tour notes', async () => {
    const id = await createListableHome(api, manager);
    await api.call('POST', `/buildings/${id}/bedrooms`, { token: manager, body: newBedroom({ name: 'Bedroom 2' }) });
    const text = (await api.call('POST', `/ai/buildings/${id}/descriptions`, { token: manager })).json();
    expect(text).toMatchObject({ provider: 'local_templates', title: '2-bedroom single-family home in Durham' });
    expect(text.description).toContain('Durham, NC');
    const analysis = (await api.call('POST', `/ai/buildings/${id}/listing-analysis`, { token: manager })).json();
    expect(analysis.suggestions.length).toBeGreaterThan(0);
    const mood = (await api.call('POST', `/ai/buildings/${id}/tour-sentiment-analysis`, { token: manager, body: { tour_notes: ['Loved the bright kitchen'] } })).json();
    expect(mood.sentiment).toBe('positive');
    expect((await errorOf(await api.call('POST', `/ai/buildings/${id}/tour-sentiment-analysis`, { token: manager, body: { tour_notes: [] } }))).fields).toHaveProperty('tour_notes');
    expect((await api.call('POST', `/ai/buildings/${id}/descriptions`, { token: manager2 })).statusCode).toBe(404);
  });
});
