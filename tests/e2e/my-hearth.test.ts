// Issue 16, /my-hearth in Chromium: the demo renter signs a lease in a home where
// people already live, opens /my-hearth and sees the home, the room, the housemates
// with their roommate profiles, and the next payment with the very figure /billing
// shows. In #promote-listing they make and copy their invite link; a friend new to
// Hearth opens it, creates an account and applies with the code already filled in;
// once the friend's lease is signed the renter is credited once (even when the
// signing hook runs again), and /my-hearth says who used the code and the credit.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { creditReferrer } from '../../api/money/referrals.js';
import { prepareLease } from '../../api/routes/leases/prepare-lease.js';
import { REFERRAL_RULES, formatUsd } from '../../common/money.js';
import { listedRooms, type ListedRoom } from '../api/applications-helpers.js';
import { sign } from '../api/leases-helpers.js';
import { signedLease } from '../api/money-helpers.js';
import { tokenFor } from '../support/api.js';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail, monthsAfter, PASSWORD } from './support/journey.js';
import { logInAsRenter } from './support/login.js';

const SHOTS = '/tmp/shots/my-hearth';
const PHONE = { width: 375, height: 812 };

let app: App;
let home: { id: number; title: string; rooms: ListedRoom[]; roomNames: Map<number, string>; housemates: string[] };
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  const db = app.api.deps.database.db;
  // A listed home with seeded housemates living there now and two rooms to apply for.
  const rooms = await listedRooms(app.api);
  const withHousemates = await rows<{ id: number; title: string }>(db, sql`
    SELECT b.id, b.title FROM buildings b
    WHERE EXISTS (SELECT 1 FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
      WHERE l.building_id = b.id AND l.lease_signed_at IS NOT NULL AND l.move_out_date >= current_date
        AND u.email LIKE '%@housemates.hearth.test')
    ORDER BY b.id`);
  const pick = withHousemates.find((b) => rooms.filter((r) => r.building_id === b.id).length >= 2);
  if (!pick) throw new Error('the seed has no listed home with housemates and two rooms');
  const names = await rows<{ id: number; name: string }>(db, sql`SELECT id, name FROM bedrooms WHERE building_id = ${pick.id}`);
  const housemates = await rows<{ first_name: string }>(db, sql`
    SELECT DISTINCT u.first_name FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
    WHERE l.building_id = ${pick.id} AND l.lease_signed_at IS NOT NULL AND l.application_deactivated_at IS NULL AND l.move_out_date >= current_date`);
  home = {
    id: pick.id, title: pick.title, rooms: rooms.filter((r) => r.building_id === pick.id),
    roomNames: new Map(names.map((n) => [n.id, n.name])), housemates: housemates.map((h) => h.first_name),
  };
  // The renter's lease, signed as the lease page signs it (the deposit is billed then).
  await signedLease(app.api, await tokenFor(app.api.deps, 'tenant'), 'tenant@hearth.test', 'Tara Nguyen', home.rooms[0]!);
});
afterAll(() => app?.close());

/** A fresh load of the invite section (a query of its own: the same URL with a hash would not reload). */
const openInvite = (page: Page) => page.goto(`/my-hearth?at=${Date.now()}#promote-listing`);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const referralCredits = async () => (await rows<{ n: number }>(app.api.deps.database.db, sql`
  SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN users u ON u.id = a.user_id
  WHERE u.email = 'tenant@hearth.test' AND e.ledger_item_type = 'tenant promotional credit'`))[0]!.n;

const journey: { renter?: Page; link?: string; code?: string; friendEmail?: string; friendLifecycleId?: number } = {};

