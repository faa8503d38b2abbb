// /my-hearth's api (issue 16): the tenant's current home (GET /me/home) and the
// invite code of #promote-listing (GET/POST /me/referral): issued only with a signed
// lease, carried by a friend's application as its promo code, and credited to the
// referrer once when the friend signs, however often the signing hook runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { creditReferrer } from '../../api/money/referrals.js';
import { REFERRAL_RULES } from '../../common/money.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { applicationBody, submit, type ListedRoom } from './applications-helpers.js';
import { roomsOfManager, type Lease } from './leases-helpers.js';
import { signedLease } from './money-helpers.js';

let api: TestApi;
let tenant: string;
let friend: string;
let manager: string;
let rooms: ListedRoom[];
beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  friend = await tokenFor(api.deps, 'tenant2');
  manager = await tokenFor(api.deps, 'manager', 'manager');
  const all = await roomsOfManager(api);
  // Two rooms of one home: the resident's and the friend's.
  const home = all.find((r) => all.filter((o) => o.building_id === r.building_id).length >= 2)!;
  rooms = all.filter((r) => r.building_id === home.building_id);
});
afterAll(() => api.close());

const creditsOf = async (email: string) => rows<{ amount_cents: string; description: string }>(api.deps.database.db, sql`
  SELECT e.amount_cents::text, e.description FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  JOIN users u ON u.id = a.user_id WHERE lower(u.email) = ${email} AND a.kind = 'tenant' AND e.ledger_item_type = 'tenant promotional credit'`);

describe('before a lease', () => {
  it('has no home and no invite code: issuing one is refused with a stable code', async () => {
    expect((await api.call('GET', '/me/home', { token: tenant })).json()).toEqual({ home: null });
    const referral = (await api.call('GET', '/me/referral', { token: tenant })).json();
    expect(referral).toMatchObject({ eligible: false, code: null, uses: [] });
    const refused = await api.call('POST', '/me/referral', { token: tenant });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('referral_needs_signed_lease');
  });
});

describe('with a signed lease', () => {
  let lease: Lease;
  let code: string;
  beforeAll(async () => {
    lease = await signedLease(api, tenant, 'tenant@hearth.test', 'Tara Nguyen', rooms[0]!);
  });

  it('shows the home, the room, the lease dates, the checklist and the rooms a friend could take', async () => {
    const { home } = (await api.call('GET', '/me/home', { token: tenant })).json();
    expect(home).toMatchObject({ lifecycle_id: lease.lifecycle_id, building_id: rooms[0]!.building_id, bedroom: { id: rooms[0]!.bedroom_id } });
    expect(home.move_in_date).toBe(lease.term.start_date);
    expect(home.checklist).toMatchObject({ deposit_paid_at: null, first_rent_paid_at: null, renters_insurance_purchase_completed_at: null });
    expect(home.open_rooms.map((r: { bedroom_id: number }) => r.bedroom_id)).not.toContain(rooms[0]!.bedroom_id);
  });

  it('issues one invite code, the same on a second call', async () => {
    const first = await api.call('POST', '/me/referral', { token: tenant });
    expect(first.statusCode).toBe(200);
    code = first.json().code;
    expect(code).toMatch(/^FRIEND-[A-Z2-9]{6}$/);
    expect((await api.call('POST', '/me/referral', { token: tenant })).json().code).toBe(code);
    expect((await api.call('GET', '/me/referral', { token: tenant })).json()).toMatchObject({
      eligible: true, code, friend_credit_cents: REFERRAL_RULES.friendCreditCents, uses: [],
    });
  });

  it('refuses the code on the referrer\'s own application', async () => {
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', rooms[1]!, { promo_code: code }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'own_referral_code', fields: { promo_code: expect.any(String) } });
  });

  it('credits the referrer once when the friend signs, even when the hook runs again', async () => {
    const friendLease = await signedLease(api, friend, 'tenant2@hearth.test', 'Theo Park', rooms[1]!, { promo_code: code.toLowerCase() });
    const credits = await creditsOf('tenant@hearth.test');
    expect(credits).toHaveLength(1);
    expect(Number(credits[0]!.amount_cents)).toBe(-REFERRAL_RULES.referrerCreditCents);
    expect(credits[0]!.description).toContain('Theo');
    // The signing hook again (a retried signature, a replay): nothing more.
    expect(await api.deps.database.db.transaction((tx) => creditReferrer(tx, friendLease.lifecycle_id))).toBeNull();
    expect(await creditsOf('tenant@hearth.test')).toHaveLength(1);
    const referral = (await api.call('GET', '/me/referral', { token: tenant })).json();
    expect(referral.credited_total_cents).toBe(REFERRAL_RULES.referrerCreditCents);
    expect(referral.uses).toEqual([expect.objectContaining({
      lifecycle_id: friendLease.lifecycle_id, friend_first_name: 'Theo', credit_cents: REFERRAL_RULES.referrerCreditCents,
    })]);
    // The friend pays less: the code is a product-backed upfront credit on their schedule.
    const schedule = (await api.call('GET', `/tenant-payment-schedule?lifecycle_id=${friendLease.lifecycle_id}`, { token: friend })).json().results;
    expect(schedule.reduce((sum: number, i: { promotion_credit_cents: number }) => sum + i.promotion_credit_cents, 0)).toBe(REFERRAL_RULES.friendCreditCents);
  });

  it('lists the friend as a housemate with their roommate answers, seen only by residents', async () => {
    const { home } = (await api.call('GET', '/me/home', { token: tenant })).json();
    const theo = home.housemates.find((h: { first_name: string }) => h.first_name === 'Theo');
    expect(theo).toMatchObject({ bedroom_name: expect.any(String) });
  });

  it('is the tenant\'s own: another tenant sees their own (nothing), managers and guests are refused', async () => {
    const other = await tokenFor(api.deps, 'guarantor');
    expect((await api.call('GET', '/me/referral', { token: other })).json()).toMatchObject({ code: null, uses: [] });
    expect((await api.call('GET', '/me/home', { token: other })).json()).toEqual({ home: null });
    for (const url of ['/me/home', '/me/referral']) {
      expect((await api.call('GET', url, { token: manager })).statusCode).toBe(403);
      expect((await api.call('GET', url, { token: await api.guestToken() })).statusCode).toBe(401);
    }
    expect((await api.call('POST', '/me/referral', { token: manager })).statusCode).toBe(403);
  });
});
