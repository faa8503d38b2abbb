// Issue 14, tickets and services meet, in Chromium: the demo tenant (a resident of one
// of the demo manager's homes) files a support ticket through the api; the manager
// opens it on /manager/service, books a vendor from it ("Book a vendor", the booking
// form prefilled with the home and the ticket), and the ticket becomes a Service
// Request showing the job's status; the vendor company (multi's "Morgan Fix-It")
// takes and schedules the job through the api and the manager's open ticket follows
// live; the tenant's ticket shows the visit in the home's time zone and none of the
// manager's notes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { openTicket } from '../api/maintenance-tickets-helpers.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
let vendorToken: string;
let tenantToken: string;
let home: { id: number; title: string };
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }); };
const fitsPhone = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
};

beforeAll(async () => {
  app = await startApp();
  const deps = app.api.deps;
  [home] = await rows<{ id: number; title: string }>(deps.database.db, sql`SELECT b.id, b.title FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(deps, 'manager')} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`) as [{ id: number; title: string }];
  await makeResident(deps, await demoUserId(deps, 'tenant'), home.id);
  vendorToken = await app.api.login('multi', 'vendor');
  tenantToken = await app.api.login('tenant');
});
afterAll(() => app?.close());

async function asVendor(url: string, body: unknown = {}) {
  const res = await app.api.call('POST', url, { token: vendorToken, body });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
}

/** A visit on the next day the company works (Monday to Saturday, 08:00-18:00 in its zone): 15:00-17:00 UTC. */
function nextWorkingWindow() {
  for (let days = 1; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    if (day.getUTCDay() !== 0) {
      const iso = day.toISOString().slice(0, 10);
      return { scheduled_start: `${iso}T15:00:00Z`, scheduled_end: `${iso}T17:00:00Z` };
    }
  }
}

describe('a manager books a vendor from a tenant\'s ticket (issue 14)', () => {
  it('the ticket becomes a Service Request with the job\'s status; the vendor\'s steps arrive live; the tenant sees the visit', async () => {
    const title = `Leaking kitchen tap ${Date.now()}`;
    const ticket = await openTicket(app.api, tenantToken, home.id, { title, area: 'common_areas', description: 'It drips all night.' });

    const page = await app.newPage();
    await logInAsManager(page);
    await page.goto(`/manager/service?ticket=${ticket.id}`);
    const article = page.getByRole('article', { name: title });
    await article.locator('dt:has-text("Type") + dd').filter({ hasText: 'Tenant Support Ticket' }).waitFor();
    await article.getByRole('link', { name: 'Book a vendor' }).click();

    await page.waitForURL((url) => url.pathname === '/manager/service/book');
    expect(new URL(page.url()).searchParams.get('ticket')).toBe(String(ticket.id));
    await page.getByText(`It answers ticket #${ticket.id}.`).waitFor();
    const form = page.getByRole('form', { name: 'Book a service' });
    expect(await form.getByLabel('Home').locator('option:checked').textContent()).toBe(home.title);
    const types = await form.getByLabel('Service').locator('option:not([disabled])').allTextContents();
    await form.getByLabel('Service').selectOption({ label: types.find((t) => /inspection/i.test(t))! });
    await form.getByLabel('Access', { exact: true }).selectOption('NONE_VENDOR_DIRECT_ACCESS');
    await form.getByLabel('Access notes').fill('Key in the lockbox, code OAK-TREE');
    await form.getByRole('button', { name: 'Book the service' }).click();
    await page.waitForURL(/\/manager\/service\/activities\/\d+$/);
    const jobId = Number(new URL(page.url()).pathname.split('/').pop());

    // Back on the ticket: a Service Request, the job's status and the way to it; no second booking offered.
    await page.goto(`/manager/service?ticket=${ticket.id}`);
    await article.locator('dt:has-text("Type") + dd').filter({ hasText: 'Service Request' }).waitFor();
    const service = article.getByRole('region', { name: 'Service' });
    await service.getByRole('status').filter({ hasText: 'Requested' }).waitFor();
    expect(await service.getByRole('link', { name: `Open the service #${jobId}` }).getAttribute('href')).toBe(`/manager/service/activities/${jobId}`);
    expect(await article.getByRole('link', { name: 'Book a vendor' }).count()).toBe(0);
    const timeline = article.getByRole('list', { name: 'Timeline' });
    await timeline.locator('[data-service-step="request"]').getByText('Only managers see: Pay').waitFor();

    // The vendor takes the job and schedules the visit: the open ticket follows without a reload.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await asVendor(`/service-activities/${jobId}/accept`);
    await timeline.getByText('Morgan Fix-It took the job.').waitFor();
    await asVendor(`/service-activities/${jobId}/schedule`, nextWorkingWindow());
    await service.getByRole('status').filter({ hasText: 'Scheduled' }).waitFor();
    await timeline.locator('[data-service-step="schedule"]').getByText(/^Visit scheduled: /).waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await service.locator('dt:has-text("Vendor") + dd').filter({ hasText: 'Morgan Fix-It' }).waitFor();
    await shot(page, 'ticket-service-manager');
    await fitsPhone(page);
    await shot(page, 'ticket-service-manager-phone');

    // The tenant's ticket: the visit in the home's zone, the steps, nothing of the manager's.
    const tenant = await app.newPage({ width: 390, height: 844 });
    await logInAsRenter(tenant, 'tenant', '/renter-support');
    await tenant.goto(`/renter-support?ticket=${ticket.id}`);
    const mine = tenant.getByRole('article', { name: title });
    await mine.locator('dt:has-text("Type") + dd').filter({ hasText: 'Service Request' }).waitFor();
    const visit = await mine.getByRole('region', { name: 'Service' }).locator('dt:has-text("Visit") + dd').textContent();
    expect(visit).toMatch(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M [A-Z]{2,5}/);
    await mine.getByRole('list', { name: 'Timeline' }).getByText('Morgan Fix-It took the job.').waitFor();
    const text = await mine.textContent();
    expect(text).not.toContain('OAK-TREE');
    expect(text).not.toContain('Only managers see');
    expect(await mine.getByRole('link', { name: /Open the service/ }).count()).toBe(0);
    expect(await tenant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(tenant, 'ticket-service-tenant-phone');
  });
});
