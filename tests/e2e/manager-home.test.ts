import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo-users.js';
import { startApp, type App } from './support/app.js';
import { logInAs } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

/** Logs in from /login with no page to return to, as someone typing the address would. */
async function logIn(page: Page, email: string, role: RegExp): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('radio', { name: role }).check();
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** A figure of the overview: the group named by what it counts; its paragraph is the value. */
const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true }).getByRole('paragraph');

describe('a manager\'s home', () => {
  it('is the overview: a manager who logs in lands there and sees occupancy, what waits, and the month\'s rent', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@hearth.test', /^Homeowner\b/);
    await page.waitForURL((url) => url.pathname === '/manager/overview');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');

    expect(await figure(page, 'Occupied rooms').textContent()).toMatch(/^[1-9]\d* of \d+$/);
    expect(await figure(page, 'Vacant rooms').textContent()).toMatch(/^\d+$/);
    expect(await figure(page, 'Applicants waiting').textContent()).toMatch(/^\d+$/);
    expect(await figure(page, 'Open tickets').textContent()).toMatch(/^\d+$/);
    await page.getByRole('heading', { level: 2, name: /^Rent roll, [A-Z][a-z]+ \d{4}$/ }).waitFor();
    for (const name of ['Charged', 'Collected', 'Overdue']) expect(await figure(page, name).textContent()).toMatch(/^\$[\d,.]+/);

    const homes = page.getByRole('table', { name: 'Your homes today' });
    expect(await homes.getByRole('row').count()).toBeGreaterThan(50);
    expect(await page.getByRole('main').textContent()).not.toMatch(ISO_DATE);
    await homes.getByRole('link').first().click();
    await page.waitForURL(/\/manager\/listings\/\d+$/);
  });

  it('someone who manages homes switches from renting to managing and lands on the overview', async () => {
    const page = await app.newPage();
    await logIn(page, 'multi@hearth.test', /^Renter\b/);
    await page.waitForURL((url) => url.pathname === '/listings');
    await page.getByRole('button', { name: /Alex/ }).click();
    await page.getByRole('button', { name: 'Switch to manager' }).click();
    await page.waitForURL((url) => url.pathname === '/manager/overview');
    await figure(page, 'Occupied rooms').waitFor();
  });
});

describe('the listing editor', () => {
  it('edits a bedroom, a bathroom and a parking spot in place, and says what is wrong next to the field', async () => {
    const page = await app.newPage();
    await logInAs(page, 'manager@hearth.test', /^Homeowner\b/, '/manager/listings/1');

    const bedrooms = page.getByRole('region', { name: 'Bedrooms' });
    const first = bedrooms.getByRole('listitem').first();
    const name = (await first.locator('strong').textContent())!;
    expect(await bedrooms.getByRole('list').textContent()).not.toMatch(ISO_DATE);
    await bedrooms.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = bedrooms.getByRole('form', { name: `Edit ${name}` });
    const base = edit.getByLabel('Base rent ($/month)');
    expect(await base.inputValue()).toMatch(/^\d+(\.\d\d)?$/);
    await base.fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Enter the base rent in dollars, e.g. 850.').waitFor();
    expect(await base.evaluate((input) => input === document.activeElement)).toBe(true);
    await base.fill('1,234.50');
    await edit.getByLabel('Bedroom name').fill(`${name} (renovated)`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await bedrooms.getByRole('status').filter({ hasText: `Saved ${name} (renovated).` }).waitFor();
    await first.getByText(`${name} (renovated)`, { exact: true }).waitFor();
    expect(await first.textContent()).toContain('base $1,234.50');

    const bathrooms = page.getByRole('region', { name: /^Bathrooms\b/ });
    const counted = async () => (await bathrooms.getByRole('heading', { level: 2 }).textContent())!;
    const before = await counted();
    await bathrooms.getByRole('button', { name: 'Edit Bathroom 1' }).click();
    const bath = bathrooms.getByRole('form', { name: 'Edit Bathroom 1' });
    await bath.getByLabel('Bathroom type').selectOption({ label: 'Half (toilet only)' });
    await bath.getByRole('button', { name: 'Save changes' }).click();
    await bathrooms.getByRole('status').filter({ hasText: 'Saved Bathroom 1.' }).waitFor();
    await bathrooms.getByRole('listitem').first().getByText(/Half \(toilet only\)/).waitFor();
    expect(await counted()).not.toBe(before);

    const parking = page.getByRole('region', { name: 'Parking' });
    if (await parking.getByRole('listitem').count() === 0) {
      await parking.getByRole('form', { name: 'Add a parking spot' }).getByRole('button', { name: 'Add parking spot' }).click();
      await parking.getByRole('status').filter({ hasText: 'Parking spot added.' }).waitFor();
    }
    await parking.getByRole('button', { name: 'Edit Parking spot 1' }).click();
    const spot = parking.getByRole('form', { name: 'Edit Parking spot 1' });
    await spot.getByLabel('Parking type').selectOption({ label: 'Garage' });
    await spot.getByLabel('Monthly fee ($, optional)').fill('45');
    await spot.getByRole('button', { name: 'Save changes' }).click();
    await parking.getByRole('status').filter({ hasText: 'Saved Parking spot 1.' }).waitFor();
    expect(await parking.getByRole('listitem').first().textContent()).toMatch(/Garage.*\$45\/month/);
  });
});
