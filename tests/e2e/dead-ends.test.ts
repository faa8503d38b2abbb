import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type App } from './support/app.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** The page's one level-1 heading, as a person reads it. */
async function mainHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent())!.trim();
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('links never dead-end', () => {
  it('an unknown listing id shows a friendly not-found page with a way back to homes', async () => {
    const page = await app.newPage();
    await page.goto('/listings/id/999999');
    expect(await mainHeading(page)).toBe("This home isn't available");
    const back = page.getByRole('link', { name: 'Browse available homes' });
    expect(await back.getAttribute('href')).toBe('/listings');
    await back.click();
    await page.waitForURL('**/listings');
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });

  it('a malformed listing id gets the same page, not an error', async () => {
    const page = await app.newPage();
    await page.goto('/listings/id/not%20a%20home');
    expect(await mainHeading(page)).toBe("This home isn't available");
    expect(await page.getByRole('link', { name: 'Browse available homes' }).count()).toBe(1);
  });

  it('public pages sit inside the site with its footer, whose links lead on', async () => {
    const page = await app.newPage();
    await page.goto('/press');
    expect(await mainHeading(page)).toBe('Press kit');
    expect(await page.getByText('Coming soon').count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Raleigh' }).last().click();
    await page.waitForURL('**/listings/nc/raleigh');
    // The address changes just before React commits the new screen: read the heading once it has.
    await expect.poll(() => mainHeading(page)).toBe('Rooms for rent in Raleigh, NC');
  });

  it('an address carrying text nobody can read says so, without reloading in a loop, and offers the page without it', async () => {
    const page = await app.newPage();
    await page.goto('/landlord-reference-form?token=abc%00def');
    expect(await mainHeading(page)).toBe("This address has text we can't read");
    expect(pathOf(page)).toBe('/landlord-reference-form?token=abc%00def');
    await page.getByRole('link', { name: 'Open the page without it' }).click();
    await page.waitForURL((url) => url.pathname === '/landlord-reference-form' && url.search === '');
    await expect.poll(() => mainHeading(page)).not.toBe("This address has text we can't read");
  });

  it('an unknown address says so and offers the way back, on a phone', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await page.goto('/no-such-page');
    expect(await mainHeading(page)).toBe("We couldn't find that page");
    await page.getByRole('button', { name: 'Menu' }).click();
    const browse = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Listings' });
    expect(await browse.isVisible()).toBe(true);
    await browse.click();
    await page.waitForURL('**/listings');
    expect(pathOf(page)).toBe('/listings');
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
    expect(pathOf(page)).toBe('/listings/nc/durham?sort=budget_asc');
    await page.getByRole('article').first().waitFor();
  });

  it('opened from a shared link, goes up to all listings', async () => {
    const page = await app.newPage();
    await page.goto('/listings');
    const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/listings\/id\/[\w-]+$/);
    const fresh = await app.newPage();
    await fresh.goto(href!);
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL(/\/listings$/);
    expect(pathOf(fresh)).toBe('/listings');
    // The address changes just before React commits the new screen: read the heading once it has.
    await expect.poll(() => mainHeading(fresh)).toBe('Find your room in a shared home');
  });
});
