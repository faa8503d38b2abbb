// Issue 14's closing check, in Chromium: a blank vendor registers and onboards on the
// screens, the demo manager books an inspection for a home on the screens, the vendor
// finds it in available jobs, accepts, schedules and hands it in with a photo, the
// manager approves, and the payment shows on the manager's ledger and on the vendor's
// dashboard. A second vendor company (the seed's "Morgan Fix-It", same trade and city)
// sees the offer without its address and never the job once it is taken.
// The one fixture: `visitStarted` moves the booked visit to now, as waiting until the
// day of the visit would (work is handed in once the visit has started).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { CITY_PAGES } from '../../common/regions.js';
import { visitStarted } from '../api/service-marketplace-helpers.js';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';
import { logInAs } from './support/login.js';
import { logInAsManager, SMALL_PNG } from './support/managerHomes.js';
import { onboardThroughScreens } from './support/vendorJourney.js';

let app: App;
const PDF = fileURLToPath(new URL('./fixtures/sample-document.pdf', import.meta.url));
let home: { id: number; title: string; street: string; city: string; region: string };
const COMPANY = `Blank Slate Inspections ${Date.now().toString(36)}`;
const ACCESS_NOTES = 'Lockbox on the side gate, code MAPLE-LEAF';
const NOTES = `E2E journey inspection ${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS;
const gid = (id: number) => Buffer.from(`ServiceActivity:${id}`).toString('base64');
/** After a resize the page lays out again: wait for that, then nothing may be wider than the phone. */
const fitsPhone = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-${name}.png`, fullPage: true }); };

/** A weekday at least two days ahead (the new company opens Monday to Friday), YYYY-MM-DD. */
function weekdayAhead(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  app = await startApp();
  // Which of the demo manager's homes the manager will pick: read, not set up.
  [home] = await rows<typeof home>(app.api.deps.database.db, sql`
    SELECT b.id, b.title, b.street, b.city, b.region FROM buildings b JOIN users u ON u.id = b.manager_user_id
    WHERE lower(u.email) = ${demoUser('manager').email} AND b.region IS NOT NULL AND b.listed_at IS NOT NULL ORDER BY b.id LIMIT 1`);
}, 120_000);
afterAll(() => app?.close());

