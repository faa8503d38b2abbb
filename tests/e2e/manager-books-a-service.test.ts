// Issue 14, the manager's side of the service marketplace in Chromium: the demo
// manager books an inspection for one of their homes from /manager/listings and
// sees it REQUESTED; the demo vendor company (multi's "Morgan Fix-It") accepts,
// schedules and hands it in through the REST api, as its own screens would; the
// manager's open page follows live, shows the vendor, the visit and the checklist,
// and approves; staff pay it on /internal/service-activities; the manager's ledger
// shows the "residential service payment".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTicket } from '../api/maintenance-tickets-helpers.js';
import { uploadJobPhoto, visitStarted } from '../api/service-marketplace-helpers.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAs } from './support/login.js';
import { logInAsManager } from './support/managerHomes.js';
import { demoUser } from '../../api/db/seed/demo-users.js';

let app: App;
let vendorToken: string;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }); };

beforeAll(async () => {
  app = await startApp();
  vendorToken = await app.api.login('multi', 'vendor');
});
afterAll(() => app?.close());

async function asVendor(method: 'POST', url: string, body: unknown = {}) {
  const res = await app.api.call(method, url, { token: vendorToken, body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** A visit on the next day the company works (Monday to Saturday, 08:00-18:00 New York): 15:00-17:00 UTC. */
function nextWorkingWindow() {
  for (let days = 1; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    if (day.getUTCDay() !== 0) {
      const iso = day.toISOString().slice(0, 10);
      return { scheduled_start: `${iso}T15:00:00Z`, scheduled_end: `${iso}T17:00:00Z` };
    }
  }
}

describe('a manager books a service (issue 14)', () => {
  it('books an inspection, follows the vendor live, approves, and staff payment lands on the ledger', async () => {
    const page = await app.newPage();
    await logInAsManager(page);
    const bookLink = page.getByRole('link', { name: /^Book a service for / }).first();
    const homeTitle = (await bookLink.getAttribute('aria-label'))!.replace('Book a service for ', '');
    await bookLink.click();
    await page.waitForURL((url) => url.pathname === '/manager/service/book');
    await page.getByRole('heading', { level: 1, name: 'Book a service' }).waitFor();
    const form = page.getByRole('form', { name: 'Book a service' });
    // The home the manager came from is chosen already.
    expect(await form.getByLabel('Home').locator('option:checked').textContent()).toBe(homeTitle);

    // Client-side checks first: nothing chosen, each field says so.
    await form.getByRole('button', { name: 'Book the service' }).click();
    await form.getByText('Choose a service.').waitFor();
    await form.getByText('Say how the vendor gets in.').waitFor();
    await shot(page, 'book-errors');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'book-errors-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The types a manager may book (inspection, photos, tours, turnover cleaning), each with its usual price.
    const types = await form.getByLabel('Service').locator('option:not([disabled])').allTextContents();
    expect(types.length).toBeGreaterThan(1);
    await form.getByLabel('Service').selectOption({ label: types.find((t) => /inspection/i.test(t))! });
    expect(Number((await form.getByLabel('Price (USD)').inputValue()))).toBeGreaterThan(0);
    await form.getByLabel('Access', { exact: true }).selectOption('NONE_VENDOR_DIRECT_ACCESS');
    await form.getByLabel('Access notes').fill('Lockbox on the back door, code 4321');
    await form.getByLabel('Notes for the vendor').fill('E2E: before the next showing');
    await form.getByLabel('Price (USD)').fill('185');
    await form.getByRole('button', { name: 'Book the service' }).click();

    await page.waitForURL(/\/manager\/service\/activities\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const job = page.getByRole('article');
    const status = (text: string) => job.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
    await status('Requested');
    await job.getByText('Not taken yet: offered to vendors in the area').waitFor();
    await job.getByText('$185', { exact: true }).waitFor();
    await job.getByText(/Lockbox on the back door/).waitFor();
    // Requested and nobody holds it: the manager may cancel, nothing else to check yet.
    await job.getByRole('button', { name: 'Cancel the job' }).waitFor();
    expect(await job.getByRole('button', { name: 'Approve the work' }).count()).toBe(0);
    // On a phone the job fits the screen (nothing scrolls sideways).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'job-approved-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await job.getByRole('button', { name: 'Remove the vendor' }).count()).toBe(0);
    await shot(page, 'job-requested');

    // The vendor company accepts: the open page shows who holds it, without a reload.
    await asVendor('POST', `/service-activities/${id}/accept`);
    await job.getByText('Morgan Fix-It').waitFor();
    await job.getByRole('button', { name: 'Remove the vendor' }).waitFor();
    // It schedules the visit, shown in the home's zone.
    const window = nextWorkingWindow();
    await asVendor('POST', `/service-activities/${id}/schedule`, window);
    await status('Scheduled');
    const visit = await job.locator('dt:has-text("Visit") + dd').textContent();
    expect(visit).toMatch(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M [A-Z]{2,5}/);

    // The visit starts, and the vendor hands in the work with its checklist.
    await visitStarted(app.api, id);
    await asVendor('POST', `/service-activities/${id}/status`, {
      status: 'SUBMITTED_PENDING_QA', note: 'Roof and gutters fine; smoke alarm battery replaced.',
      photo_file_ids: [await uploadJobPhoto(app.api, vendorToken)],
      checklist: [{ item: 'Roof', done: true }, { item: 'Smoke alarms', done: true }],
    });
    await status('Handed in: to check');
    await job.getByText('Roof and gutters fine; smoke alarm battery replaced.').waitFor();
    expect(await job.getByRole('list', { name: 'Checklist' }).getByRole('listitem').allTextContents()).toEqual(['✓ Roof', '✓ Smoke alarms']);
    await shot(page, 'job-handed-in');

    // Sending back needs a note (client-side), then the manager approves instead.
    await job.getByRole('button', { name: 'Send back' }).click();
    const sendBack = page.getByRole('form', { name: 'Send the work back' });
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await sendBack.getByText('Say what is missing, so the vendor can finish it.').waitFor();
    await sendBack.getByRole('button', { name: 'Never mind' }).click();
    await job.getByRole('button', { name: 'Approve the work' }).click();
    await status('Approved');
    expect(await job.getByRole('button', { name: 'Approve the work' }).count()).toBe(0);
    // On a phone the job fits the screen (nothing scrolls sideways).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'job-approved-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The job is in the manager's Services tab, reached from the ticket area.
    await page.goto('/manager/service');
    await page.getByRole('navigation', { name: 'Service' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL((url) => url.pathname === '/manager/service/activities');
    const rows = page.getByRole('list', { name: 'Services' });
    await rows.getByRole('link', { name: /inspection/i }).first().waitFor();
    await page.getByLabel('Status').selectOption('SUBMITTED_VENDOR_COMPLETE');
    await page.waitForURL(/status=SUBMITTED_VENDOR_COMPLETE/);
    await rows.locator(`a[href="/manager/service/activities/${id}"]`).waitFor();
    await shot(page, 'services-list');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'services-list-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Staff pay the approved job from the internal console.
    const staff = await app.newPage();
    await logInAs(staff, demoUser('staff').email, /^Renter\b/, '/listings');
    await staff.goto('/internal/service-activities?status=SUBMITTED_VENDOR_COMPLETE');
    await staff.getByRole('heading', { level: 1, name: 'Service activities' }).waitFor();
    await staff.locator(`a[href="/internal/service-activities/${id}"]`).click();
    await staff.getByRole('button', { name: 'Complete and pay the vendor' }).click();
    await staff.getByRole('article').getByRole('status').filter({ hasText: /^Completed$/ }).waitFor();
    await shot(staff, 'staff-completed');

    // The manager's ledger shows the charge.
    await page.goto('/manager/ledger');
    await page.getByRole('heading', { level: 1, name: 'Ledger & payments' }).waitFor();
    const entry = page.getByRole('region', { name: 'Ledger entries' }).getByRole('row').filter({ hasText: `(service activity ${id})` });
    await entry.first().waitFor();
    expect((await entry.first().textContent())!.toLowerCase()).toContain('residential service payment');
  });

  it('staff give an open job to a vendor company and take it back with a reason (on a phone)', async () => {
    const staff = await app.newPage({ width: 390, height: 844 });
    await logInAs(staff, demoUser('staff').email, /^Renter\b/, '/listings');
    await staff.goto('/internal/service-activities?status=REQUESTED');
    await staff.getByRole('heading', { level: 1, name: 'Service activities' }).waitFor();
    await shot(staff, 'staff-list-phone');
    // The seed's open jobs on the demo manager's homes: nobody holds them.
    const open = staff.getByRole('list', { name: 'Services' }).getByRole('listitem').filter({ hasText: 'No vendor yet' });
    await open.first().getByRole('link').click();
    await staff.waitForURL(/\/internal\/service-activities\/\d+$/);
    const job = staff.getByRole('article');
    await job.getByRole('button', { name: 'Give to a vendor' }).click();
    const give = staff.getByRole('form', { name: 'Give to a vendor' });
    await give.getByRole('button', { name: 'Give the job' }).click();
    await give.getByText('Choose a vendor company.').waitFor();
    const label = (await give.getByLabel('Vendor company').locator('option').allTextContents()).find((t) => t.startsWith('Morgan Fix-It'))!;
    await give.getByLabel('Vendor company').selectOption({ label });
    await give.getByRole('button', { name: 'Give the job' }).click();
    await job.locator('dt:has-text("Vendor") + dd').filter({ hasText: 'Morgan Fix-It' }).waitFor();
    await shot(staff, 'staff-assigned-phone');

    // Reassigning starts with taking it back, with one of the spec's ten reasons.
    await job.getByRole('button', { name: 'Remove the vendor' }).click();
    const remove = staff.getByRole('form', { name: 'Remove the vendor' });
    expect(await remove.getByLabel('Reason').locator('option:not([disabled])').count()).toBe(10);
    await remove.getByRole('button', { name: 'Remove the vendor' }).click();
    await remove.getByText('Choose a reason.').waitFor();
    await remove.getByLabel('Reason').selectOption({ label: 'Scheduling conflict' });
    await remove.getByRole('button', { name: 'Remove the vendor' }).click();
    await job.getByText('Not taken yet: offered to vendors in the area').waitFor();
    await job.getByRole('button', { name: 'Give to a vendor' }).waitFor();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('books a vendor from a tenant\'s ticket: the job names the ticket', async () => {
    const home = await demoHomeOf(app.api.deps, 'manager');
    await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant'), home.buildingId);
    const ticket = await openTicket(app.api, await app.api.login('tenant', 'tenant'), home.buildingId, { title: 'E2E: the heater stays cold' });
    const page = await app.newPage();
    await logInAsManager(page);
    await page.goto(`/manager/service?ticket=${ticket.id}`);
    await page.getByRole('link', { name: 'Book a vendor', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/manager/service/book' && url.searchParams.get('ticket') === String(ticket.id));
    await page.getByText(`It answers ticket #${ticket.id}.`).waitFor();
    const form = page.getByRole('form', { name: 'Book a service' });
    expect(await form.getByLabel('Home').locator('option:checked').textContent()).toBe(home.title);
    const types = await form.getByLabel('Service').locator('option:not([disabled])').allTextContents();
    await form.getByLabel('Service').selectOption({ label: types[0]! });
    await form.getByLabel('Access', { exact: true }).selectOption('TENANTS_PRESENT');
    await form.getByRole('button', { name: 'Book the service' }).click();
    await page.waitForURL(/\/manager\/service\/activities\/\d+$/);
    await page.getByRole('article').locator('dt:has-text("Ticket") + dd').filter({ hasText: 'E2E: the heater stays cold' }).waitFor();
  });
});
