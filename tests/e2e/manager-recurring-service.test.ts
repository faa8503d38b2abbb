// Issue 14, recurring services in Chromium: the demo manager books a bedroom turnover
// cleaning every 2 weeks, lands on the series with its first visit, changes the next
// visit's pay while nobody holds it (and goes back to the standard price), sees the
// pay locked once a vendor takes the visit, and stops the series.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
let vendorToken: string;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }); };

beforeAll(async () => {
  app = await startApp();
  vendorToken = await app.api.login('multi', 'vendor');
});
afterAll(() => app?.close());

describe('a manager books a recurring cleaning (issue 14)', () => {
  it('books every 2 weeks, changes the next visit\'s pay, and stops the series', async () => {
    const page = await app.newPage();
    await logInAsManager(page);
    await page.goto('/manager/service/book');
    const form = page.getByRole('form', { name: 'Book a service' });
    await form.getByLabel('Home').selectOption({ index: 1 });
    // A tour never repeats: no "Repeat" to choose.
    const types = await form.getByLabel('Service').locator('option:not([disabled])').allTextContents();
    await form.getByLabel('Service').selectOption({ label: types.find((t) => /^Basic tour/.test(t))! });
    expect(await form.getByLabel('Repeat').count()).toBe(0);
    await form.getByLabel('Service').selectOption({ label: types.find((t) => /^Bedroom turnover cleaning/.test(t))! });
    await form.getByLabel('Repeat').selectOption({ label: 'Every 2 weeks' });
    await form.getByLabel('First visit on').waitFor();
    await form.getByLabel('Access', { exact: true }).selectOption('NONE_VENDOR_DIRECT_ACCESS');
    await shot(page, 'recurring-book');
    await form.getByRole('button', { name: 'Book the series' }).click();

    await page.waitForURL(/\/manager\/service\/activities\/\d+$/);
    const seriesPath = new URL(page.url()).pathname;
    // The list tells the series and its visit apart from one-off jobs.
    await page.goto('/manager/service/activities');
    await page.getByRole('link', { name: 'Bedroom turnover cleaning · Visit 1, every 2 weeks' }).first().waitFor();
    await page.getByRole('link', { name: 'Bedroom turnover cleaning · Repeats every 2 weeks' }).first().click();
    await page.waitForURL((url) => url.pathname === seriesPath);
    const job = page.getByRole('article');
    await job.getByRole('heading', { name: 'Repeats every 2 weeks' }).waitFor();
    await job.getByText('Recurring', { exact: true }).waitFor();
    const visits = job.getByRole('list', { name: 'Visits' }).getByRole('listitem');
    expect(await visits.count()).toBe(1);
    await visits.first().getByText('Requested').waitFor();

    const pay = job.getByRole('region', { name: 'Pay of the next visit' });
    await pay.getByText('$90', { exact: true }).waitFor();
    await pay.getByRole('button', { name: 'Change the pay' }).click();
    const payForm = pay.getByRole('form', { name: 'Change the pay' });
    await payForm.getByLabel('Pay (USD)').fill('abc');
    await payForm.getByRole('button', { name: 'Save the pay' }).click();
    await payForm.getByText('Enter the pay in dollars, e.g. 90 or 89.50.').waitFor();
    await payForm.getByLabel('Pay (USD)').fill('95');
    await payForm.getByRole('button', { name: 'Save the pay' }).click();
    await pay.getByText('(set by hand)').waitFor();
    await pay.getByText('$95', { exact: true }).waitFor();
    await visits.first().getByText(/\$95\b/).waitFor();
    await shot(page, 'recurring-series');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'recurring-series-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await pay.getByRole('button', { name: 'Change the pay' }).click();
    await pay.getByRole('button', { name: 'Use the standard price ($90)' }).click();
    await pay.getByText("(the service's standard price)").waitFor();

    // A vendor takes the visit: the manager may no longer change its pay.
    const visitId = Number((await visits.first().getByRole('link').getAttribute('href'))!.split('/').pop());
    const accepted = await app.api.call('POST', `/service-activities/${visitId}/accept`, { token: vendorToken });
    expect(accepted.statusCode).toBe(200);
    await page.reload();
    await job.getByText(/took the job at this pay/).waitFor();
    expect(await job.getByRole('button', { name: 'Change the pay' }).count()).toBe(0);

    await job.getByRole('button', { name: 'Stop the series' }).click();
    await job.getByRole('form', { name: 'Stop the series' }).getByRole('button', { name: 'Stop the series' }).click();
    await job.getByText('This series is stopped: no more visits are booked.').waitFor();
    await visits.first().getByText('Canceled').waitFor();
    await shot(page, 'recurring-stopped');
  });
});
