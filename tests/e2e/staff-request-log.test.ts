// Issue 15, the staff request log and form inbox in Chromium: a tenant opens their
// billing page; staff open /internal/requests, filter by one of the paths that page
// called and by the tenant, and see the call with the page it came from. Then a form
// sent from the public site is opened on /internal/form-submissions and marked handled,
// and a manager reads a digest of their homes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAs, logInAsRenter } from './support/login.js';

let app: App;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-log-${name}.png`, fullPage: true });
};

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

interface LoggedRequest { path: string; current_website_page: string | null; request_id: string }

describe('the staff request log', () => {
  it('shows staff the calls a tenant\'s page made, with the page, filtered by path', async () => {
    const tenant = await app.newPage();
    await logInAsRenter(tenant, 'tenant', '/billing');
    await tenant.getByRole('heading', { level: 1 }).first().waitFor();
    const tenantId = await demoUserId(app.api.deps, 'tenant');

    // Which v20 path the billing page called is the web's business: read one from the log.
    const staffToken = await app.api.login('staff', 'tenant');
    let fromBilling: LoggedRequest | undefined;
    await expect.poll(async () => {
      const res = await app.api.call('GET', `/backend-requests?user_id=${tenantId}&limit=100`, { token: staffToken });
      fromBilling = (res.json().results as LoggedRequest[]).find((r) => r.current_website_page === '/billing');
      return fromBilling !== undefined;
    }).toBe(true);

    const staff = await app.newPage({ width: 375, height: 800 });
    await logInAsRenter(staff, 'staff', '/internal');
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Requests' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    const filters = staff.getByRole('search', { name: 'Filter requests' });
    await filters.getByLabel('Path starts with').fill(fromBilling!.path);
    await filters.getByLabel('User id').fill(String(tenantId));
    await filters.getByRole('button', { name: 'Filter' }).click();
    await staff.waitForURL(/path=/);
    const row = staff.getByRole('row').filter({ hasText: fromBilling!.request_id });
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell', { name: '/billing', exact: true }).count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: 'tenant@hearth.test' }).count()).toBe(1);
    // Every row of the filtered view is the tenant's, on that path.
    const paths = await staff.getByRole('row').filter({ hasText: 'tenant@hearth.test' }).count();
    expect(paths).toBe((await staff.getByRole('row').count()) - 1);
    // At phone width the table scrolls in its own region, the page itself does not.
    const pageWidth = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await shot(staff, 'requests');
  });
});

describe('the staff form inbox', () => {
  it('staff open a form submission and mark it handled', async () => {
    const sent = await app.api.call('POST', '/tally-form-submissions', {
      body: { form: 'realtor_referral', email: 'rita@realty.example', fields: { full_name: 'Rita Realtor', brokerage: 'Realty Co', client_name: 'Chris Client', city: 'Durham' } },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;

    const staff = await app.newPage();
    await logInAsRenter(staff, 'staff', '/internal');
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Form submissions' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Form submissions' }).waitFor();
    await staff.getByRole('link', { name: `Realtor referral #${id}` }).click();
    await staff.getByRole('heading', { level: 1, name: `Realtor referral #${id}` }).waitFor();
    await staff.getByText('Chris Client').waitFor();
    await staff.getByText('Open: nobody has handled it yet.').waitFor();
    await shot(staff, 'submission');
    await staff.getByRole('button', { name: 'Mark handled' }).click();
    await staff.getByRole('status').filter({ hasText: 'Handled by staff@hearth.test' }).waitFor();
    await staff.getByRole('button', { name: 'Open it again' }).waitFor();

    // Back on the list, the open view no longer has it.
    await staff.getByRole('link', { name: '← Form submissions' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Form submissions' }).waitFor();
    await expect.poll(() => staff.getByRole('link', { name: `Realtor referral #${id}` }).count()).toBe(0);
  });
});

describe('a digest page', () => {
  it('shows a manager the week on their homes, each item linking to its page; a quiet week says so', async () => {
    const home = await demoHomeOf(app.api.deps, 'manager');
    await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant2'), home.buildingId);
    const periodStart = new Date(Date.now() - 1000).toISOString();
    const tenant2 = await app.api.login('tenant2', 'tenant');
    const ticket = await app.api.call('POST', '/maintenance-tickets', { token: tenant2, body: {
      building_id: home.buildingId, area: 'common_areas', access_requirement: 'tenants_present', title: 'E2E: the fridge hums', description: 'Loudly, all night.',
    } });
    expect(ticket.statusCode).toBe(201);
    const staffToken = await app.api.login('staff', 'tenant');
    const managerId = await demoUserId(app.api.deps, 'manager');
    const built = await app.api.call('POST', '/internal/digests', { token: staffToken, body: {
      user_id: managerId, user_role: 'manager', period_start: periodStart, period_end: new Date(Date.now() + 60_000).toISOString(),
    } });
    expect(built.statusCode).toBe(201);

    const manager = await app.newPage({ width: 375, height: 800 });
    await logInAs(manager, 'manager@hearth.test', /^Homeowner\b/, `/digest/${built.json().id}`);
    await manager.getByRole('heading', { level: 1, name: 'Your digest' }).waitFor();
    const opened = manager.getByRole('region', { name: /Tickets opened/ });
    await opened.getByRole('link', { name: 'E2E: the fridge hums' }).waitFor();
    await shot(manager, 'digest');
    await opened.getByRole('link', { name: 'E2E: the fridge hums' }).click();
    await manager.waitForURL((url) => url.pathname === '/manager/service' && url.searchParams.get('ticket') === String(ticket.json().id));

    const quiet = await app.api.call('POST', '/internal/digests', { token: staffToken, body: {
      user_id: managerId, user_role: 'manager', period_start: '2020-01-06T00:00:00Z', period_end: '2020-01-13T00:00:00Z',
    } });
    await manager.goto(`/digest/${quiet.json().id}`);
    await manager.getByRole('heading', { level: 1, name: 'A quiet week' }).waitFor();
  });
});