describe('from a blank vendor registration to a paid job (issue 14)', () => {
  let vendor: Page;
  let other: Page;
  let jobId: number;
  const card = (page: Page) => page.locator(`[data-job-id="${gid(jobId)}"]`);

  it('a blank vendor registers, meets the gate, and onboards with its documents', async () => {
    vendor = await app.newPage();
    await vendor.goto('/for-vendors');
    await vendor.getByRole('link', { name: 'Create a vendor account' }).first().click();
    await vendor.waitForURL((url) => url.pathname === '/vendor-login');
    await createAccount(vendor, freshEmail('journey-vendor'), (url) => url.pathname === '/vendor/jobs');
    await vendor.getByText("This area will be available once you've finished your onboarding.", { exact: true }).waitFor();
    const page = CITY_PAGES.find((p) => p.slug === home.region)!;
    await onboardThroughScreens(vendor, { name: COMPANY, trades: ['Property inspections'], cities: [`${page.title}, ${page.state}`] });
  });

  it('the manager books an inspection for the home on the screens', async () => {
    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.getByRole('link', { name: `Book a service for ${home.title}` }).click();
    await manager.waitForURL((url) => url.pathname === '/manager/service/book');
    const form = manager.getByRole('form', { name: 'Book a service' });
    // The types come with the page's query: wait for the inspection's option, then choose it.
    const inspection = form.getByLabel('Service').locator('option:not([disabled])', { hasText: /inspection/i }).first();
    await inspection.waitFor({ state: 'attached' });
    await form.getByLabel('Service').selectOption((await inspection.getAttribute('value'))!);
    await form.getByLabel('Access', { exact: true }).selectOption('NONE_VENDOR_DIRECT_ACCESS');
    await form.getByLabel('Access notes').fill(ACCESS_NOTES);
    await form.getByLabel('Notes for the vendor').fill(NOTES);
    await form.getByLabel('Price (USD)').fill('185');
    await form.getByRole('button', { name: 'Book the service' }).click();
    await manager.waitForURL(/\/manager\/service\/activities\/\d+$/);
    jobId = Number(new URL(manager.url()).pathname.split('/').pop());
    await manager.close();
  });

  it('both vendors see the offer, with the city and the pay but no address or access', async () => {
    other = await app.newPage(PHONE);
    await logInAs(other, demoUser('multi').email, /^Vendor\b/, '/vendor/jobs');
    await vendor.goto('/vendor/jobs');
    for (const page of [vendor, other]) {
      await card(page).waitFor();
      const text = await card(page).innerText();
      expect(text).toContain(NOTES);
      expect(text).toContain(home.city);
      expect(text).toContain('$185');
      expect(text).not.toContain(home.street);
      expect(text).not.toContain('MAPLE-LEAF');
    }
    await fitsPhone(other);
    await shot(vendor, 'offer');
  });

  it('the new vendor accepts; the other company loses the offer and cannot open the job', async () => {
    await card(vendor).getByRole('button', { name: 'Accept job' }).click();
    await vendor.getByTestId('jobs-notice').getByText(/You accepted/).waitFor();
    await other.reload();
    await other.getByRole('heading', { level: 1, name: 'Available jobs' }).waitFor();
    expect(await card(other).count()).toBe(0);
    await other.goto('/vendor/my-jobs');
    await other.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await other.getByText(home.street).count()).toBe(0);
    const res = await app.api.call('GET', `/service-activities/${jobId}`, { token: await app.api.login('multi', 'vendor') });
    expect(res.statusCode).toBe(404);
  });

  it('the vendor schedules it in the home\'s time zone and hands it in with a photo', async () => {
    await vendor.goto('/vendor/my-jobs');
    const job = card(vendor);
    await job.waitFor();
    expect(await job.getByTestId('job-address').innerText()).toContain(home.street);
    expect(await job.innerText()).toContain(ACCESS_NOTES);
    await job.getByRole('button', { name: 'Schedule visit' }).click();
    const form = job.getByRole('form', { name: 'Schedule the visit' });
    await form.getByLabel('Day').fill(weekdayAhead());
    await form.getByLabel('Starts').fill('10:00');
    await form.getByLabel('Ends').fill('12:00');
    await form.getByRole('button', { name: 'Save visit' }).click();
    await job.getByTestId('job-visit').getByText(/10:00 AM – 12:00 PM [A-Z]{2,5}/).waitFor();
    // Before the visit, the card says when the work can be handed in instead of offering it.
    await job.getByText('You can hand in the work once the visit has started.').waitFor();
    expect(await job.getByRole('button', { name: 'Hand in work' }).count()).toBe(0);

    await visitStarted(app.api, jobId);
    await vendor.reload();
    await job.getByRole('button', { name: 'Hand in work' }).click();
    const handIn = job.getByRole('form', { name: 'Hand in the work' });
    await handIn.getByLabel('Notes').fill('All rooms inspected; report attached as photos.');
    await handIn.getByRole('button', { name: 'Add checklist item' }).click();
    await handIn.getByLabel('Item 1', { exact: true }).fill('Smoke alarms');
    await handIn.getByLabel('Photos of the work (at least 1, up to 20)').setInputFiles({ name: 'smoke-alarm.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await handIn.getByRole('img', { name: 'Photo 1: smoke-alarm.png' }).waitFor();
    await handIn.getByRole('button', { name: 'Hand in' }).click();
    await job.getByTestId('job-status').getByText('Handed in, being checked').waitFor();
    await shot(vendor, 'handed-in');
  });

  it('the manager approves; the payment is on the manager\'s ledger and the vendor\'s dashboard, one amount', async () => {
    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.goto(`/manager/service/activities/${jobId}`);
    const job = manager.getByRole('article');
    await job.getByText(COMPANY).waitFor();
    // The vendor's photo, through its signed address.
    const photo = manager.getByRole('list', { name: 'Photos of the work' }).getByRole('img', { name: /smoke-alarm\.png/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await job.getByRole('button', { name: 'Approve the work' }).click();
    await job.getByRole('status').filter({ hasText: /^Approved$/ }).waitFor();
    // Staff pay the approved job from the internal console.
    const staff = await app.newPage();
    await logInAs(staff, demoUser('staff').email, /^Renter\b/, '/listings');
    await staff.goto(`/internal/service-activities/${jobId}`);
    await staff.getByRole('button', { name: 'Complete and pay the vendor' }).click();
    await staff.getByRole('article').getByRole('status').filter({ hasText: /^Completed$/ }).waitFor();
    await manager.goto('/manager/ledger');
    const entry = manager.getByRole('region', { name: 'Ledger entries' }).getByRole('row').filter({ hasText: `(service activity ${jobId})` });
    await entry.first().waitFor();
    const ledgerText = (await entry.first().textContent())!;
    expect(ledgerText.toLowerCase()).toContain('residential service payment');
    // One amount, printed one way (common/money.ts formatUsd) on both sides.
    expect(ledgerText).toMatch(/-\$185(?!\.)/);

    await vendor.goto('/vendor/dashboard');
    const payouts = vendor.getByRole('list', { name: 'Payouts' });
    await payouts.getByText(/^\$185 · .*inspection/i).waitFor();
    await payouts.getByText(/Sent to your payout account on/).waitFor();
    expect(await vendor.getByTestId('earned-total').innerText()).toBe('$185');
    await vendor.setViewportSize(PHONE);
    await fitsPhone(vendor);
    await shot(vendor, 'dashboard-phone');
  });
});

describe('documents about to expire (issue 14)', () => {
  it('a certificate replaced in Settings with one lapsing in 20 days shows on the dashboard, with the way to replace it', async () => {
    const page = await app.newPage();
    await page.goto('/for-vendors');
    await page.getByRole('link', { name: 'Create a vendor account' }).first().click();
    await page.waitForURL((url) => url.pathname === '/vendor-login');
    await createAccount(page, freshEmail('expiring-vendor'), (url) => url.pathname === '/vendor/jobs');
    await onboardThroughScreens(page, { name: `Soon Lapsing ${Date.now().toString(36)}`, trades: ['Small repairs'], cities: ['Austin, TX'] });
    await page.goto('/vendor/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Vendor dashboard' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Payouts' }).waitFor();
    expect(await page.getByTestId('expiry-notice').count()).toBe(0);

    await page.goto('/vendor/settings');
    const insurance = page.getByRole('form', { name: 'Insurance certificate' });
    await insurance.getByLabel('Replace your insurance certificate').setInputFiles(PDF);
    await insurance.getByRole('button', { name: 'Remove sample-document.pdf' }).waitFor();
    await insurance.getByLabel('Expires on').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    await insurance.getByRole('button', { name: 'Save insurance certificate' }).click();
    await insurance.getByText('Insurance certificate saved.').waitFor();

    await page.goto('/vendor/dashboard');
    const notice = page.getByTestId('expiry-notice');
    await notice.getByText('A document expires soon.').waitFor();
    expect(await notice.innerText()).toMatch(/Your insurance certificate expires in (19|20) days/);
    await notice.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor/settings');
  });
});
