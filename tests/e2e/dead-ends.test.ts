import { afterAll, beforeAll, describe, it } from 'vitest';
import { startApp, type App } from './support/app.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

describe('links never dead-end', () => {
  it('an unknown listing id shows a friendly not-found page', async () => {
    const page = await app.newPage();
    await page.goto('/listings/id/999999');
    await page.getByRole('heading', { level: 1, name: "This home isn't available" }).waitFor();
    await page.getByRole('link', { name: 'Browse available homes' }).click();
    await page.waitForURL('**/listings');
    await page.getByRole('article').first().waitFor();
  });

  it('a malformed listing id gets the same page', async () => {
    const page = await app.newPage();
    await page.goto('/listings/id/not%20a%20home');
    await page.getByRole('heading', { level: 1, name: "This home isn't available" }).waitFor();
  });

  it('pages of later milestones say they are coming soon, inside the site', async () => {
    const page = await app.newPage();
    await page.goto('/vendor/jobs');
    await page.getByRole('heading', { level: 1, name: 'Available jobs' }).waitFor();
    await page.getByText('Coming soon').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Raleigh' }).last().click();
    await page.waitForURL('**/listings/nc/raleigh');
    await page.getByRole('heading', { level: 1, name: 'Rooms for rent in Raleigh, NC' }).waitFor();
  });

  it('an unknown address says so and offers the way back', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Listings' }).click();
    await page.waitForURL('**/listings');
  });
});

describe('the back arrow on a listing', () => {
  it('returns to the filtered list the visitor came from', async () => {
    const page = await app.newPage();
    await page.goto('/listings/nc/durham?sort=budget_asc');
    await page.getByRole('article').first().getByRole('link').click();
    await page.waitForURL('**/listings/id/*');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/listings/nc/durham?sort=budget_asc');
    await page.getByRole('article').first().waitFor();
  });

  it('opened from a shared link, goes up to all listings', async () => {
    const page = await app.newPage();
    await page.goto('/listings');
    const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
    const fresh = await app.newPage();
    await fresh.goto(href!);
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL(/\/listings$/);
    await fresh.getByRole('heading', { level: 1, name: 'Find your room in a shared home' }).waitFor();
  });
});