describe('/my-hearth: the renter\'s home and inviting a friend', () => {
  it('shows the home, the room, the housemates and the payment due, the same figure as /billing', async () => {
    const page = await app.newPage();
    journey.renter = page;
    await logInAsRenter(page, 'tenant', '/my-hearth');
    await page.getByRole('heading', { level: 1, name: 'My Hearth' }).waitFor();
    const homeCard = page.getByRole('region', { name: home.title });
    await homeCard.getByText(home.roomNames.get(home.rooms[0]!.bedroom_id)!, { exact: true }).waitFor();
    const housemates = page.getByRole('region', { name: 'Your housemates' });
    for (const name of home.housemates) await housemates.getByRole('heading', { level: 3, name }).waitFor();
    await page.getByRole('region', { name: /^Move-in checklist/ }).getByText('Security deposit paid').waitFor();

    const next = page.getByRole('group', { name: 'Next payment due' });
    const [description, amount] = await Promise.all([next.locator('p').nth(0).textContent(), next.locator('p').nth(1).textContent()]);
    expect(amount).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    await shot(page, 'renter-1280');
    const phone = await app.newPage(PHONE);
    await logInAsRenter(phone, 'tenant', '/my-hearth');
    await phone.getByRole('region', { name: 'Your housemates' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'renter-375');

    // /billing's card for that invoice carries the same description and amount.
    await page.getByRole('link', { name: 'Pay on Billing' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByRole('region', { name: 'Due now' }).getByRole('article', { name: `${description}, ${amount}` }).waitFor();
  });

  it('makes and copies the invite link in #promote-listing', async () => {
    const page = journey.renter!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/my-hearth#promote-listing');
    const invite = page.getByRole('region', { name: `Invite a friend to ${home.title}` });
    await invite.getByText(`${formatUsd(REFERRAL_RULES.friendCreditCents)} off`).waitFor();
    await invite.getByRole('button', { name: 'Get my invite link' }).click();
    const codeText = (await invite.locator('code').first().textContent())!;
    expect(codeText).toMatch(/^FRIEND-[A-Z2-9]{6}$/);
    await invite.getByRole('button', { name: 'Copy link' }).click();
    await invite.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${app.url}/listings/id/${home.id}?promo_code=${codeText}`);
    await invite.getByText('Nobody yet.').waitFor();
    await shot(page, 'promote-1280');
    journey.link = copied;
    journey.code = codeText;
  });

  it('a friend new to Hearth opens the link, creates an account and applies with the code filled in', async () => {
    const friend = await app.newPage(PHONE);
    await friend.goto(journey.link!.replace(app.url, ''));
    const room = home.roomNames.get(home.rooms[1]!.bedroom_id)!;
    await friend.getByRole('region', { name: 'Bedrooms' }).getByRole('link', { name: new RegExp(`^Apply for this room\\s*:\\s*${room.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
    await friend.waitForURL((url) => url.pathname.endsWith('/apply') && url.searchParams.get('promo_code') === journey.code);
    await friend.getByRole('link', { name: 'Create an account' }).click();
    journey.friendEmail = freshEmail('invited-friend');
    await createAccount(friend, journey.friendEmail, (url) => url.pathname.endsWith('/apply'));
    expect(await friend.getByLabel('Promo code (optional)').inputValue()).toBe(journey.code);
    const moveIn = friend.getByLabel('Move-in date');
    const earliest = (await moveIn.getAttribute('min'))!;
    await moveIn.fill(earliest);
    await friend.getByLabel('Move-out date').fill(monthsAfter(earliest, 8));
    await friend.getByRole('button', { name: 'Submit application' }).click();
    await friend.waitForURL((url) => url.pathname === '/renter-screening');
    const [lifecycle] = await rows<{ id: number; promo_code: string }>(app.api.deps.database.db, sql`
      SELECT l.id, l.promo_code FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id WHERE u.email = ${journey.friendEmail}`);
    expect(lifecycle!.promo_code).toBe(journey.code);
    journey.friendLifecycleId = lifecycle!.id;
    // The friend's own /my-hearth: their application and the next onboarding step (spec §4 order).
    await friend.goto('/my-hearth');
    const standing = friend.getByRole('region', { name: 'Where your application stands' });
    await standing.getByRole('link', { name: new RegExp(home.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    await standing.getByText('Next step: Screening', { exact: false }).waitFor();
    expect(await standing.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/renter-screening');
    await shot(friend, 'friend-applied-375');

    // The renter sees the application carrying their code, the credit still to come.
    const page = journey.renter!;
    await openInvite(page);
    await page.getByRole('region', { name: `Invite a friend to ${home.title}` }).getByText(/your credit comes when they sign their lease/).waitFor();
  });

  it('once the friend signs, the renter is credited once and /my-hearth says so', async () => {
    // The friend's name (every lease names its tenant), the approval's lease, and the friend's signature.
    const login = await app.api.call('POST', '/email-login', { body: { email: journey.friendEmail, password: PASSWORD, user_role: 'tenant' } });
    const token = login.json().token as string;
    await app.api.call('PATCH', '/me/', { token, body: { first_name: 'Fern', last_name: 'Alvarez' } });
    const lease = await app.api.deps.database.db.transaction((tx) => prepareLease(tx, app.api.deps, journey.friendLifecycleId!));
    const signed = await sign(app.api, token, lease.id, 'Fern Alvarez');
    expect(signed.statusCode).toBe(200);
    expect(await referralCredits()).toBe(1);
    // The hook again (a replayed signature): still one credit.
    expect(await app.api.deps.database.db.transaction((tx) => creditReferrer(tx, journey.friendLifecycleId!))).toBeNull();
    expect(await referralCredits()).toBe(1);

    const page = journey.renter!;
    await openInvite(page);
    const invite = page.getByRole('region', { name: `Invite a friend to ${home.title}` });
    const credit = formatUsd(REFERRAL_RULES.referrerCreditCents);
    await invite.getByText(new RegExp(`Used by Fern at .*: credit ${credit.replace('$', '\\$')}`)).waitFor();
    await invite.getByText(`Credited to you so far: ${credit}`, { exact: false }).waitFor();
    // Fern now lives here too.
    await page.getByRole('region', { name: 'Your housemates' }).getByRole('heading', { level: 3, name: 'Fern' }).waitFor();
    await shot(page, 'credited-1280');
  });

  it('before a lease, a renter sees where their application stands instead', async () => {
    const page = await app.newPage(PHONE);
    await logInAsRenter(page, 'tenant2', '/my-hearth');
    await page.getByRole('region', { name: 'Where your application stands' }).waitFor();
    expect(await page.getByRole('region', { name: 'Your housemates' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'before-lease-375');
  });

  it('a manager opening /my-hearth is told it is the renter\'s page', async () => {
    const page = await app.newPage();
    await page.goto('/login?desired_page=%2Fmy-hearth');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill('manager2@hearth.test');
    await form.getByLabel('Password').fill((await import('../../api/db/seed/demo-users.js')).DEMO_PASSWORD);
    await form.getByRole('radio', { name: /^(Homeowner|Manager)\b/ }).check();
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Hearth is for renters' }).waitFor();
    expect(await page.getByText('Invite a friend').count()).toBe(0);
  });
});
