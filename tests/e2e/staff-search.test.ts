// Issue 15, staff global search and schema inspection, in Chromium: staff type part of
// a tenant's email in the header box, see the person grouped under People and open
// them; then the schema page shows the entity diagram and the tables, searchable,
// and stays readable at phone width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const logInAsStaff = (page: Page) => logInAsRenter(page, 'staff', '/internal');

describe('staff search and schema', () => {
  it('finds a tenant by part of their email from the header box and opens them', async () => {
    const tenantId = await demoUserId(app.api.deps, 'tenant2');
    const staff = await app.newPage();
    await logInAsStaff(staff);
    await staff.getByRole('searchbox', { name: /Search people/ }).fill('tenant2@hea');
    await staff.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(/\/internal\/search\?q=tenant2%40hea/);
    await staff.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    const people = staff.getByRole('region', { name: 'People' });
    const first = people.getByRole('link').first();
    await expect.poll(() => first.textContent()).toBe('Theo Park');
    await people.getByText(/tenant2@hearth\.test/).waitFor();
    await first.click();
    await staff.waitForURL(new RegExp(`/internal/users/${tenantId}$`));
  });

  it('says so when nothing matches', async () => {
    const staff = await app.newPage();
    await logInAsStaff(staff);
    await staff.goto(`/internal/search?q=${encodeURIComponent('zzqxj nothing')}`);
    await staff.getByText('Nothing matches “zzqxj nothing”', { exact: false }).waitFor();
  });

  it('shows the schema: the diagram, and tables that open to their columns, at phone width', async () => {
    const staff = await app.newPage({ width: 375, height: 800 });
    await logInAsStaff(staff);
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Schema' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Schema' }).waitFor();
    await staff.getByRole('img', { name: /Entities of the domain model/ }).waitFor();
    expect(await staff.locator('svg [data-entity="Bedroom"]').count()).toBe(1);
    expect(await staff.locator('svg line').count()).toBeGreaterThan(5);
    await staff.getByRole('link', { name: 'GraphQL explorer' }).waitFor();
    await staff.getByLabel('Find a table or column').fill('bedrooms');
    const bedrooms = staff.locator('details').filter({ hasText: /^bedrooms/ }).first();
    await bedrooms.locator('summary').click();
    await bedrooms.getByRole('cell', { name: 'building_id', exact: true }).waitFor();
    await bedrooms.getByText('bedrooms_search_trgm_idx', { exact: true }).waitFor();
    // Nothing wider than the phone's screen but the scrollable table region.
    const width = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
